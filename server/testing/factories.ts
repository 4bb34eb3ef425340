/**
 * Test data for API tests, with unique values so tests never collide. Users are created
 * through the real identity endpoints (sign-up / sign-in via app.inject), so the
 * allowed-domain rule, the application user row and the session cookie are all real.
 *
 *   const ctx = await createTestApp();
 *   const project = await createProject(ctx.app);                  // active, unique slug + domain
 *   const viewer = await createMember(ctx.app, project, 'viewer');  // signed up at the project's domain
 *   const admin = await createAdmin(ctx.app);
 *   const response = await ctx.app.inject({
 *     method: 'GET', url: `/api/notes?projectId=${project.id}`, headers: viewer.headers,
 *   });
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MemberRole, ProjectStatus } from '../../common/projects/constants.ts';
import type { App } from '../app.ts';
import { authUsers, projectMembers, projects, users } from '../db/schema/index.ts';
import { updateProject } from '../modules/admin/service.ts';
import { TEST_ADMIN_EMAIL } from './app.ts';
import { TEST_PASSWORD } from './secrets.ts';
import { nextCode } from './totp.ts';

export { TEST_PASSWORD };

let sequence = 0;
/** A short value unique within the test run: letters and digits, starts with a letter. */
export function uniqueId(): string {
  sequence += 1;
  return `t${sequence}${randomBytes(3).toString('hex')}`;
}

export interface TestUser {
  /** users.id */
  userId: number;
  /** auth_users.id */
  authUserId: string;
  email: string;
  password: string;
  /** `name=value` of the session cookie. */
  cookie: string;
  /** Headers for app.inject: the session cookie and this site's Origin (CSRF check). */
  headers: { cookie: string; origin: string };
}

/** What turning two-factor sign-in on answered: the app's address and the recovery codes. */
export interface TwoFactorSetUp {
  totpURI: string;
  backupCodes: string[];
}

export interface TestUserWithTwoFactor extends TestUser {
  twoFactor: TwoFactorSetUp;
}

export interface TestProject {
  id: number;
  name: string;
  slug: string;
  allowedDomains: string[];
  status: ProjectStatus;
}

/** The cookie `name` (`name=value`) of a response's Set-Cookie headers. */
function cookieOf(setCookie: string | string[] | undefined, name: string): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = cookies.find((cookie) => cookie.replace(/^__Secure-/, '').startsWith(`${name}=`));
  if (!found) throw new Error(`No ${name} cookie in ${JSON.stringify(cookies)}`);
  return found.split(';')[0]!;
}

/** The session cookie (`name=value`) of a sign-up or sign-in response. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  return cookieOf(setCookie, 'better-auth.session_token');
}

/** The pending two-factor sign-in's cookie (`name=value`) of a sign-in that asks for a code. */
export function twoFactorCookieOf(setCookie: string | string[] | undefined): string {
  return cookieOf(setCookie, 'better-auth.two_factor');
}

async function toTestUser(
  app: App,
  email: string,
  password: string,
  cookie: string,
): Promise<TestUser> {
  const [row] = await app.database.db
    .select({ userId: users.id, authUserId: users.authUserId })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`No application user row for ${email}`);
  return {
    ...row,
    email: email.toLowerCase(),
    password,
    cookie,
    headers: { cookie, origin: app.config.publicSiteUrl },
  };
}

/**
 * Signs up through POST /api/auth/sign-up/email. The email's domain must be allowed (an
 * active project's domain, or an admin address), as for a real user; otherwise it throws
 * with the server's answer. The address is then marked confirmed, as if its link had been
 * opened (the verification tests pass `verified: false` and open the real link).
 */
export async function signUp(
  app: App,
  {
    email,
    password = TEST_PASSWORD,
    name = '',
    verified = true,
  }: { email: string; password?: string; name?: string; verified?: boolean },
): Promise<TestUser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: app.config.publicSiteUrl },
    payload: { email, password, name },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-up of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  const user = await toTestUser(
    app,
    email,
    password,
    sessionCookieOf(response.headers['set-cookie']),
  );
  if (verified) await markEmailVerified(app, user);
  return user;
}

