import type { InboxMessage, MessageCenter } from '@lobby/domain';
import * as v from 'valibot';
import { isPlainObject } from '../bytes.ts';
import { optionalList, type DropSink } from './lists.ts';
import { count, lenientFlag, requiredText, text, textOrNull } from './primitives.ts';

const first = (input: Record<string, unknown>, keys: readonly string[]): unknown => input[keys.find((key) => key in input) ?? ''];

// The message shape is not shown: common spellings of each field are accepted.
const messageSchema: v.GenericSchema<unknown, InboxMessage> = v.pipe(
  v.unknown(),
  v.transform((input) =>
    isPlainObject(input)
      ? {
          id: first(input, ['id', 'message_id']),
          subject: first(input, ['subject', 'title']),
          body: first(input, ['body', 'message', 'content']),
          date: first(input, ['date', 'created_at', 'sent_at']),
          read: first(input, ['read', 'is_read', 'seen']),
        }
      : input,
  ),
  v.object({ id: requiredText(), subject: text(), body: text(), date: textOrNull(), read: lenientFlag() }),
);

/** MessageCenter `getmessages`; `count` may also arrive as a bare number. */
export const messageCenterSchema = (sink?: DropSink): v.GenericSchema<unknown, MessageCenter> =>
  v.object({
    messages: optionalList(messageSchema, { label: 'messages', sink, key: (message) => message.id }),
    count: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((input) => (isPlainObject(input) ? input : { total_unread: input })),
        v.object({ total_unread: count() }),
      ),
      {},
    ),
    lastimport: textOrNull(),
  });
