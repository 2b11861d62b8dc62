import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { fn } from 'storybook/test';
import { framed } from '../stories/framed.tsx';
import { DEMO_GAME_SRC, GAME_NAME } from '../stories/play-fixtures.ts';
import { GameFrame } from './game-frame.tsx';

/** Lays a story out like the play page: the screen fills the viewport around a small margin. */
export const playPage = framed({
  padding: 'clamp(8px, 2vw, 16px)',
  '--lb-play-h': 'calc(100dvh - 2 * clamp(8px, 2vw, 16px))',
} as CSSProperties);

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
export const padded = framed({ padding: 'clamp(16px, 6vw, 48px) 16px' });

/** The play screen's args in its stories: the demo game in its frame, every callback a spy. */
export function playScreenArgs() {
  return {
    gameName: GAME_NAME,
    onBack: fn(),
    onClose: fn(),
    onFullscreenToggle: fn(),
    onMoneyChange: fn(),
    onOptionsOpenChange: fn(),
    frame: <GameFrame src={DEMO_GAME_SRC} gameName={GAME_NAME} loading={false} />,
  };
}
