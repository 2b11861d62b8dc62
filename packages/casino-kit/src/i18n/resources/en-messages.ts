import { MESSAGES_TEXT_EN } from '@lobby/ui';

/** English texts of the message center, added when its page first loads. */
export const EN_MESSAGES = { ui: MESSAGES_TEXT_EN } as const;
