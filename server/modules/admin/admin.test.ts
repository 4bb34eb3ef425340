import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../common/admin/messages.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import {
  ADMIN_PROJECTS_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
} from '../../../common/projects/contract.ts';
import { authUsers, projectMembers, projects, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { indexPlanOf } from '../../testing/query-plan.ts';
import {
  addMember,
  createAdmin,
  createMember,
  createProject,
  createUserWithoutProject,
  setUpTwoFactor,
  signUp,
  uniqueId,
  type TestUser,
} from '../../testing/factories.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx.app);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
function call(method: Method, url: string, user: TestUser | null, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const validProject = () => ({
  name: 'Acme Holdings',
  slug: `acme_${uniqueId()}`,
  allowedDomains: [`${uniqueId()}.test`],
});

describe('admin API access', () => {
  const endpoints: [Method, string, unknown?][] = [
    ['GET', '/api/admin/projects'],
    ['POST', '/api/admin/projects', { name: 'X', slug: 'x_1', allowedDomains: ['x.test'] }],
    ['PATCH', '/api/admin/projects/1', { name: 'Y' }],
    ['GET', '/api/admin/users'],
    ['PUT', '/api/admin/users/1/projects', { projectIds: [] }],
  ];

  it('answers 401 to anonymous callers on every endpoint, even with a bad body', async () => {
    for (const [method, url, payload] of endpoints) {
      const response = await call(method, url, null, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error).toBe(API_MESSAGES.unauthorized);
      const bad = await call(method, url, null, method === 'GET' ? undefined : { nonsense: true });
      expect(bad.statusCode, `${method} ${url} with a bad body`).toBe(401);
    }
  });

  it('answers 403 to signed-in users who are not administrators, even project owners', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    for (const [method, url, payload] of endpoints) {
      const response = await call(method, url, owner, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toBe(API_MESSAGES.forbidden);
    }
    // Nothing was changed by the refused calls.
    const [after] = (await call('GET', '/api/admin/projects', admin, undefined)).json();
    expect(after.name).not.toBe('Y');
  });

  it('treats ADMIN_EMAILS case-insensitively', async () => {
    const other = await createTestApp({ ADMIN_EMAILS: 'Chief@Firm.Test' });
    try {
      const chief = await setUpTwoFactor(
        other.app,
        await signUp(other.app, { email: 'chief@firm.test' }),
      );
      const list = await other.app.inject({
        method: 'GET',
        url: '/api/admin/projects',
        headers: chief.headers,
      });
      expect(list.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('projects', () => {
  it('creates a project with normalised domains, and lists it with its member count', async () => {
    const input = {
      name: '  Acme Holdings ',
      slug: `acme_${uniqueId()}`,
      allowedDomains: [' Acme.TEST ', '', '@acme-group.test', 'acme.test'],
    };
    const created = await call('POST', '/api/admin/projects', admin, input);
    expect(created.statusCode).toBe(201);
    const project = created.json();
    expect(project).toMatchObject({
      name: 'Acme Holdings',
      slug: input.slug,
      allowedDomains: ['acme.test', 'acme-group.test'],
      status: 'active',
      memberCount: 0,
    });
    expect(Number.isInteger(project.id)).toBe(true);
    expect(new Date(project.createdAt).getTime()).not.toBeNaN();

    await createMember(ctx.app, { ...project }, 'member');
    await createMember(ctx.app, { ...project }, 'viewer');
    const list = await call('GET', '/api/admin/projects', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().find((row: { id: number }) => row.id === project.id)).toMatchObject({
      memberCount: 2,
    });
  });

  it('answers the projects a page at a time, newest first, searched by name or slug and by status', async () => {
    // Older than every other project, written straight into the table: a page from the
    // newest of them holds the page size of the others, and one is left.
    const tag = uniqueId();
    const created = await ctx.database.db
      .insert(projects)
      .values(
        Array.from({ length: ADMIN_PROJECTS_PAGE_SIZE + 2 }, (_, index) => ({
          name: `Paged ${tag} ${index}`,
          slug: `paged_${tag}_${index}`,
          allowedDomains: [`paged-${index}-${tag}.test`],
          status: index % 2 === 0 ? ('active' as const) : ('archived' as const),
          createdAt: new Date(Date.UTC(2000, 0, 1) + index * 1000),
        })),
      )
      .returning({ id: projects.id, slug: projects.slug });
    const newestFirst = created.map((row) => row.id).reverse();
    const ids = async (query: string) => {
      const response = await call('GET', `/api/admin/projects?${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: number }[]>().map((project) => project.id);
    };

    const full = await ids(`cursor=${newestFirst[0]}`);
    expect(full).toEqual(newestFirst.slice(1, ADMIN_PROJECTS_PAGE_SIZE + 1));
    expect(await ids(`cursor=${full.at(-1)}`)).toEqual([newestFirst.at(-1)]);
    expect((await ids('')).length).toBeLessThanOrEqual(ADMIN_PROJECTS_PAGE_SIZE);

    // By a part of the name (any case), or of the slug; % and _ are literal.
    expect(await ids(`search=${encodeURIComponent(`PAGED ${tag} 7`)}`)).toEqual([created[7]!.id]);
    expect(await ids(`search=${created[12]!.slug}`)).toEqual([created[12]!.id]);
    expect(await ids(`search=${encodeURIComponent(`${tag}%`)}`)).toEqual([]);
    const archived = await ids(`search=${tag}&status=archived`);
    expect(archived).toEqual(
      newestFirst
        .filter((id) => created.findIndex((row) => row.id === id) % 2 === 1)
        .slice(0, ADMIN_PROJECTS_PAGE_SIZE),
    );

    for (const [query, error] of [
      ['cursor=abc', 'cursor: must be a project id'],
      ['status=gone', 'status: Invalid option: expected one of "active"|"archived"'],
      [`search=${'x'.repeat(101)}`, 'search: must be at most 100 characters'],
      ['page=2', 'querystring: Unrecognized key: "page"'],
    ]) {
      const response = await call('GET', `/api/admin/projects?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe(error);
    }
  });

  it.each([
    ['Acme', 'an uppercase letter'],
    ['1acme', 'a leading digit'],
    ['acme-co', 'a hyphen'],
    ['acme co', 'a space'],
    ['acmé', 'an accented letter'],
    ['', 'nothing'],
    ['a'.repeat(64), 'more than 63 characters'],
  ])('refuses the slug %j (%s) with 400 and the rule', async (slug) => {
    const response = await call('POST', '/api/admin/projects', admin, { ...validProject(), slug });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^slug: /);
    expect(response.json().issues[0].path).toBe('slug');
  });

  it.each(['acme', '_acme', 'acme_2024', 'a', '_'])('accepts the slug %j', async (slug) => {
    const response = await call('POST', '/api/admin/projects', admin, {
      ...validProject(),
      slug: `${slug}${slug.length > 1 ? `_${uniqueId()}` : ''}`,
    });
    expect(response.statusCode).toBe(201);
  });

  it('reads a page newest first from an index, not a sort of every project', async () => {
    const plan = await indexPlanOf(
      ctx.database.db,
      sql`select ${projects.id} from ${projects} where ${projects.status} = 'active' order by ${projects.createdAt} desc, ${projects.id} desc limit ${ADMIN_PROJECTS_PAGE_SIZE}`,
    );
    expect(plan).toContain('projects_created_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('answers 409 with a clear message for a duplicate slug', async () => {
    const input = validProject();
    expect((await call('POST', '/api/admin/projects', admin, input)).statusCode).toBe(201);
    const again = await call('POST', '/api/admin/projects', admin, { ...input, name: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ADMIN_MESSAGES.slugTaken(input.slug), code: 'conflict' });
  });

  it('answers 400 for bad input on create', async () => {
    const cases: [unknown, RegExp][] = [
      [{ slug: 'ok_slug', allowedDomains: ['a.test'] }, /name/],
      [{ ...validProject(), name: '   ' }, new RegExp(ADMIN_MESSAGES.nameRequired)],
      [{ ...validProject(), allowedDomains: [] }, new RegExp(ADMIN_MESSAGES.domainsRequired)],
      [
        { ...validProject(), allowedDomains: [' ', ''] },
        new RegExp(ADMIN_MESSAGES.domainsRequired),
      ],
      [{ ...validProject(), allowedDomains: ['not a domain'] }, /is not a valid domain/],
      [{ ...validProject(), allowedDomains: 'acme.test' }, /allowedDomains/],
      [{ name: 'x', allowedDomains: ['a.test'] }, /slug/],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/admin/projects', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
  });

  it('edits name, domains and status, never the slug', async () => {
    const created = (await call('POST', '/api/admin/projects', admin, validProject())).json();
    const edited = await call('PATCH', `/api/admin/projects/${created.id}`, admin, {
      name: 'Renamed',
      allowedDomains: ['renamed.test', 'Second.test'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      name: 'Renamed',
      slug: created.slug,
      allowedDomains: ['renamed.test', 'second.test'],
      status: 'active',
    });
    const archived = await call('PATCH', `/api/admin/projects/${created.id}`, admin, {
      status: 'archived',
    });
    expect(archived.json().status).toBe('archived');
    const restored = await call('PATCH', `/api/admin/projects/${created.id}`, admin, {
      status: 'active',
    });
    expect(restored.json()).toMatchObject({ status: 'active', name: 'Renamed' });

    const slugChange = await call('PATCH', `/api/admin/projects/${created.id}`, admin, {
      slug: 'new_slug',
    });
    expect(slugChange.statusCode).toBe(400);
  });

  it('answers 400 for bad input and 404 for an unknown project on edit', async () => {
    const created = (await call('POST', '/api/admin/projects', admin, validProject())).json();
    const cases: [string, unknown][] = [
      [`/api/admin/projects/${created.id}`, {}],
      [`/api/admin/projects/${created.id}`, { name: '' }],
      [`/api/admin/projects/${created.id}`, { allowedDomains: [] }],
      [`/api/admin/projects/${created.id}`, { status: 'deleted' }],
      ['/api/admin/projects/abc', { name: 'X' }],
      ['/api/admin/projects/0', { name: 'X' }],
    ];
    for (const [url, payload] of cases) {
      const response = await call('PATCH', url, admin, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const missing = await call('PATCH', '/api/admin/projects/999999', admin, { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(ADMIN_MESSAGES.projectNotFound);
  });
});

describe('users and memberships', () => {
  it('answers the users a page at a time, newest first, the next page after the cursor’s user', async () => {
    // Older than every other user, written straight into the tables (no sign-up each): a
    // page from the newest of them holds the page size of the others, and one is left.
    const tag = uniqueId();
    const count = ADMIN_USERS_PAGE_SIZE + 2;
    const identities = await ctx.database.db
      .insert(authUsers)
      .values(
        Array.from({ length: count }, (_, index) => ({
          id: `${tag}-${index}`,
          name: `Paged ${index}`,
          email: `paged-${index}-${tag}@firm.test`,
        })),
      )
      .returning({ id: authUsers.id, email: authUsers.email });
    const created = await ctx.database.db
      .insert(users)
      .values(
        identities.map((identity, index) => ({
          authUserId: identity.id,
          email: identity.email,
          createdAt: new Date(Date.UTC(2000, 0, 1) + index * 1000),
        })),
      )
      .returning({ id: users.id });
    const newestFirst = created.map((row) => row.id).reverse();
    const page = async (cursor: number) => {
      const response = await call('GET', `/api/admin/users?cursor=${cursor}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: number }[]>().map((user) => user.id);
    };

    const full = await page(newestFirst[0]!);
    expect(full).toEqual(newestFirst.slice(1, ADMIN_USERS_PAGE_SIZE + 1));
    expect(await page(full.at(-1)!)).toEqual([newestFirst.at(-1)]);
    const first = await call('GET', '/api/admin/users', admin);
    expect(first.json<unknown[]>().length).toBeLessThanOrEqual(ADMIN_USERS_PAGE_SIZE);
    expect((await call('GET', '/api/admin/users?cursor=abc', admin)).statusCode).toBe(400);
  });

  it('lists every user with their projects, or none', async () => {
    const project = await createProject(ctx.app);
    const member = await createMember(ctx.app, project, 'viewer');
    const loner = await createUserWithoutProject(ctx.app);
    const response = await call('GET', '/api/admin/users', admin);
    expect(response.statusCode).toBe(200);
    const list = response.json<{ id: number }[]>();
    expect(list.find((user) => user.id === member.userId)).toEqual({
      id: member.userId,
      email: member.email,
      displayName: null,
      emailVerified: true,
      projects: [{ id: project.id, name: project.name, role: 'viewer' }],
      projectCount: 1,
      createdAt: expect.any(String),
      deactivatedAt: null,
      deactivatedBy: null,
    });
    expect(list.find((user) => user.id === loner.userId)).toMatchObject({
      projects: [],
      projectCount: 0,
    });
    expect(list.find((user) => user.id === admin.userId)).toBeDefined();
  });

  it('replaces memberships with a {projectIds} body, keeping existing roles', async () => {
    const [p1, p2, p3] = await Promise.all([
      createProject(ctx.app),
      createProject(ctx.app),
      createProject(ctx.app),
    ]);
    const user = await createMember(ctx.app, p1, 'owner');
    await addMember(ctx.app, user, p2, 'viewer');

    const response = await call('PUT', `/api/admin/users/${user.userId}/projects`, admin, {
      projectIds: [p1.id, p3.id],
    });
    expect(response.statusCode).toBe(200);
    const roles = Object.fromEntries(
      response.json().projects.map((p: { id: number; role: string }) => [p.id, p.role]),
    );
    expect(roles).toEqual({ [p1.id]: 'owner', [p3.id]: 'member' });
    expect(response.json().projectCount).toBe(2);

    const mine = await call('GET', '/api/user/projects', user);
    expect(
      mine
        .json()
        .map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([p1.id, p3.id].sort());
  });

  it('sets a role per membership with the optional roles map', async () => {
    const [p1, p2] = await Promise.all([createProject(ctx.app), createProject(ctx.app)]);
    const user = await createUserWithoutProject(ctx.app);
    const response = await call('PUT', `/api/admin/users/${user.userId}/projects`, admin, {
      projectIds: [p1.id, p2.id],
      roles: { [p1.id]: 'viewer', [p2.id]: 'owner' },
    });
    expect(response.statusCode).toBe(200);
    const mine = (await call('GET', '/api/user/projects', user)).json();
    expect(
      Object.fromEntries(mine.map((p: { id: number; role: string }) => [p.id, p.role])),
    ).toEqual({
      [p1.id]: 'viewer',
      [p2.id]: 'owner',
    });

    // And an empty list removes every membership.
    const cleared = await call('PUT', `/api/admin/users/${user.userId}/projects`, admin, {
      projectIds: [],
    });
    expect(cleared.json()).toMatchObject({ projects: [], projectCount: 0 });
    expect((await call('GET', '/api/user/projects', user)).json()).toEqual([]);
  });

  it('changes nothing when any project id is unknown (atomic)', async () => {
    const [p1, p2] = await Promise.all([createProject(ctx.app), createProject(ctx.app)]);
    const user = await createMember(ctx.app, p1, 'owner');
    const response = await call('PUT', `/api/admin/users/${user.userId}/projects`, admin, {
      projectIds: [p2.id, 999999],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(ADMIN_MESSAGES.unknownProjects([999999]));
    const rows = await ctx.database.db
      .select({ projectId: projectMembers.projectId, role: projectMembers.role })
      .from(projectMembers)
      .where(eq(projectMembers.userId, user.userId));
    expect(rows).toEqual([{ projectId: p1.id, role: 'owner' }]);
  });

  it('ends concurrent assignments in exactly one of the requested sets, never a mix', async () => {
    const pool = await Promise.all(Array.from({ length: 6 }, () => createProject(ctx.app)));
    const user = await createUserWithoutProject(ctx.app);
    const sets = [
      [pool[0]!.id, pool[1]!.id],
      [pool[2]!.id, pool[3]!.id],
      [pool[4]!.id, pool[5]!.id],
      [pool[0]!.id, pool[3]!.id, pool[5]!.id],
    ];
    const answers = await Promise.all(
      [...sets, ...sets].map((projectIds) =>
        call('PUT', `/api/admin/users/${user.userId}/projects`, admin, { projectIds }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const rows = await ctx.database.db
      .select({ projectId: projectMembers.projectId })
      .from(projectMembers)
      .where(eq(projectMembers.userId, user.userId));
    const final = rows.map((row) => row.projectId).sort((a, b) => a - b);
    expect(sets.map((set) => [...set].sort((a, b) => a - b))).toContainEqual(final);
  });

  it('answers 400 for bad input and 404 for an unknown user', async () => {
    const project = await createProject(ctx.app);
    const user = await createUserWithoutProject(ctx.app);
    const url = `/api/admin/users/${user.userId}/projects`;
    const cases: [string, unknown][] = [
      [url, {}],
      [url, { projectIds: 'all' }],
      [url, { projectIds: [0] }],
      [url, { projectIds: [1.5] }],
      [url, { projectIds: [project.id], roles: { [project.id]: 'superuser' } }],
      [url, { projectIds: [project.id], roles: { [project.id + 1]: 'viewer' } }],
      [url, { projectIds: [project.id], extra: true }],
      ['/api/admin/users/abc/projects', { projectIds: [] }],
    ];
    for (const [target, payload] of cases) {
      const response = await call('PUT', target, admin, payload);
      expect(response.statusCode, `${target} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const missing = await call('PUT', '/api/admin/users/999999/projects', admin, {
      projectIds: [project.id],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(ADMIN_MESSAGES.userNotFound);
  });
});
