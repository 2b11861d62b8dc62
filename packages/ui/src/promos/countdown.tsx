import type { DurationParts } from '@lobby/domain';
import { fill, type PromosText } from './promos-text.ts';

/** Props of {@link Countdown}. */
export interface CountdownProps {
  label: string;
  parts: DurationParts;
  text: PromosText;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A remaining time: the label, then days (when any), hours, minutes and seconds in short labels. */
export function Countdown({ label, parts, text }: CountdownProps) {
  const units = [
    parts.days > 0 ? fill(text['countdown.days'], { n: parts.days }) : null,
    fill(text['countdown.hours'], { n: pad(parts.hours) }),
    fill(text['countdown.minutes'], { n: pad(parts.minutes) }),
    fill(text['countdown.seconds'], { n: pad(parts.seconds) }),
  ].filter(Boolean);
  const iso = `P${parts.days}DT${parts.hours}H${parts.minutes}M${parts.seconds}S`;
  return (
    <p className="lb-countdown">
      <span className="lb-countdown__label">{label}</span>{' '}
      <time className="lb-countdown__time" dateTime={iso}>
        {units.join(' ')}
      </time>
    </p>
  );
}
