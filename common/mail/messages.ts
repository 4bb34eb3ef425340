/** The admin's Mail tab (docs/product.md#mail), word for word. */

/** The admin's Mail tab: messages that could not be delivered (chosen to be readable). */
export const MAIL_ADMIN_MESSAGES = {
  title: 'Mail',
  description:
    'Messages that could not be delivered after every attempt. The text is not shown: it may hold a personal link.',
  empty: 'No undelivered mail.',
  retry: 'Send again',
  retried: 'The message is queued to be sent again.',
  retryFailed: 'Could not queue the message',
  notFound: 'Message not found',
  notFailed: 'Only a message that failed can be sent again.',
} as const;
