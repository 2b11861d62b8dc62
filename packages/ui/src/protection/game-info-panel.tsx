import { useId } from 'react';
import type { Game, Volatility } from '@lobby/domain';
import type { UiTextKey } from '../ui-text.ts';
import { useUi } from '../ui-context.tsx';
import { formatRtp, oneIn } from './game-figures.ts';

const VOLATILITY_KEYS: Readonly<Record<Volatility, UiTextKey>> = {
  low: 'protection.game.volatility.low',
  medium: 'protection.game.volatility.medium',
  high: 'protection.game.volatility.high',
  very_high: 'protection.game.volatility.very_high',
};

/** Props of {@link GameInfoPanel}. */
export interface GameInfoPanelProps {
  game: Pick<Game, 'rtp' | 'volatility' | 'max_win' | 'top_win_probability'>;
  /** The game's features by display name. */
  features: readonly string[];
  /** Shows the probability of the top win (GGL at the play screen). */
  showTopWin: boolean;
  /** Without its own heading, inside a dialog whose title names it; true by default. */
  heading?: boolean;
}

/** The game's RTP, volatility, maximum win and features, where the catalog carries them; nothing when it carries none. */
export function GameInfoPanel({ game, features, showTopWin, heading = true }: GameInfoPanelProps) {
  const { t } = useUi();
  const id = useId();
  const rows: { key: string; label: string; value: string }[] = [];
  if (game.rtp !== undefined) rows.push({ key: 'rtp', label: t('protection.game.rtp'), value: formatRtp(game.rtp) });
  if (game.volatility !== undefined)
    rows.push({ key: 'vol', label: t('protection.game.volatility'), value: t(VOLATILITY_KEYS[game.volatility]) });
  if (game.max_win !== undefined)
    rows.push({ key: 'max', label: t('protection.game.max_win'), value: t('protection.game.times', { count: game.max_win }) });
  if (showTopWin && game.top_win_probability !== undefined)
    rows.push({
      key: 'top',
      label: t('protection.game.top_win'),
      value: t('protection.game.one_in', { n: oneIn(game.top_win_probability) }),
    });
  if (features.length > 0) rows.push({ key: 'features', label: t('protection.game.features'), value: features.join(', ') });
  if (rows.length === 0) return null;
  const figures = (
    <dl className="lb-protection-figures">
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
  if (!heading) return <div className="lb-game-info">{figures}</div>;
  return (
    <section className="lb-game-info" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lb-game-info__title">
        {t('protection.game.title')}
      </h2>
      {figures}
    </section>
  );
}
