/**
 * The test object every spec uses. It fails a test when a page logs a console error or
 * throws an uncaught exception (every page of the test, including those of the signed-in
 * contexts below), unless the test expects it:
 *
 *   test.use({ allowedConsoleErrors: [/status of 401/] });   // e.g. a wrong password
 *
 * `accounts` creates signed-in browser contexts through the API (sign-up + admin
 * assignment), so specs need not click through the sign-in form:
 *
 *   test('...', async ({ accounts }) => {
 *     const admin = await accounts.admin();                        // ADMIN_EMAIL, signed in
 *     const project = await accounts.createProject();              // unique name, slug, domain
 *     const client = await accounts.client({ project, role: 'viewer' });
 *     await client.page.goto('/portal/dashboard');                 // signed in, a member
 *   });
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MemberRole } from '../common/projects/constants.ts';
import { nextCode } from '../server/testing/totp.ts';
import { E2E_BASE_URL } from '../scripts/lib/e2e-address.ts';
import { confirmationPath } from '../scripts/lib/outbox-confirmation.ts';
import type { OutboxResponse } from '../common/mail/contract.ts';
import type { SessionResponse } from '../common/auth/contract.ts';
import type { AdminProject, AdminUser } from '../common/projects/contract.ts';

/** In ADMIN_EMAILS of the webServer (playwright.config.ts); shared by every spec. */
export const ADMIN_EMAIL = 'admin@firm.test';
/** Also an administrator, kept for the journey that signs the admin up through the form. */
export const JOURNEY_ADMIN_EMAIL = 'journey-admin@firm.test';
/** Also an administrator, who sets up two-factor sign-in through the account page. */
export const TWO_FACTOR_ADMIN_EMAIL = 'two-factor-admin@firm.test';
export const PASSWORD = 'Correct-horse-9';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The admin's session (a storage state), for the workers after the one that signed up and
 * set up two-factor sign-in; in the server's data directory, which each run starts empty
 * (playwright.config.ts).
 */
const ADMIN_STATE_FILE = path.join('data', 'e2e', 'admin-storage-state.json');

