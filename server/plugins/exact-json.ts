/**
 * JSON bodies without silent rounding. JSON.parse turns 9999999999.989999999999 into
 * 9999999999.99 and 1.00000000000000001 into 1 before any schema sees them; here a number
 * whose text is not exactly the value parsed is kept as its text, so the schema's exact
 * decimal check refuses it with the same 400 as the same value sent as a string. Like
 * Fastify's own parser, `__proto__` and `constructor.prototype` keys are refused.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { compareDecimal, parseDecimal } from '../../common/shared/decimal.ts';
import { API_MESSAGES } from '../../common/shared/messages.ts';
import { AppError } from '../lib/errors.ts';

/** The third argument of a JSON.parse reviver (source text access, Node 21+). */
interface ReviverContext {
  source?: string;
}

function isExact(value: number, source: string): boolean {
  const written = parseDecimal(source);
  const parsed = parseDecimal(String(value));
  return written !== null && parsed !== null && compareDecimal(written, parsed) === 0;
}

function revive(this: unknown, key: string, value: unknown, context?: ReviverContext): unknown {
  if (key === '__proto__') throw new AppError('bad_request', API_MESSAGES.invalidJson);
  if (
    key === 'constructor' &&
    value !== null &&
    typeof value === 'object' &&
    'prototype' in value
  ) {
    throw new AppError('bad_request', API_MESSAGES.invalidJson);
  }
  if (typeof value === 'number' && context?.source && !isExact(value, context.source)) {
    return context.source;
  }
  return value;
}

export function parseExactJson(text: string): unknown {
  try {
    return JSON.parse(text, revive);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', API_MESSAGES.invalidJson);
  }
}

export const exactJsonPlugin = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseExactJson(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
  },
  { name: 'exact-json' },
);
