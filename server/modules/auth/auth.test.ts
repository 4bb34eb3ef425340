import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '../../../common/auth/accounts.ts';
import {
  AUTH_MESSAGES,
  PASSWORD_MESSAGES,
  VERIFY_MESSAGES,
} from '../../../common/auth/messages.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { authUsers, users } from '../../db/schema/index.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestContext } from '../../testing/app.ts';
import {
  createAdmin,
  createMember,
  createProject,
  sessionCookieOf,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueId,
} from '../../testing/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ORIGIN = 'http://localhost:3000';

function postSignUp(email: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, ...headers },
    payload: { email, password, name: '' },
  });
}

/** HttpOnly, SameSite=Lax, Path=/ and no Domain (a host-only cookie). */
function expectSessionCookieAttributes(setCookie: string | undefined) {
  const attributes = (setCookie ?? '')
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
  expect(attributes).toContain('httponly');
  expect(attributes).toContain('samesite=lax');
  expect(attributes).toContain('path=/');
  expect(attributes.filter((attribute) => attribute.startsWith('domain='))).toEqual([]);
}

async function identitiesWith(email: string) {
  const [authRow] = await ctx.database.db
    .select({ n: count() })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  const [appRow] = await ctx.database.db
    .select({ n: count() })
    .from(users)
    .where(eq(users.email, email));
  return { auth: authRow!.n, app: appRow!.n };
}

