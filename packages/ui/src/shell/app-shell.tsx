import type { ReactNode } from 'react';
import { useUi } from '../ui-context.tsx';

/** Props of {@link AppShell}; every region is a slot the app fills. */
export interface AppShellProps {
  header: ReactNode;
  /** Desktop sidebar; hidden below 1024 px, where the mobile drawer takes over. */
  sidebar?: ReactNode;
  /** Bottom launcher bar; shown only below 1024 px. */
  launcher?: ReactNode;
  /** Dialogs and notification stacks, rendered after the layout. */
  overlays?: ReactNode;
  /** Target of the skip link. */
  mainId?: string;
  children: ReactNode;
}

export function AppShell({ header, sidebar, launcher, overlays, mainId = 'lb-main', children }: AppShellProps) {
  const { t } = useUi();
  const classes = `lb-shell${sidebar ? ' lb-shell--with-sidebar' : ''}${launcher ? ' lb-shell--with-launcher' : ''}`;
  return (
    <div className={classes}>
      <a className="lb-shell__skip" href={`#${mainId}`}>
        {t('shell.skipToContent')}
      </a>
      <div className="lb-shell__header">{header}</div>
      <div className="lb-shell__body">
        {sidebar ? <div className="lb-shell__sidebar">{sidebar}</div> : null}
        {/* tabIndex lets the skip link move focus, not only scroll. */}
        <main id={mainId} className="lb-shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {launcher ? <div className="lb-shell__launcher">{launcher}</div> : null}
      {overlays}
    </div>
  );
}
