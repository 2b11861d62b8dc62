import { type ReactNode, useId } from 'react';
import { Icon } from '../icon/icon.tsx';

/** Props of {@link InstallOffer}. */
export interface InstallOfferProps {
  className?: string;
  title: string;
  body: string;
  /** Under the body (the Home Screen hint's steps). */
  children?: ReactNode;
  /** The offer's buttons. */
  actions: ReactNode;
}

/** The bar both install offers share: the icon, the title and text, and the buttons. */
export function InstallOffer({ className, title, body, children, actions }: InstallOfferProps) {
  const titleId = useId();
  return (
    <section className={className ? `lb-install ${className}` : 'lb-install'} aria-labelledby={titleId}>
      <span className="lb-install__icon" aria-hidden="true">
        <Icon name="star" />
      </span>
      <div className="lb-install__text">
        <h2 id={titleId} className="lb-install__title">
          {title}
        </h2>
        <p className="lb-install__body">{body}</p>
        {children}
      </div>
      <div className="lb-install__actions">{actions}</div>
    </section>
  );
}
