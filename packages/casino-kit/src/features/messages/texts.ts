import messages from '@lobby/ui/locales/en/messages.json';

/** English texts of the message center, added when its page first loads. */
export const EN_MESSAGES = { messages } as const;
