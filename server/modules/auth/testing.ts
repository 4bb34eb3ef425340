/** Test helpers for the auth module: what a limited attempt answers, and ended sessions. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_MESSAGES } from '../../../common/shared/messages.ts';

/** A 429 of the identity limits (decisions 066, 088): our message, Retry-After in the window. */
export function expectAuthLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: API_MESSAGES.rateLimited, code: 'too_many_requests' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

export { expectSessionsEnded } from '../../testing/sessions.ts';
