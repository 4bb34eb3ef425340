/**
 * GET /api/outbox: the mail outbox, outside production only (server/modules/mail). The
 * messages the product stored to send to the caller's address (every message, to an
 * administrator), newest first, as they would arrive, with where each is in its delivery.
 */
import { DATABASE_INT_MAX } from '../shared/constants.ts';
import { z } from '../shared/zod.ts';

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

/**
 * GET /api/outbox's one filter: `to`, the messages to that address only (how the tools that
 * sign accounts up find their confirmation mail without reading every message; another
 * address than the caller's finds nothing unless the caller is an administrator).
 */
export const outboxQuerySchema = z.strictObject({ to: z.email().toLowerCase().optional() });
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/**
 * The administrator's view of mail that could not be delivered (production included): the
 * messages that ended `failed`, newest first, at most OUTBOX_PAGE_SIZE. Never the body: a
 * message may hold another user's link.
 */
export const failedMailSchema = z.object({
  id: z.number().int(),
  to: z.array(z.string()),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;
export const failedMailResponseSchema = z.object({ messages: z.array(failedMailSchema) });
export type FailedMailResponse = z.infer<typeof failedMailResponseSchema>;

/** POST /api/admin/mail/:mailId/retry: a failed message goes back to the queue. */
export const mailIdParamsSchema = z.strictObject({
  mailId: z.coerce
    .number({ error: 'must be a message id' })
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(DATABASE_INT_MAX, 'must be a message id'),
});
export const retriedMailResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(MAIL_STATUSES),
});
