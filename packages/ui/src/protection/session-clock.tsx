import { formatElapsed, netPositionView } from '@lobby/domain';
import { useUi } from '../ui-context.tsx';

/** Props of {@link SessionClock}. */
export interface SessionClockProps {
  /** Milliseconds since the session began (by the controller's clock). */
  elapsedMs: number;
  /** Wins minus stakes since the session began. */
  netPosition: number;
  currency: string;
  /** `header`: one compact line; `play`: the play screen's bar, with labels. */
  placement: 'header' | 'play';
}

/** Net position with its sign, for a formatter of plain amounts. */
export function useNetText(netPosition: number, currency: string): string {
  const { formatMoney } = useUi();
  const view = netPositionView(netPosition);
  const amount = formatMoney(view.magnitude, currency);
  return view.sign === 'up' ? `+${amount}` : view.sign === 'down' ? `\u2212${amount}` : amount;
}

/**
 * The session clock and net position (UKGC RTS 13C, 2E). Not a live region: a second-by-second
 * announcement would drown everything else; a screen reader reads it where it stands.
 */
export function SessionClock({ elapsedMs, netPosition, currency, placement }: SessionClockProps) {
  const { t } = useUi();
  const net = useNetText(netPosition, currency);
  const sign = netPositionView(netPosition).sign;
  return (
    <dl className={`lb-session-clock lb-session-clock--${placement}`}>
      <div className="lb-session-clock__item">
        <dt className="lb-session-clock__label">{t('protection.clock.elapsed')}</dt>
        <dd className="lb-session-clock__value">{formatElapsed(elapsedMs)}</dd>
      </div>
      <div className="lb-session-clock__item">
        <dt className="lb-session-clock__label">{t('protection.clock.net')}</dt>
        <dd className={`lb-session-clock__value lb-session-clock__net--${sign}`}>{net}</dd>
      </div>
    </dl>
  );
}
