import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';

/** Sets a story in a box of this style: room around it, or the width the app gives it. */
export function framed<TArgs>(style: CSSProperties): Decorator<TArgs> {
  return (Story) => (
    <div style={style}>
      <Story />
    </div>
  );
}
