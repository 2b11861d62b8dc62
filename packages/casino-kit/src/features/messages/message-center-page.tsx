import '@lobby/ui/messages.css';
import { type InboxMessage, nyWallClockToInstant } from '@lobby/domain';
import { type InboxItem, MessageCenterView, Page, useUi } from '@lobby/ui';
import { useMemo, useState } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { EN_MESSAGES } from './texts.ts';
import { useAppSelector } from '../../shared/hooks.ts';
import { messagesOnOpen, useGetMessagesQuery } from './messages-api.ts';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { sanitizeHtml } from '../../shared/html/sanitize-html.ts';
import { Guarded } from '../../shared/routes/guard.tsx';
import { selectLanguage, selectPlayer } from '@lobby/casino-core';
import { dateTimeFormat } from '../../shared/intl-formats.ts';

type Status = 'loading' | 'error' | 'ready';

/** The player's messages: the cache when it is usable, else the server; Refresh and Retry always ask the server. */
function useMessageCenter(pid: number) {
  const deps = useDeps();
  const options = useLobbyOptions();
  const messages = useGetMessagesQuery(pid, messagesOnOpen(options));
  // A list over `messageCacheMaxAgeMs` old is not shown on opening, even while the server fails:
  // only a list fetched since, or a refresh's failure, keeps one on screen.
  const [staleAtOpening] = useState(() => {
    const at = messages.fulfilledTimeStamp;
    return at !== undefined && deps.now() - at > options.messageCacheMaxAgeMs ? at : null;
  });
  const center = messages.fulfilledTimeStamp === staleAtOpening ? null : (messages.data ?? null);
  const status: Status = messages.isError && !messages.isFetching ? 'error' : center ? 'ready' : 'loading';
  return {
    center,
    status,
    // Fetching with a list on screen is a refresh.
    refreshing: messages.isFetching && center !== null,
    refresh: () => void messages.refetch(),
    retry: () => void messages.refetch(),
  };
}

/** A server wall-clock time (New York) worded in the reader's language and time zone. */
function serverTimeFormatter(language: string) {
  const format = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (text: string | null): { label: string | null; iso?: string } => {
    if (text === null || text.trim() === '') return { label: null };
    const instant = nyWallClockToInstant(text);
    if (instant === null) return { label: text };
    return { label: format.format(instant), iso: new Date(instant).toISOString() };
  };
}

function Inbox({ pid }: { pid: number }) {
  const { t } = useUi();
  const language = useAppSelector(selectLanguage);
  const { center, status, refreshing, refresh, retry } = useMessageCenter(pid);
  const when = useMemo(() => serverTimeFormatter(language), [language]);
  const items = useMemo<InboxItem[]>(
    () =>
      (center?.messages ?? []).map((message: InboxMessage) => {
        const date = when(message.date);
        return {
          id: message.id,
          subject: message.subject,
          date: date.label,
          dateTime: date.iso,
          unread: !message.read,
          bodyHtml: sanitizeHtml(message.body),
        };
      }),
    [center, when],
  );
  // A failed refresh keeps the list on screen: the error shows only when there is nothing to show.
  const shown: Status = status === 'error' && center !== null ? 'ready' : status;
  return (
    <Page title={t('messages.title')}>
      <MessageCenterView
        status={shown}
        messages={items}
        unreadTotal={center?.count.total_unread ?? 0}
        lastImport={when(center?.lastimport ?? null).label}
        onRetry={retry}
        onRefresh={refresh}
        refreshing={refreshing}
      />
    </Page>
  );
}

/** /dashboard/messagecenter: the player's messages; a guest is asked to log in and comes back. */
export function MessageCenterPage() {
  useTexts(EN_MESSAGES);
  const player = useAppSelector(selectPlayer);
  return <Guarded route={{ name: 'messagecenter' }}>{player ? <Inbox pid={player.PID} /> : null}</Guarded>;
}
