/**
 * TESTS ONLY: drive the Google connection through the real routes, as a browser would.
 *
 *   const started = await startOAuth(ctx.app, user);                 // POST /oauth/start
 *   const response = await finishOAuth(ctx.app, user, started, { code });
 *   await connectSandbox(ctx.app, user, 'demo');                      // start, consent, callback
 */
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { TestUser } from '../../testing/factories.ts';
import { NONCE_COOKIE } from './oauth-state.ts';

export interface StartedOAuth {
  authorizationUrl: URL;
  state: string;
  /** `name=value` of the nonce cookie the start set. */
  nonceCookie: string;
}

export async function startOAuth(
  app: App,
  user: TestUser,
  returnTo: 'google-ads' | 'connections' = 'google-ads',
): Promise<StartedOAuth> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/google-ads/oauth/start',
    headers: user.headers,
    payload: { returnTo },
  });
  expect(response.statusCode, response.body).toBe(200);
  const authorizationUrl = new URL(response.json<{ authorizationUrl: string }>().authorizationUrl);
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(new RegExp(`^${NONCE_COOKIE}=[\\w-]{20,};`));
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  return {
    authorizationUrl,
    state: authorizationUrl.searchParams.get('state')!,
    nonceCookie: setCookie.split(';')[0]!,
  };
}

/** GET the callback as the browser would arrive from Google (session + nonce cookies). */
export function finishOAuth(
  app: App,
  user: Pick<TestUser, 'cookie'> | null,
  started: Pick<StartedOAuth, 'state' | 'nonceCookie'> | null,
  params: Record<string, string>,
) {
  const query = new URLSearchParams({ ...(started ? { state: started.state } : {}), ...params });
  const cookies = [user?.cookie, started?.nonceCookie].filter(Boolean).join('; ');
  return app.inject({
    method: 'GET',
    url: `/api/google-ads/oauth/callback?${query}`,
    headers: cookies ? { cookie: cookies } : {},
  });
}

/** The whole sandbox round trip: start, the sandbox consent page, approve, callback. */
export async function connectSandbox(app: App, user: TestUser, googleUser = 'demo') {
  const started = await startOAuth(app, user);
  const consent = await app.inject({
    method: 'GET',
    url: started.authorizationUrl.pathname + started.authorizationUrl.search,
  });
  expect(consent.statusCode, consent.body).toBe(200);
  expect(consent.headers['content-type']).toMatch(/^text\/html/);
  const approve = await app.inject({
    method: 'GET',
    url: `/api/google-ads/sandbox/approve?${new URLSearchParams({
      redirect_uri: started.authorizationUrl.searchParams.get('redirect_uri')!,
      state: started.state,
      user: googleUser,
      decision: 'allow',
    })}`,
  });
  expect(approve.statusCode, approve.body).toBe(302);
  const callback = new URL(String(approve.headers.location));
  const done = await finishOAuth(app, user, started, {
    code: callback.searchParams.get('code')!,
    scope: callback.searchParams.get('scope')!,
  });
  expect(done.statusCode).toBe(302);
  expect(done.headers.location).toBe('/portal/google-ads-test#success=true&platform=google');
  return done;
}
