/**
 * Request parts of routes that take nothing there. Every route declares its params, query
 * and body with schemas that reject unknown keys (docs/decisions/061-strict-request-schemas.md),
 * so a route without a query string or a body declares these.
 */
import { z } from './zod.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';

/**
 * PostgreSQL text cannot hold U+0000 (the database refuses the whole statement): text that
 * is stored is checked with this first, so the sender gets a 400 with the field's name.
 */
export const withoutNul = (label: string) =>
  [
    (value: string) => !value.includes('\u0000'),
    VALIDATION_MESSAGES.noNulCharacter(label),
  ] as const;

/** No query string parameters: any key is unknown, so a 400. */
export const noQuerySchema = z.strictObject({});

/** No body: absent (Fastify reads it as null), or an empty JSON object. */
export const noBodySchema = z.strictObject({}).nullish();

/** An answer without a body (204 No Content), as the client reads it: null. */
export const noContentSchema = z.null();
