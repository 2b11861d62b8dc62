/**
 * One message-center message. The spec shows only `messages[]`: this minimal shape is assumed,
 * and `body` is server HTML to sanitize.
 */
export interface InboxMessage {
  readonly id: string;
  readonly subject: string;
  readonly body: string;
  /** As the server sends it, or null. */
  readonly date: string | null;
  readonly read: boolean;
}

/** Answer of MessageCenter `getmessages`. */
export interface MessageCenter {
  readonly messages: readonly InboxMessage[];
  readonly count: { readonly total_unread: number };
  /** When messages were last imported, as the server sends it, or null. */
  readonly lastimport: string | null;
}
