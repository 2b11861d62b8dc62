import type { DfsReason, DfsReasonAction } from '@lobby/domain';
import { Button, buttonClassName } from '../button/button.tsx';
import { DepositEntry } from '../link/deposit-link.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import { NextSpinCountdown, type NextSpinCountdownProps } from './next-spin-countdown.tsx';

/** Where the email confirmation stands. */
export type DfsEmailStep = 'idle' | 'sending' | 'sent' | 'failed' | 'confirmed';

/** Props of {@link DfsReasonPanel}. */
export interface DfsReasonPanelProps {
  reason: DfsReason;
  action: DfsReasonAction;
  /** The cashier page (deposit). */
  cashierHref: string;
  /** The free spins game (play now, continue, keep playing). */
  gameHref: string;
  /** The lobby, for Keep playing when there is no game. */
  lobbyHref: string;
  /** The next-spin countdown, for `next-spin`. */
  countdown?: NextSpinCountdownProps;
  emailStep?: DfsEmailStep;
  /** Where the email goes, when the server says. */
  email?: string;
  onRequestEmail?: () => void;
}

function EmailAction({
  step,
  email,
  onRequestEmail,
  gameHref,
}: {
  step: DfsEmailStep;
  email?: string;
  onRequestEmail?: () => void;
  gameHref: string;
}) {
  const { t } = useUi();
  if (step === 'confirmed') {
    return (
      <>
        <p className="lb-dfs__note" role="status">
          {t('rewards.email.confirmed')}
        </p>
        <PageLink href={gameHref} className={buttonClassName('primary', 'lg')}>
          {t('rewards.email.continue')}
        </PageLink>
      </>
    );
  }
  return (
    <>
      {step === 'sent' ? (
        <p className="lb-dfs__note" role="status">
          {email ? t('rewards.email.sent', { email }) : t('rewards.email.sentNoAddress')}
        </p>
      ) : null}
      {step === 'failed' ? (
        <p className="lb-dfs__error" role="alert">
          {t('rewards.email.failed')}
        </p>
      ) : null}
      <Button size="lg" variant={step === 'sent' ? 'secondary' : 'primary'} busy={step === 'sending'} onClick={onRequestEmail}>
        {step === 'sending' ? t('rewards.email.sending') : t('rewards.email.send')}
      </Button>
    </>
  );
}

/** A large link that looks like a button: what the player can do next. */
function ActionLink({ href, variant = 'primary', children }: { href: string; variant?: 'primary' | 'secondary'; children: string }) {
  return (
    <PageLink href={href} className={buttonClassName(variant, 'lg')}>
      {children}
    </PageLink>
  );
}

/** Why the daily free spins cannot be claimed now, with what the player can do about it. */
export function DfsReasonPanel(props: DfsReasonPanelProps) {
  const { reason, action, cashierHref, gameHref, lobbyHref, countdown, emailStep = 'idle', email, onRequestEmail } = props;
  const { t } = useUi();
  return (
    <div className="lb-dfs__panel" data-reason={reason}>
      <p className="lb-dfs__reason">{t(`rewards.reason.${reason}`)}</p>
      <div className="lb-dfs__actions">
        {action === 'request-email' ? (
          <EmailAction step={emailStep} email={email} onRequestEmail={onRequestEmail} gameHref={gameHref} />
        ) : null}
        {action === 'deposit' ? (
          <DepositEntry href={cashierHref} label={t('rewards.deposit')} className={buttonClassName('primary', 'lg')} />
        ) : null}
        {action === 'next-spin' ? (
          <>
            {countdown ? <NextSpinCountdown {...countdown} /> : null}
            <ActionLink href={lobbyHref} variant="secondary">
              {t('rewards.keepPlaying')}
            </ActionLink>
          </>
        ) : null}
        {action === 'play-now' ? <ActionLink href={gameHref}>{t('rewards.playNow')}</ActionLink> : null}
        {action === 'keep-playing' ? <ActionLink href={lobbyHref}>{t('rewards.keepPlaying')}</ActionLink> : null}
      </div>
    </div>
  );
}