/** Marks an address confirmed, straight in the identity library's table. */
export async function markEmailVerified(app: App, user: Pick<TestUser, 'authUserId'>) {
  await app.database.db
    .update(authUsers)
    .set({ emailVerified: true })
    .where(eq(authUsers.id, user.authUserId));
}

/** Signs in through POST /api/auth/sign-in/email: a new session for an existing account. */
export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<TestUser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: app.config.publicSiteUrl },
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return toTestUser(app, email, password, sessionCookieOf(response.headers['set-cookie']));
}

/** A POST to the identity library as `user`; throws unless it answers 200. */
async function postAs(app: App, cookie: string, url: string, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: app.config.publicSiteUrl },
    payload,
  });
  if (response.statusCode !== 200) {
    throw new Error(`POST ${url} failed: ${response.statusCode} ${response.body}`);
  }
  return response;
}

/**
 * Turns two-factor sign-in on through the real endpoints (the password, then the app's
 * first code). Confirming replaces the session: the user comes back with the new cookie.
 */
export async function setUpTwoFactor(app: App, user: TestUser): Promise<TestUserWithTwoFactor> {
  const enabled = await postAs(app, user.cookie, '/api/auth/two-factor/enable', {
    password: user.password,
  });
  const twoFactor = enabled.json<TwoFactorSetUp>();
  const verified = await postAs(app, user.cookie, '/api/auth/two-factor/verify-totp', {
    code: await nextCode(twoFactor.totpURI),
  });
  const cookie = sessionCookieOf(verified.headers['set-cookie']);
  return { ...user, cookie, headers: { ...user.headers, cookie }, twoFactor };
}

/** Signs in with the password and then a code from the app: a new session. */
export async function signInWithCode(
  app: App,
  user: TestUserWithTwoFactor,
): Promise<TestUserWithTwoFactor> {
  const challenge = await postAs(app, '', '/api/auth/sign-in/email', {
    email: user.email,
    password: user.password,
  });
  const pending = twoFactorCookieOf(challenge.headers['set-cookie']);
  const verified = await postAs(app, pending, '/api/auth/two-factor/verify-totp', {
    code: await nextCode(user.twoFactor.totpURI),
  });
  const cookie = sessionCookieOf(verified.headers['set-cookie']);
  return { ...user, cookie, headers: { ...user.headers, cookie } };
}

/** A project, straight into the database: unique name, slug and domain unless given. */
export async function createProject(
  app: App,
  overrides: Partial<Omit<TestProject, 'id'>> = {},
): Promise<TestProject> {
  const id = uniqueId();
  const [row] = await app.database.db
    .insert(projects)
    .values({
      name: overrides.name ?? `Project ${id}`,
      slug: overrides.slug ?? `p_${id}`,
      allowedDomains: overrides.allowedDomains ?? [`${id}.test`],
      status: overrides.status ?? 'active',
    })
    .returning({
      id: projects.id,
      name: projects.name,
      slug: projects.slug,
      allowedDomains: projects.allowedDomains,
      status: projects.status,
    });
  return row!;
}

/** The actor of what the factories do through a module's service: the test itself. */
const TEST_ACTOR = { userId: null, email: 'factory@firm.test', ip: null };

/** Archives a project through the administrator's status change (the admin service). */
export async function archiveProject(app: App, projectId: number): Promise<void> {
  await updateProject(app.database.db, projectId, { status: 'archived' }, TEST_ACTOR);
}

/** Adds (or changes) a membership. */
export async function addMember(
  app: App,
  user: Pick<TestUser, 'userId'>,
  project: Pick<TestProject, 'id'>,
  role: MemberRole = 'member',
): Promise<void> {
  await app.database.db
    .insert(projectMembers)
    .values({ userId: user.userId, projectId: project.id, role })
    .onConflictDoUpdate({
      target: [projectMembers.userId, projectMembers.projectId],
      set: { role },
    });
}

