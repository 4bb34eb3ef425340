/** For tests of every module: sessions that ended on the server (sign-out, deactivation). */
import { expect } from 'vitest';
import { API_MESSAGES } from '../../common/shared/messages.ts';
import type { App } from '../app.ts';
import type { TestUser } from './factories.ts';

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
