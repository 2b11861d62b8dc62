import type { DurationParts, TournamentBadge } from '@lobby/domain';
import { useId } from 'react';
import { Button, buttonClassName } from '../button/button.tsx';
import { PageLink } from '../link/page-link.tsx';
import { Countdown } from './countdown.tsx';
import { fill, type PromosText } from './promos-text.ts';

/** Where a tournament's clock stands, ready to show. */
export type TournamentCountdown =
  | { readonly phase: 'starts' | 'ends'; readonly parts: DurationParts }
  | { readonly phase: 'over' }
  | { readonly phase: 'unknown' };

/** Props of {@link TournamentCard}. */
export interface TournamentCardProps {
  name: string;
  badge: TournamentBadge;
  image: string | null;
  /** Formatted prize pool without decimals, or null when unknown. */
  prizePool: string | null;
  countdown: TournamentCountdown;
  /** The countdown's short labels, for narrow screens. */
  shortLabels?: boolean;
  /** Formatted end date: shown on finished cards. */
  endDate: string | null;
  /** Upcoming cards: whether Remind Me was pressed. */
  reminderSet?: boolean;
  onRemind?: () => void;
  /** The detail page; `onLearnMore` runs instead for a guest (login). */
  href: string;
  onLearnMore?: () => void;
  text: PromosText;
}

const BADGE_KEY = { live: 'tournaments.live', upcoming: 'tournaments.upcoming', finished: 'tournaments.finished' } as const;

/** A tournament card: picture, status badge, prize pool, countdown or end date, Remind Me and Learn more. */
export function TournamentCard(props: TournamentCardProps) {
  const {
    name,
    badge,
    image,
    prizePool,
    countdown,
    shortLabels = false,
    endDate,
    reminderSet = false,
    onRemind,
    href,
    onLearnMore,
    text,
  } = props;
  const titleId = useId();
  return (
    <article className={`lb-tcard lb-tcard--${badge}`} aria-labelledby={titleId} data-tournament-card="">
      <div className="lb-tcard__media">
        {image ? <img src={image} alt="" width={600} height={200} loading="lazy" decoding="async" /> : null}
        <span className={`lb-tbadge lb-tbadge--${badge}`}>{text[BADGE_KEY[badge]]}</span>
      </div>
      <div className="lb-tcard__body">
        <h3 id={titleId} className="lb-tcard__title">
          {name}
        </h3>
        {prizePool ? (
          <p className="lb-tcard__prize">
            <span className="lb-tcard__prize-label">{text['tournaments.prizePool']}</span> <strong>{prizePool}</strong>
          </p>
        ) : null}
        {badge === 'finished' ? (
          endDate ? (
            <p className="lb-tcard__ended">{fill(text['tournaments.ended'], { date: endDate })}</p>
          ) : null
        ) : (
          <TournamentClockView countdown={countdown} text={text} short={shortLabels} />
        )}
        <div className="lb-tcard__actions">
          {badge === 'upcoming' && onRemind ? (
            <Button variant="secondary" size="sm" onClick={onRemind} aria-pressed={reminderSet} disabled={reminderSet}>
              {reminderSet ? text['tournaments.reminderSet'] : text['tournaments.remindMe']}
            </Button>
          ) : null}
          {onLearnMore ? (
            <Button size="sm" onClick={onLearnMore}>
              {text['tournaments.learnMore']}
            </Button>
          ) : (
            <PageLink href={href} className={buttonClassName('primary', 'sm')}>
              {text['tournaments.learnMore']}
            </PageLink>
          )}
        </div>
      </div>
    </article>
  );
}

/** The countdown to the start, then to the end, then "Time is over". */
export function TournamentClockView({ countdown, text, short }: { countdown: TournamentCountdown; text: PromosText; short: boolean }) {
  if (countdown.phase === 'unknown') return null;
  if (countdown.phase === 'over') return <p className="lb-countdown lb-countdown--over">{text['tournaments.timeOver']}</p>;
  const label = countdown.phase === 'starts' ? text['tournaments.startsIn'] : text['tournaments.endsIn'];
  return <Countdown label={label} parts={countdown.parts} text={text} short={short} />;
}
