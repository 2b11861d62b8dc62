import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';

/** One message as the message center shows it. */
export interface InboxItem {
  id: string;
  subject: string;
  /** The date, already worded for the reader; null when the server sent none. */
  date: string | null;
  /** A machine-readable date for `<time>`, when known. */
  dateTime?: string;
  unread: boolean;
  /** The message body as HTML the app has already sanitized. */
  bodyHtml: string;
}

/** Props of {@link MessageCenterView}. */
export interface MessageCenterViewProps {
  status: 'loading' | 'error' | 'ready';
  messages: readonly InboxItem[];
  unreadTotal: number;
  /** When the casino last imported messages, worded for the reader. */
  lastImport: string | null;
  onRetry: () => void;
  onRefresh: () => void;
  /** A refresh is under way while the list stays on screen. */
  refreshing?: boolean;
}

function Message({ item }: { item: InboxItem }) {
  const { t } = useUi();
  return (
    <li>
      <details className="lb-inbox__item" data-unread={item.unread}>
        <summary className="lb-inbox__summary">
          <span className="lb-inbox__subject">{item.subject}</span>
          {item.unread ? <span className="lb-inbox__badge">{t('messages.new')}</span> : null}
          {item.date ? (
            <time className="lb-inbox__date" dateTime={item.dateTime}>
              {item.date}
            </time>
          ) : null}
        </summary>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the app sanitizes bodies before they get here (see bodyHtml). */}
        <div className="lb-inbox__body" dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
      </details>
    </li>
  );
}

/** The message center: unread total and last import, then the messages, each opening in place. */
export function MessageCenterView(props: MessageCenterViewProps) {
  const { status, messages, unreadTotal, lastImport, onRetry, onRefresh, refreshing = false } = props;
  const { t } = useUi();
  return (
    <section className="lb-inbox" aria-label={t('messages.list')} aria-busy={status === 'loading' || refreshing}>
      <div className="lb-inbox__bar">
        <p className="lb-inbox__totals">
          <span>{t('messages.unread', { count: unreadTotal })}</span>
          {lastImport ? <span>{t('messages.lastImport', { time: lastImport })}</span> : null}
        </p>
        <Button variant="secondary" size="sm" busy={refreshing} disabled={status === 'loading'} onClick={onRefresh}>
          {t('messages.refresh')}
        </Button>
      </div>
      {status === 'loading' ? (
        <p className="lb-inbox__state" role="status">
          {t('messages.loading')}
        </p>
      ) : status === 'error' ? (
        <div className="lb-inbox__state" role="alert">
          <p>{t('messages.error')}</p>
          <Button onClick={onRetry}>{t('messages.retry')}</Button>
        </div>
      ) : messages.length === 0 ? (
        <p className="lb-inbox__state">{t('messages.empty')}</p>
      ) : (
        <ul className="lb-inbox__list">
          {messages.map((item) => (
            <Message key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
