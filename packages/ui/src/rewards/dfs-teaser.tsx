import { useId } from 'react';
import { Button, buttonClassName } from '../button/button.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import { NextSpinCountdown, type NextSpinCountdownProps } from './next-spin-countdown.tsx';

/** Props of {@link DfsTeaser}. */
export interface DfsTeaserProps {
  /** `available`: the spins can be claimed now; `claimed`: today's are taken (a countdown shows). */
  status: 'available' | 'claimed';
  /** The daily free spins page. */
  href: string;
  countdown?: NextSpinCountdownProps;
  /** Given for the popup: it then floats over the lobby with Not now. */
  onDismiss?: () => void;
}

/** The daily free spins widget of the home page, and the popup that invites a player to claim them. */
export function DfsTeaser({ status, href, countdown, onDismiss }: DfsTeaserProps) {
  const { t } = useUi();
  const id = useId();
  const popup = onDismiss !== undefined;
  return (
    <section
      className={popup ? 'lb-offer lb-dfs-teaser' : 'lb-dfs-teaser'}
      role={popup ? 'dialog' : undefined}
      aria-labelledby={`${id}-title`}
      onKeyDown={
        popup
          ? (event) => {
              if (event.key === 'Escape') onDismiss();
            }
          : undefined
      }
    >
      <h2 id={`${id}-title`} className="lb-offer__title">
        {t('rewards.dfs.title')}
      </h2>
      <p className="lb-offer__text">{status === 'available' ? t('rewards.teaser.available') : t('rewards.teaser.claimed')}</p>
      {status === 'claimed' && countdown ? <NextSpinCountdown {...countdown} /> : null}
      <div className="lb-offer__actions">
        <PageLink href={href} className={buttonClassName(status === 'available' ? 'primary' : 'secondary')} onClick={onDismiss}>
          {status === 'available' ? t('rewards.teaser.claim') : t('rewards.teaser.open')}
        </PageLink>
        {popup ? (
          <Button variant="ghost" onClick={onDismiss}>
            {t('rewards.teaser.dismiss')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