describe('sign-up: the allowed-domain rule on the server', () => {
  it('refuses a domain no active project allows, calling the identity endpoint directly', async () => {
    const email = `${uniqueId()}@nobody-allows-this.test`;
    const response = await postSignUp(email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: AUTH_MESSAGES.domainNotAuthorized,
      code: 'DOMAIN_NOT_AUTHORIZED',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await identitiesWith(email)).toEqual({ auth: 0, app: 0 });
  });

  it('refuses it in the database hook too, whatever path creates the identity (e.g. Google)', async () => {
    const context = await ctx.app.auth.$context;
    const email = `${uniqueId()}@via-oauth.test`;
    await expect(
      context.internalAdapter.createUser(
        { email, name: 'Outsider', emailVerified: true },
        { method: 'oauth', oauth: { providerId: 'google' } },
      ),
    ).rejects.toMatchObject({ body: { code: 'DOMAIN_NOT_AUTHORIZED' } });
    expect(await identitiesWith(email)).toEqual({ auth: 0, app: 0 });
  });

  it('allows the domain once an admin creates a project with it, and not after archiving', async () => {
    const admin = await createAdmin(ctx.app);
    const domain = `${uniqueId()}.test`;
    expect((await postSignUp(`first@${domain}`)).statusCode).toBe(403);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/projects',
      headers: admin.headers,
      payload: { name: 'Acme', slug: `acme_${uniqueId()}`, allowedDomains: [domain.toUpperCase()] },
    });
    expect(created.statusCode).toBe(201);

    const allowed = await postSignUp(`First@${domain}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().user.email).toBe(`first@${domain}`);

    const archived = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/projects/${created.json().id}`,
      headers: admin.headers,
      payload: { status: 'archived' },
    });
    expect(archived.statusCode).toBe(200);
    expect((await postSignUp(`second@${domain}`)).statusCode).toBe(403);
  });

  it('lets an ADMIN_EMAILS address sign up whatever its domain', async () => {
    const other = await createTestApp({ ADMIN_EMAILS: ` Boss@Firm.test , second@elsewhere.test` });
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: ORIGIN },
        payload: { email: 'boss@firm.test', password: TEST_PASSWORD, name: 'The Boss' },
      });
      expect(response.statusCode).toBe(200);
      const second = await other.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: ORIGIN },
        payload: { email: 'second@elsewhere.test', password: TEST_PASSWORD, name: '' },
      });
      expect(second.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('creates exactly one application user row per identity, with the display name', async () => {
    const project = await createProject(ctx.app);
    const email = `${uniqueId()}@${project.allowedDomains[0]}`;
    const user = await signUp(ctx.app, { email, name: '  Dana Client ' });
    await signIn(ctx.app, email);
    expect(await identitiesWith(email)).toEqual({ auth: 1, app: 1 });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row).toMatchObject({ authUserId: user.authUserId, email, displayName: 'Dana Client' });
  });

  it('refuses a second account with the same email', async () => {
    const project = await createProject(ctx.app);
    const email = `${uniqueId()}@${project.allowedDomains[0]}`;
    await signUp(ctx.app, { email });
    const again = await postSignUp(email);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      error: VERIFY_MESSAGES.signUpRefused,
      code: AUTH_ERROR_CODES.signUpRefused,
    });
    expect(await identitiesWith(email)).toEqual({ auth: 1, app: 1 });
  });

  it('answers 400 for bad input', async () => {
    const noEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { password: TEST_PASSWORD, name: '' },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error).toEqual(expect.any(String));
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('password policy', () => {
  it('refuses a password shorter than 6 with a readable message', async () => {
    const project = await createProject(ctx.app);
    const response = await postSignUp(`${uniqueId()}@${project.allowedDomains[0]}`, 'abc12');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: PASSWORD_MESSAGES.tooShort(6),
      code: 'PASSWORD_POLICY',
    });
  });

  it('enforces the configured maximum and character classes, and publishes them', async () => {
    const strict = await createTestApp({
      PASSWORD_MIN_LENGTH: '8',
      PASSWORD_MAX_LENGTH: '20',
      PASSWORD_REQUIRE_UPPERCASE: 'true',
      PASSWORD_REQUIRE_NUMBER: 'true',
      PASSWORD_REQUIRE_SYMBOL: 'true',
    });
    try {
      const options = await strict.app.inject({ method: 'GET', url: '/api/auth-options' });
      expect(options.json()).toEqual({
        google: false,
        passwordPolicy: {
          minLength: 8,
          maxLength: 20,
          requireLowercase: false,
          requireUppercase: true,
          requireNumber: true,
          requireSymbol: true,
        },
      });
      const attempt = (password: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { origin: ORIGIN },
          payload: { email: TEST_ADMIN_EMAIL, password, name: '' },
        });
      expect((await attempt('lowercase1!')).json().error).toBe(PASSWORD_MESSAGES.uppercase);
      expect((await attempt('Uppercase!!')).json().error).toBe(PASSWORD_MESSAGES.number);
      expect((await attempt('Uppercase11')).json().error).toBe(PASSWORD_MESSAGES.symbol);
      expect((await attempt('Aa1!' + 'x'.repeat(20))).json().error).toBe(
        PASSWORD_MESSAGES.tooLong(20),
      );
      expect((await attempt('Good-pass1')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('GET /api/auth-options', () => {
  it('offers Google only when both credentials are configured', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth-options' })).json().google).toBe(
      false,
    );
    const withGoogle = await createTestApp({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    try {
      const response = await withGoogle.app.inject({ method: 'GET', url: '/api/auth-options' });
      expect(response.json().google).toBe(true);
      // The account chooser is always shown (docs/product.md#accounts).
      const start = await withGoogle.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: ORIGIN },
        payload: { provider: 'google', callbackURL: '/portal/dashboard' },
      });
      expect(start.statusCode).toBe(200);
      const url = new URL(start.json().url);
      expect(url.host).toBe('accounts.google.com');
      expect(url.searchParams.get('prompt')).toBe('select_account');
      expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/google`);
    } finally {
      await withGoogle.close();
    }
  });
});

describe('GET /api/check-domain', () => {
  it('says whether an address may sign up', async () => {
    const project = await createProject(ctx.app);
    const yes = await ctx.app.inject({
      method: 'GET',
      url: `/api/check-domain?email=${encodeURIComponent(`someone@${project.allowedDomains[0]}`)}`,
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ allowed: true, message: AUTH_MESSAGES.domainAllowed });

    const no = await ctx.app.inject({
      method: 'GET',
      url: '/api/check-domain?email=someone%40not-a-tenant.test',
    });
    expect(no.json()).toEqual({ allowed: false, message: AUTH_MESSAGES.domainNotAuthorized });

    const admin = await ctx.app.inject({
      method: 'GET',
      url: `/api/check-domain?email=${encodeURIComponent(TEST_ADMIN_EMAIL.toUpperCase())}`,
    });
    expect(admin.json().allowed).toBe(true);
  });

  it('answers the same for every address at an administrator domain', async () => {
    const ask = (email: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/check-domain?email=${encodeURIComponent(email)}`,
      });
    const domain = TEST_ADMIN_EMAIL.split('@')[1]!;
    const answers = await Promise.all(
      [TEST_ADMIN_EMAIL, `x@${domain}`, `someone.else@${domain.toUpperCase()}`].map(ask),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ allowed: true, message: AUTH_MESSAGES.domainAllowed });
    }
    // The sign-up hook stays the authority: only the administrator address itself gets in.
    const signUp = await postSignUp(`x@${domain}`);
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json()).toMatchObject({ error: AUTH_MESSAGES.domainNotAuthorized });
  });

  it('answers 400 for a missing or malformed email', async () => {
    for (const url of ['/api/check-domain', '/api/check-domain?email=not-an-email']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/email/);
    }
  });
});

