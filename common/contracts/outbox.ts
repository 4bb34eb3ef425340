/**
 * GET /api/outbox: the mail outbox, outside production only (server/modules/mail). Every
 * message the product stored to send, newest first, as it would arrive, with where it is
 * in its delivery.
 */
import { z } from './zod.ts';

/**
 * `pending` → `sent`, or `failed` after the last attempt; `held` when no SMTP server is
 * configured: the message stays in the outbox and is never sent.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'held', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Queued',
  sent: 'Sent',
  held: 'Held (no SMTP)',
  failed: 'Failed',
};

/** The outbox page lists this many messages at most. */
export const OUTBOX_PAGE_SIZE = 100;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The message's one action. */
  link: z.string(),
  createdAt: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
