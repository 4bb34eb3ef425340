/** Test helpers for the auth module: what a limited attempt answers, and ended sessions. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_MESSAGES } from '../../../common/messages.ts';
import type { App } from '../../app.ts';
import type { TestUser } from '../../testing/factories.ts';

/** A 429 of the identity limits (decisions 066, 088): our message, Retry-After in the window. */
export function expectAuthLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: API_MESSAGES.rateLimited, code: 'too_many_requests' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

/** Each cookie is refused: its session has ended on the server. */
export async function expectSessionsEnded(app: App, sessions: Pick<TestUser, 'headers'>[]) {
  for (const old of sessions) {
    const replay = await app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: old.headers,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: API_MESSAGES.unauthorized, code: 'unauthorized' });
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: old.headers,
    });
    expect(session.json()).toBeNull();
  }
}
