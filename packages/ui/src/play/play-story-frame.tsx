import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';

const STAGE: CSSProperties = {
  padding: 'clamp(8px, 2vw, 16px)',
  '--lb-play-h': 'calc(100dvh - 2 * clamp(8px, 2vw, 16px))',
} as CSSProperties;

/** Lays a story out like the play page: the screen fills the viewport around a small margin. */
export const playPage: Decorator = (Story) => (
  <div style={STAGE}>
    <Story />
  </div>
);

const STAGE_ONLY: CSSProperties = { height: '100dvh', minHeight: 0, border: 0, borderRadius: 0 };

/** Puts a stage view (chooser, error, overlays) on the play stage's own background. */
export const playStage: Decorator = (Story) => (
  <div className="lb-play" style={STAGE_ONLY}>
    <div className="lb-play__body">
      <div className="lb-play__stage">
        <Story />
      </div>
    </div>
  </div>
);

/** Room around a widget that sits in a lobby page (random play). */
export const padded: Decorator = (Story) => (
  <div style={{ padding: 'clamp(16px, 6vw, 48px) 16px' }}>
    <Story />
  </div>
);