/** Removes a membership. */
export async function removeMember(
  app: App,
  user: Pick<TestUser, 'userId'>,
  project: Pick<TestProject, 'id'>,
): Promise<void> {
  await app.database.db
    .delete(projectMembers)
    .where(and(eq(projectMembers.userId, user.userId), eq(projectMembers.projectId, project.id)));
}

/** Sets a user's display name. */
export async function setDisplayName(
  app: App,
  user: Pick<TestUser, 'userId'>,
  displayName: string | null,
): Promise<void> {
  await app.database.db.update(users).set({ displayName }).where(eq(users.id, user.userId));
}

/** A new user signed up with an address at the project's first domain, and made a member. */
export async function createMember(
  app: App,
  project: TestProject,
  role: MemberRole = 'member',
): Promise<TestUser> {
  const domain = project.allowedDomains[0];
  if (!domain) throw new Error(`Project ${project.slug} has no allowed domain`);
  if (project.status !== 'active') {
    throw new Error('Sign-up needs an active project: create the member, then archive the project');
  }
  const user = await signUp(app, { email: `${uniqueId()}@${domain}` });
  await addMember(app, user, project, role);
  return user;
}

/** A signed-up user who belongs to no project (sign-up needs an allowed domain, so one is made). */
export async function createUserWithoutProject(app: App): Promise<TestUser> {
  const project = await createProject(app);
  return signUp(app, { email: `${uniqueId()}@${project.allowedDomains[0]}` });
}

/** By database: two apps on one database share the account and its authenticator. */
const admins = new WeakMap<App['database'], Promise<TestUserWithTwoFactor>>();

/**
 * The administrator (TEST_ADMIN_EMAIL, in ADMIN_EMAILS of createTestApp) with two-factor
 * sign-in on, as the admin routes require: signed up and set up on first use in a database,
 * then the same account and session (each step's code works once, so signing in with a
 * code at every call would wait on the clock).
 */
export async function createAdmin(app: App): Promise<TestUserWithTwoFactor> {
  const existing = admins.get(app.database);
  if (existing) return existing;
  const created = signUp(app, { email: TEST_ADMIN_EMAIL }).then((admin) =>
    setUpTwoFactor(app, admin),
  );
  admins.set(app.database, created);
  return created;
}

/**
 * A firm analyst (decision 099) assigned to `projects`, through the admin API, signed up
 * with two-factor sign-in on, as the firm's routes require.
 */
export async function createAnalyst(
  app: App,
  projects: Pick<TestProject, 'id'>[],
): Promise<TestUserWithTwoFactor & { analystId: number }> {
  const admin = await createAdmin(app);
  const send = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: admin.headers, payload });
    if (response.statusCode >= 400) {
      throw new Error(`${method} ${url} failed: ${response.statusCode} ${response.body}`);
    }
    return response;
  };
  const email = `analyst-${uniqueId()}@firm.test`;
  const added = await send('POST', '/api/admin/analysts', { email });
  const analystId = added.json<{ id: number }>().id;
  for (const project of projects) {
    await send('PUT', `/api/admin/projects/${project.id}/analysts/${analystId}`);
  }
  const analyst = await setUpTwoFactor(app, await signUp(app, { email }));
  return { ...analyst, analystId };
}

/** Saves a metrics submission through POST /api/metrics as `user`; throws unless 201. */
export async function submitMetrics(
  app: App,
  user: Pick<TestUser, 'headers'>,
  project: Pick<TestProject, 'id'>,
  fields: Record<string, unknown>,
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/metrics',
    headers: user.headers,
    payload: { projectId: project.id, ...fields },
  });
  if (response.statusCode !== 201) {
    throw new Error(`Submission failed: ${response.statusCode} ${response.body}`);
  }
}
