/**
 * Request parts of routes that take nothing there. Every route declares its params, query
 * and body with schemas that reject unknown keys (docs/decisions/061-strict-request-schemas.md),
 * so a route without a query string or a body declares these.
 */
import { z } from './zod.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/**
 * PostgreSQL text cannot hold U+0000 (the database refuses the whole statement): text that
 * is stored is checked with this first, so the sender gets a 400 with the field's name.
 */
export const withoutNul = (label: string) =>
  [
    (value: string) => !value.includes('\u0000'),
    VALIDATION_MESSAGES.noNulCharacter(label),
  ] as const;

/** A search term in a query string: trimmed, at most `max` characters; empty is no search. */
export const searchQuery = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(...withoutNul(name))
    .optional()
    .transform((value) => value || undefined);

/** No query string parameters: any key is unknown, so a 400. */
export const noQuerySchema = z.strictObject({});

/** No body: absent (Fastify reads it as null), or an empty JSON object. */
export const noBodySchema = z.strictObject({}).nullish();

/** An answer without a body (204 No Content), as the client reads it: null. */
export const noContentSchema = z.null();

/**
 * A `from` or `to` query parameter: an ISO 8601 date and time with its offset, in years
 * that PostgreSQL and a browser's date input both take.
 */
export const instantQuery = (name: string) => {
  const error = `${name} must be a date and time such as 2026-05-01T00:00:00Z`;
  return z.iso
    .datetime({ offset: true, error })
    .transform((value) => new Date(value))
    .refine((date) => date.getUTCFullYear() >= 1970 && date.getUTCFullYear() <= 9999, error)
    .optional();
};

/** The refinement of a query with `from` and `to`: from comes first. */
export const FROM_BEFORE_TO = [
  ({ from, to }: { from?: Date | undefined; to?: Date | undefined }) => !from || !to || from < to,
  { error: 'from must be before to', path: ['from'] as PropertyKey[] },
] as const;
