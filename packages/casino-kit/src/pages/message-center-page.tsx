import { type InboxMessage, type MessageCenter, messageCacheUsable, nyWallClockToInstant, parseMessageCache } from '@lobby/domain';
import { type InboxItem, MessageCenterView, Page, useUi } from '@lobby/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDeps } from '../app/deps-context.tsx';
import { useTexts } from '../i18n/use-texts.ts';
import { EN_MESSAGES } from '../i18n/parts/messages.ts';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { sanitizeHtml } from '../platform/sanitize-html.ts';
import { Guarded } from '../routes/guard.tsx';
import { unreadLoaded } from '../store/account-slice.ts';
import { isAuthError } from '../store/failure.ts';
import { sessionExpired } from '../store/session-slice.ts';
import { selectLanguage, selectPlayer } from '../store/selectors.ts';

/** Session-storage key of the message center cache (kept up to 15 minutes, per player). */
export const MESSAGE_CACHE_KEY = 'lobby.messages';

type Status = 'loading' | 'error' | 'ready';

/** The player's messages: the cache when it is usable, else the server; Refresh always asks the server. */
function useMessageCenter(pid: number) {
  const deps = useDeps();
  const dispatch = useAppDispatch();
  const [center, setCenter] = useState<MessageCenter | null>(() => {
    const cache = parseMessageCache(deps.session.get(MESSAGE_CACHE_KEY));
    return messageCacheUsable(cache, pid, deps.now()) ? (cache?.center ?? null) : null;
  });
  const [status, setStatus] = useState<Status>(center ? 'ready' : 'loading');
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    try {
      const answer = await deps.api.getMessages({ signal: controller.signal });
      if (controller.signal.aborted) return;
      deps.session.set(MESSAGE_CACHE_KEY, JSON.stringify({ pid, savedAt: deps.now(), center: answer }));
      setCenter(answer);
      setStatus('ready');
      // The bell shows the same count as the list.
      dispatch(unreadLoaded(answer.count.total_unread));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (isAuthError(error)) {
        dispatch(sessionExpired());
        return;
      }
      deps.log('messages could not be loaded', error);
      setStatus('error');
    } finally {
      if (latest.current === controller) setRefreshing(false);
    }
  }, [deps, dispatch, pid]);

  // Only opening the page decides between cache and server; Refresh and Retry ask again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on opening.
  useEffect(() => {
    if (center === null) void load();
    return () => latest.current?.abort();
  }, []);

  return {
    center,
    status,
    refreshing,
    refresh: () => {
      setRefreshing(true);
      void load();
    },
    retry: () => {
      setStatus('loading');
      void load();
    },
  };
}

/** A server wall-clock time (New York) worded in the reader's language and time zone. */
function serverTimeFormatter(language: string) {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
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