describe('identity fields', () => {
  const NUL = '\u0000';

  it('refuses a NUL character in any identity field with a 400, never a 500', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    const email = `${uniqueId()}@${project.allowedDomains[0]}`;
    const calls: { url: string; payload: Record<string, unknown>; signedIn?: boolean }[] = [
      {
        url: '/api/auth/sign-up/email',
        payload: { email: `a${NUL}${email}`, password: TEST_PASSWORD, name: '' },
      },
      {
        url: '/api/auth/sign-up/email',
        payload: { email, password: TEST_PASSWORD, name: `x${NUL}` },
      },
      {
        url: '/api/auth/sign-up/email',
        payload: { email, password: TEST_PASSWORD, name: '', image: `https://a.example/${NUL}` },
      },
      { url: '/api/auth/update-user', payload: { name: `x${NUL}y` }, signedIn: true },
      { url: '/api/auth/revoke-session', payload: { token: `x${NUL}y` }, signedIn: true },
    ];
    for (const { url, payload, signedIn } of calls) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { origin: ORIGIN, ...(signedIn ? { cookie: user.cookie } : {}) },
        payload,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        error: expect.stringContaining(API_MESSAGES.nulCharacter),
        code: 'bad_request',
      });
    }
    expect(await identitiesWith(email)).toEqual({ auth: 0, app: 0 });
  });

  it('keeps names to 100 characters and images to https addresses of 2,048', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    const update = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { origin: ORIGIN, cookie: user.cookie },
        payload,
      });
    const refused = [
      { name: 'x'.repeat(101) },
      { image: 'javascript:alert(1)' },
      { image: 'http://images.example/me.png' },
      { image: `https://images.example/${'a'.repeat(2048)}` },
    ];
    for (const payload of refused) {
      const response = await update(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().code).toBe('INVALID_PROFILE');
    }
    const accepted = await update({
      name: 'y'.repeat(100),
      image: 'https://images.example/me.png',
    });
    expect(accepted.statusCode).toBe(200);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(session.json().user.name).toBe('y'.repeat(100));
  });

  it('refuses a name over 100 characters at sign-up', async () => {
    const project = await createProject(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: {
        email: `${uniqueId()}@${project.allowedDomains[0]}`,
        password: TEST_PASSWORD,
        name: 'n'.repeat(101),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Name must be at most 100 characters',
      code: 'INVALID_PROFILE',
    });
  });
});

