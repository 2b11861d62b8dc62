import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** While false the overlay fades out (at once under reduced motion) and leaves the tab order. */
  visible: boolean;
  /** The game or table name, shown large. */
  name: string;
  /** A loading tip; the app picks which one. */
  tip?: string;
  /** What the status line says; "Loading {name}…" by default. */
  status?: string;
  /** Glyph in the spinner. */
  icon?: string;
}

/** The cover over a frame while its game loads: spinner, name, status and an optional tip. */
export function LoadingOverlay({ visible, name, tip, status, icon = 'table-games' }: LoadingOverlayProps) {
  const { t } = useUi();
  return (
    <div className="lb-loader lb-fade-layer" data-state={visible ? 'visible' : 'hidden'} inert={!visible}>
      <div className="lb-loader__spinner" aria-hidden="true">
        <span className="lb-loader__ring" />
        <Icon name={icon} size={34} className="lb-loader__chip" />
      </div>
      <p className="lb-loader__name">{name}</p>
      <span className="lb-loader__bar" aria-hidden="true" />
      {/* Kept mounted and emptied, so the status is announced once and not again on hide. */}
      <p role="status" className="lb-loader__status">
        {visible ? (status ?? t('play.loading.status', { game: name })) : ''}
      </p>
      {tip ? (
        <p className="lb-loader__tip">
          <span className="lb-loader__tip-label">{t('play.loading.tip')}</span>
          <span>{tip}</span>
        </p>
      ) : null}
    </div>
  );
}
