import { buttonClassName } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { PageLink } from '../link/page-link.tsx';

/** Where an {@link EmptyState} leads on. */
export interface EmptyStateAction {
  href: string;
  label: string;
}

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The picture over the title, a name of the icon set. */
  icon: string;
  title: string;
  /** A line on what fills the page, or why it is empty. */
  text: string;
  /** A way on (e.g. to the games); without it, none. */
  action?: EmptyStateAction | null;
}

/** A page with nothing to show yet (no games played, no winners): what would be here, and a way on. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <div className="lb-empty">
      {/* The art's look follows its picture (a red heart for favorites). */}
      <span className={`lb-empty__art lb-empty__art--${icon}`} aria-hidden="true">
        <Icon name={icon} size={30} />
      </span>
      <h2 className="lb-empty__title" dir="auto">
        {title}
      </h2>
      <p className="lb-empty__text">{text}</p>
      {action ? (
        <PageLink href={action.href} className={buttonClassName('primary', 'md')}>
          <Icon name="games" />
          {action.label}
        </PageLink>
      ) : null}
    </div>
  );
}