describe('sessions', () => {
  it('signs in with the right password only', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: AUTH_MESSAGES.invalidCredentials });
    const right = await signIn(ctx.app, user.email);
    expect(right.userId).toBe(user.userId);
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie without Domain (not Secure outside production)', async () => {
    const project = await createProject(ctx.app);
    const response = await postSignUp(`${uniqueId()}@${project.allowedDomains[0]}`);
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((value) => value?.startsWith('better-auth.session_token='));
    expectSessionCookieAttributes(cookie);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('uses a Secure cookie in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: 'https://portal.example.com',
      AUTH_SECRET: 'x'.repeat(40),
    });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://portal.example.com' },
        payload: { email: TEST_ADMIN_EMAIL, password: TEST_PASSWORD, name: '' },
      });
      expect(response.statusCode).toBe(200);
      const cookie = sessionCookieOf(response.headers['set-cookie']);
      expect(cookie.startsWith('__Secure-better-auth.session_token=')).toBe(true);
      const setCookie = [response.headers['set-cookie']]
        .flat()
        .find((value) => value?.startsWith('__Secure-better-auth.session_token='));
      expectSessionCookieAttributes(setCookie);
      expect(setCookie).toMatch(/;\s*Secure(;|$)/i);
      // The resolver reads the prefixed cookie.
      const projects = await production.app.inject({
        method: 'GET',
        url: '/api/user/projects',
        headers: { cookie },
      });
      expect(projects.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('answers get-session with the user, isAdmin and two-factor, never the session token', async () => {
    const admin = await createAdmin(ctx.app);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: admin.headers,
    });
    expect(session.statusCode).toBe(200);
    const body = session.json();
    expect(body.user).toEqual({
      id: admin.authUserId,
      email: TEST_ADMIN_EMAIL,
      name: '',
      isAdmin: true,
      isAnalyst: false,
      emailVerified: true,
      twoFactorEnabled: true,
    });
    expect(JSON.stringify(body)).not.toContain(admin.cookie.split('=')[1]!.split('.')[0]!);

    const project = await createProject(ctx.app);
    const client = await createMember(ctx.app, project);
    const clientSession = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: client.headers,
    });
    expect(clientSession.json().user.isAdmin).toBe(false);

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
  });

  it('ends the session on sign-out', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: user.headers,
    });
    expect(before.statusCode).toBe(200);
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: user.headers,
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: user.headers,
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: API_MESSAGES.unauthorized, code: 'unauthorized' });
    // Ended on the server: the replayed cookie is no session for the identity library either.
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: user.headers,
    });
    expect(session.json()).toBeNull();
  });

  it('refuses a cookie-carrying write from another origin (CSRF)', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    const still = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: user.headers,
    });
    expect(still.statusCode).toBe(200);
  });

  it('rejects a tampered or unsigned session cookie, and any bearer token', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    const [name, value] = user.cookie.split('=') as [string, string];
    const signed = decodeURIComponent(value);
    const token = signed.split('.')[0]!;
    for (const cookie of [`${name}=${token}`, `${name}=${token}.${'A'.repeat(43)}=`]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/projects',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(401);
    }
    for (const bearer of [token, signed]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/projects',
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('never hands the session token to page scripts: no body field, no header', async () => {
    const project = await createProject(ctx.app);
    const email = `${uniqueId()}@${project.allowedDomains[0]}`;
    const origin = ctx.config.publicSiteUrl;
    const signUpAnswer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      payload: { email, password: TEST_PASSWORD, name: '' },
    });
    const signInAnswer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email, password: TEST_PASSWORD },
    });
    const cookie = sessionCookieOf(signInAnswer.headers['set-cookie']);
    const sessionsAnswer = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie },
    });
    const changeAnswer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie, origin },
      payload: { currentPassword: TEST_PASSWORD, newPassword: `${TEST_PASSWORD}-2` },
    });
    const answers = [signUpAnswer, signInAnswer, sessionsAnswer, changeAnswer];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const tokens = [signUpAnswer, signInAnswer, changeAnswer].map(
      (answer) => decodeURIComponent(sessionCookieOf(answer.headers['set-cookie'])).split('.')[0]!,
    );
    for (const answer of answers) {
      expect(answer.headers['set-auth-token']).toBeUndefined();
      expect(answer.body).not.toMatch(/"token"/);
      for (const token of tokens) expect(answer.body).not.toContain(token);
    }
    expect(sessionsAnswer.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('repairs a missing application user row on the next request', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    await ctx.database.db.delete(users).where(eq(users.id, user.userId));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(await identitiesWith(user.email)).toEqual({ auth: 1, app: 1 });
  });
});

describe('the identity endpoints under /api/auth', () => {
  it('store Google sign-in tokens encrypted (auth_accounts)', async () => {
    const context = await ctx.app.auth.$context;
    expect(context.options.account?.encryptOAuthTokens).toBe(true);
  });

  it('answer unknown paths with our JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/no-such-endpoint' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: API_MESSAGES.notFound, code: 'not_found' });
  });
});
