import type { MessageCenter } from './entities/messages.ts';
import type { LobbyOptions } from './options.ts';

/** The message center as the lobby keeps it between visits of the inbox. */
export interface MessageCache {
  /** The player it belongs to: another player's mail is never shown. */
  readonly pid: number;
  /** When it was fetched, ms since the epoch. */
  readonly savedAt: number;
  readonly center: MessageCenter;
}

/**
 * Whether `cache` may be shown to player `pid` at `nowMs` instead of asking the server: it is that
 * player's, holds at least one message, and is at most `messageCacheMaxAgeMs` old. A cache "from
 * the future" (the clock was set back) is not trusted.
 */
export function messageCacheUsable(
  cache: MessageCache | null,
  pid: number,
  nowMs: number,
  options: Pick<LobbyOptions, 'messageCacheMaxAgeMs'>,
): boolean {
  if (cache === null || cache.pid !== pid || cache.center.messages.length === 0) return false;
  const age = nowMs - cache.savedAt;
  return Number.isFinite(age) && age >= 0 && age <= options.messageCacheMaxAgeMs;
}

/** Reads a stored cache back; anything that is not one gives null. */
export function parseMessageCache(raw: string | null): MessageCache | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { pid, savedAt, center } = value as Record<string, unknown>;
    if (typeof pid !== 'number' || typeof savedAt !== 'number' || typeof center !== 'object' || center === null) return null;
    const { messages, count, lastimport } = center as Record<string, unknown>;
    if (!Array.isArray(messages) || typeof count !== 'object' || count === null) return null;
    if (typeof (count as Record<string, unknown>).total_unread !== 'number') return null;
    if (lastimport !== null && typeof lastimport !== 'string') return null;
    const wellFormed = messages.every(
      (m: unknown) =>
        typeof m === 'object' &&
        m !== null &&
        typeof (m as Record<string, unknown>).id === 'string' &&
        typeof (m as Record<string, unknown>).subject === 'string' &&
        typeof (m as Record<string, unknown>).body === 'string' &&
        typeof (m as Record<string, unknown>).read === 'boolean',
    );
    return wellFormed ? (value as MessageCache) : null;
  } catch {
    return null;
  }
}