let counter = 0;
/** Unique within the run (workers run in parallel against one server). */
export function uniqueId(): string {
  counter += 1;
  return `e${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

export interface SignedIn {
  email: string;
  context: BrowserContext;
  /** A page of the signed-in context (not yet navigated). */
  page: Page;
  /** API calls as this user (shares the context's cookies). */
  request: APIRequestContext;
}

export interface SignedInClient extends SignedIn {
  /** users.id, as the admin API names the user. */
  userId: number;
}

export interface Accounts {
  /** The administrator, signed in in a new context (signed up on first use in the run). */
  admin(): Promise<SignedIn>;
  /** Signs a new user up (the domain must be allowed) in a new context; no project yet. */
  signUp(email: string): Promise<SignedIn>;
  /**
   * An analyst the admin already added (decision 099): signs the address up in a new
   * context and turns two-factor sign-in on, as the firm's pages require.
   */
  analyst(email: string): Promise<SignedIn>;
  /** Signs an existing user (without two-factor) in, in a new context: another browser. */
  signIn(email: string): Promise<SignedIn>;
  /** A project created by the admin; unique name, slug and domain unless given. */
  createProject(
    input?: Partial<Pick<AdminProject, 'name' | 'slug' | 'allowedDomains'>>,
  ): Promise<AdminProject>;
  /** Replaces a user's memberships, as the admin. */
  assign(
    userId: number,
    memberships: { project: AdminProject; role?: MemberRole }[],
  ): Promise<void>;
  /**
   * A client signed up at the first project's domain (a new project when none is given),
   * made a member of each project with its role (default member).
   */
  client(options?: {
    project?: AdminProject;
    role?: MemberRole;
    memberships?: { project: AdminProject; role?: MemberRole }[];
    email?: string;
  }): Promise<SignedInClient>;
}

type Fixtures = {
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
  accounts: Accounts;
};

type WorkerFixtures = {
  /** The administrator's signed-in cookies, made once per worker (one password hash, not one per test). */
  adminState: StorageState;
};

/** Fails the test on the page's console errors and uncaught exceptions (collected in `errors`). */
export function watchConsole(page: Page, errors: string[]) {
  // A Content-Security-Policy violation fails the test too (the browser only reports it).
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on('console', (message) => {
    // That init script is refused by the outbox's sandboxed mail frames (no scripts allowed
    // there, by design): the browser reports our own harness, not the page.
    if (message.type() === 'error' && !HARNESS_SCRIPT_BLOCKED.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

const HARNESS_SCRIPT_BLOCKED = /^Blocked script execution in 'about:srcdoc'/;

async function ok<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs `email` up and confirms the address, or, when `mode` allows and the account exists
 * (signed up by another test or worker), in; the session cookie (or, for an account with
 * two-factor sign-in, the pending sign-in's) lands in the request context's cookie jar.
 */
async function signUpOrIn(
  request: APIRequestContext,
  origin: string,
  email: string,
  mode: 'sign-up' | 'sign-up-or-sign-in' = 'sign-up-or-sign-in',
): Promise<'signed-up' | 'signed-in'> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: '' },
    headers: { origin },
  });
  if (signUp.ok()) {
    await confirmThroughOutbox(request, email);
    return 'signed-up';
  }
  if (mode !== 'sign-up-or-sign-in' || signUp.status() !== 422) {
    throw new Error(`Sign-up of ${email}: ${signUp.status()} ${await signUp.text()}`);
  }
  // Retried while the other worker's sign-up finishes writing the credential.
  await expect(() => signIn(request, origin, email)).toPass({ timeout: 30_000 });
  return 'signed-in';
}

/**
 * Signs an existing account in with the password. Unless two-factor sign-in asks for a code
 * next, makes sure the address is confirmed (the worker that signed it up may not have yet).
 */
async function signIn(request: APIRequestContext, origin: string, email: string) {
  const answer = await request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  if ('twoFactorRedirect' in (await answer.json())) return;
  const session = await ok<SessionResponse>(await request.get('/api/auth/get-session'), 'Session');
  if (!session?.user.emailVerified) await confirmThroughOutbox(request, email);
}

/** Opens the confirmation link of `email`'s mail from the outbox, as its owner would. */
async function confirmThroughOutbox(request: APIRequestContext, email: string) {
  const outbox = await ok<OutboxResponse>(
    await request.get('/api/outbox', { params: { to: email } }),
    'Outbox',
  );
  const path = confirmationPath(outbox, email);
  if (!path) throw new Error(`No confirmation mail to ${email} in the outbox`);
  const opened = await request.get(path, { maxRedirects: 0 });
  expect(opened.status(), await opened.text()).toBe(302);
}

/** A POST as the context's user that must answer 200. */
async function postOk(request: APIRequestContext, origin: string, url: string, data: object) {
  return ok<Record<string, unknown>>(await request.post(url, { data, headers: { origin } }), url);
}

/** Turns two-factor sign-in on for the signed-in account. */
async function enableTwoFactor(request: APIRequestContext, origin: string): Promise<void> {
  const { totpURI } = await postOk(request, origin, '/api/auth/two-factor/enable', {
    password: PASSWORD,
  });
  await postOk(request, origin, '/api/auth/two-factor/verify-totp', {
    code: await nextCode(String(totpURI)),
  });
}

/**
 * The administrator's session, with two-factor sign-in on (the admin API requires it): the
 * worker that signs the account up sets it up and leaves the session for the others (each
 * step's code is accepted once, so the workers do not sign in with codes of their own).
 */
async function adminStorageState(browser: Browser): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    if ((await signUpOrIn(context.request, E2E_BASE_URL, ADMIN_EMAIL)) === 'signed-up') {
      await enableTwoFactor(context.request, E2E_BASE_URL);
      const state = await context.storageState();
      mkdirSync(path.dirname(ADMIN_STATE_FILE), { recursive: true });
      writeFileSync(ADMIN_STATE_FILE, JSON.stringify(state));
      return state;
    }
  } finally {
    await context.close();
  }
  let state: StorageState | undefined;
  await expect(() => {
    state = JSON.parse(readFileSync(ADMIN_STATE_FILE, 'utf8')) as StorageState;
  }).toPass({ timeout: 30_000 });
  return state!;
}

async function newSignedIn(
  browser: Browser,
  baseURL: string,
  errors: string[],
  contexts: BrowserContext[],
  email: string,
  enter: 'sign-up' | 'sign-in' = 'sign-up',
): Promise<SignedIn> {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  context.on('page', (page) => watchConsole(page, errors));
  if (enter === 'sign-up') await signUpOrIn(context.request, baseURL, email, 'sign-up');
  else await signIn(context.request, baseURL, email);
  const page = await context.newPage();
  return { email, context, page, request: context.request };
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  allowedConsoleErrors: [[], { option: true }],

  adminState: [
    async ({ browser }, use) => {
      await use(await adminStorageState(browser));
    },
    { scope: 'worker' },
  ],

  consoleErrors: [
    // Watches the default context's pages as they open: a test that never uses `page` does
    // not pay for one.
    async ({ context, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      context.on('page', (page) => watchConsole(page, errors));
      await use(errors);
      const unexpected = errors.filter(
        (error) => !allowedConsoleErrors.some((pattern) => pattern.test(error)),
      );
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],

  accounts: async ({ browser, baseURL, consoleErrors, adminState }, use) => {
    const contexts: BrowserContext[] = [];
    const origin = baseURL!;
    // The administrator's API calls behind createProject, assign and client: a context of
    // its own with no page (a page starts a renderer process: a quarter of a second of CPU).
    let adminApi: APIRequestContext | null = null;
    const adminRequest = async () => {
      if (!adminApi) {
        const context = await browser.newContext({ baseURL: origin, storageState: adminState });
        contexts.push(context);
        adminApi = context.request;
      }
      return adminApi;
    };

    const accounts: Accounts = {
      async admin() {
        const context = await browser.newContext({ baseURL: origin, storageState: adminState });
        contexts.push(context);
        context.on('page', (page) => watchConsole(page, consoleErrors));
        return {
          email: ADMIN_EMAIL,
          context,
          page: await context.newPage(),
          request: context.request,
        };
      },
      async signUp(email) {
        return newSignedIn(browser, origin, consoleErrors, contexts, email);
      },
      async analyst(email) {
        const analyst = await newSignedIn(browser, origin, consoleErrors, contexts, email);
        await enableTwoFactor(analyst.request, origin);
        return analyst;
      },
      async signIn(email) {
        return newSignedIn(browser, origin, consoleErrors, contexts, email, 'sign-in');
      },
      async createProject(input = {}) {
        const admin = await adminRequest();
        const id = uniqueId();
        const response = await admin.post('/api/admin/projects', {
          headers: { origin },
          data: {
            name: input.name ?? `Project ${id}`,
            slug: input.slug ?? `p_${id}`,
            allowedDomains: input.allowedDomains ?? [`${id}.test`],
          },
        });
        return ok<AdminProject>(response, 'Create project');
      },
      async assign(userId, memberships) {
        const admin = await adminRequest();
        const response = await admin.put(`/api/admin/users/${userId}/projects`, {
          headers: { origin },
          data: {
            projectIds: memberships.map(({ project }) => project.id),
            roles: Object.fromEntries(
              memberships.map(({ project, role }) => [String(project.id), role ?? 'member']),
            ),
          },
        });
        await ok<AdminUser>(response, 'Assign projects');
      },
      async client(options = {}) {
        const memberships = options.memberships ?? [
          { project: options.project ?? (await accounts.createProject()), role: options.role },
        ];
        const domain = memberships[0]?.project.allowedDomains[0];
        const email = options.email ?? `${uniqueId()}@${domain}`;
        const client = await accounts.signUp(email);
        const admin = await adminRequest();
        const users = await ok<AdminUser[]>(await admin.get('/api/admin/users'), 'List users');
        const row = users.find((user) => user.email === email.toLowerCase());
        if (!row) throw new Error(`${email} is not in the admin's user list`);
        await accounts.assign(row.id, memberships);
        return { ...client, userId: row.id };
      },
    };

    await use(accounts);
    for (const context of contexts) await context.close();
  },
});

export { expect };

/**
 * The link of a mail in the outbox sandbox, as its reader would find it: the newest message
 * with `subject` whose text holds `mentions`, its action link labelled `action`. Retried while
 * the mail is on its way.
 */
export async function linkInOutbox(
  page: Page,
  mail: { subject: string; mentions: string; action: string },
): Promise<string> {
  await page.goto('/portal/outbox');
  let link = '';
  await expect(async () => {
    await page.reload();
    const frames = page.getByTitle(`Message: ${mail.subject}`);
    await expect(frames.first()).toBeVisible();
    const documents = await frames.evaluateAll((all) =>
      all.map((frame) => frame.getAttribute('srcdoc') ?? ''),
    );
    const html = documents.find((document) => document.includes(mail.mentions));
    expect(html, `a "${mail.subject}" mail mentioning ${mail.mentions}`).toBeDefined();
    const anchor = new RegExp(`<a href="([^"]+)"[^>]*>${mail.action}</a>`).exec(html!);
    expect(anchor, `the "${mail.action}" link`).not.toBeNull();
    link = anchor![1]!.replaceAll('&amp;', '&');
  }).toPass({ timeout: 20_000 });
  return link;
}
