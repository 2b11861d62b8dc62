/** Texts of the message center. */
export const MESSAGES_TEXT_EN = {
  'messages.title': 'Messages',
  'messages.unread': '{{count}} unread',
  'messages.lastImport': 'Updated {{time}}',
  'messages.refresh': 'Refresh',
  'messages.loading': 'Loading your messages…',
  'messages.error': 'Your messages could not be loaded. Check your connection and try again.',
  'messages.retry': 'Try again',
  'messages.empty': 'No messages yet. News, offers and account notices will show up here.',
  'messages.new': 'New',
  'messages.list': 'Your messages',
} as const;
