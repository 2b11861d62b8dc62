import type { DurationParts } from '@lobby/domain';
import { fill, type PromosText } from './promos-text.ts';

/** Props of {@link Countdown}. */
export interface CountdownProps {
  label: string;
  parts: DurationParts;
  text: PromosText;
  /** Short labels (2d 04h 05m 06s), for narrow screens; otherwise the words (2 days 04 hours...). */
  short: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A remaining time: the label, then days (when any), hours, minutes and seconds. */
export function Countdown({ label, parts, text, short }: CountdownProps) {
  const days = short ? text['countdown.days'] : parts.days === 1 ? text['countdown.dayLong'] : text['countdown.daysLong'];
  const units = [
    parts.days > 0 ? fill(days, { n: parts.days }) : null,
    fill(short ? text['countdown.hours'] : text['countdown.hoursLong'], { n: pad(parts.hours) }),
    fill(short ? text['countdown.minutes'] : text['countdown.minutesLong'], { n: pad(parts.minutes) }),
    fill(short ? text['countdown.seconds'] : text['countdown.secondsLong'], { n: pad(parts.seconds) }),
  ].filter(Boolean);
  const iso = `P${parts.days}DT${parts.hours}H${parts.minutes}M${parts.seconds}S`;
  return (
    <p className="lb-countdown">
      <span className="lb-countdown__label">{label}</span>{' '}
      <time className="lb-countdown__time" dateTime={iso} data-short={short}>
        {units.join(' ')}
      </time>
    </p>
  );
}
