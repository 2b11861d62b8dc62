import { useUi } from '../ui-context.tsx';
import { formatRtp, oneIn } from './game-figures.ts';

/** Props of {@link GameOdds}. */
export interface GameOddsProps {
  /** Return to player in percent. */
  rtp?: number;
  /** The chance of the top win in one round (0 to 1). */
  topWinProbability?: number;
}

/**
 * The game's RTP and the probability of its top win, on the play screen itself (GGL), beside the
 * game rather than only in its info panel; nothing when neither is known.
 */
export function GameOdds({ rtp, topWinProbability }: GameOddsProps) {
  const { t } = useUi();
  if (rtp === undefined && topWinProbability === undefined) return null;
  return (
    <dl className="lb-game-odds">
      {rtp === undefined ? null : (
        <div className="lb-game-odds__item">
          <dt className="lb-game-odds__label">{t('protection.game.rtp')}</dt>
          <dd className="lb-game-odds__value">{formatRtp(rtp)}</dd>
        </div>
      )}
      {topWinProbability === undefined ? null : (
        <div className="lb-game-odds__item">
          <dt className="lb-game-odds__label">{t('protection.game.top_win')}</dt>
          <dd className="lb-game-odds__value">{t('protection.game.one_in', { n: oneIn(topWinProbability) })}</dd>
        </div>
      )}
    </dl>
  );
}
