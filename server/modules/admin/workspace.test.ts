/**
 * The administrator's project page API (docs/product.md#workspace): the workspace answer, the
 * submissions and notes pages (newest first, keyset cursors stable under inserts), the
 * exports (CSV with the formula guard, JSON), and who may call them. The route matrix
 * (server/security/route-matrix.test.ts) covers 401/403 for every other caller too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC_FIELDS } from '../../../common/metrics/contract.ts';
import {
  WORKSPACE_PAGE_SIZE,
  workspaceExportPath,
  workspaceNotesResponseSchema,
  workspaceResponseSchema,
  workspaceSubmissionsResponseSchema,
  type WorkspaceNote,
} from '../../../common/admin/workspace-contract.ts';
import { ADMIN_MESSAGES } from '../../../common/admin/messages.ts';
import {
  authSessions,
  dataConnectors,
  metrics,
  notes,
  oauthTokens,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { multipartBuffer } from '../../testing/multipart.ts';
import {
  addMember,
  createAdmin,
  createMember,
  createProject,
  signUp,
  submitMetrics,
  uniqueId,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx.app);
});
afterAll(() => ctx.close());

function get(url: string, user: TestUser | null = admin) {
  return ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
}

const base = (projectId: number | string) => `/api/admin/projects/${projectId}`;

const submit = (user: TestUser, project: TestProject, fields: Record<string, unknown>) =>
  submitMetrics(ctx.app, user, project, fields);

async function addNote(user: TestUser, project: TestProject, content: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/notes',
    headers: user.headers,
    payload: { projectId: project.id, content, category: 'anomaly' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function notesPage(projectId: number, cursor?: number) {
  const response = await get(`${base(projectId)}/notes${cursor ? `?cursor=${cursor}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return workspaceNotesResponseSchema.parse(response.json());
}

async function submissionsPage(projectId: number, cursor?: number) {
  const response = await get(`${base(projectId)}/submissions${cursor ? `?cursor=${cursor}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return workspaceSubmissionsResponseSchema.parse(response.json());
}

/** Every route of the page, for a project id. */
const routes = (projectId: number | string) => [
  `${base(projectId)}/workspace`,
  `${base(projectId)}/submissions`,
  `${base(projectId)}/notes`,
  `${base(projectId)}/exports/submissions.csv`,
  `${base(projectId)}/exports/submissions.json`,
  `${base(projectId)}/exports/notes.csv`,
  `${base(projectId)}/exports/notes.json`,
];

describe('who may call the project page', () => {
  it('answers 401 signed out and 403 to the project’s own owner', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    for (const url of routes(project.id)) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, owner)).statusCode, url).toBe(403);
    }
  });

  it('answers 404 for a project that does not exist, on every route', async () => {
    for (const url of routes(2_147_483_000)) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: ADMIN_MESSAGES.projectNotFound, code: 'not_found' });
    }
  });

  it('answers a known project without submissions or notes with empty pages, not a 404', async () => {
    const project = await createProject(ctx.app);
    for (const list of ['submissions', 'notes']) {
      for (const url of [`${base(project.id)}/${list}`, `${base(project.id)}/${list}?cursor=1`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.json(), url).toEqual({ items: [], nextCursor: null });
      }
    }
  });

  it('answers 400 for a bad project id, a bad cursor or an unknown query key', async () => {
    const project = await createProject(ctx.app);
    for (const url of [
      `${base('abc')}/workspace`,
      `${base(0)}/notes`,
      `${base(project.id)}/notes?cursor=abc`,
      `${base(project.id)}/submissions?cursor=-1`,
      `${base(project.id)}/workspace?cursor=1`,
      `${base(project.id)}/exports/notes.csv?all=1`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});

describe('GET /api/admin/projects/:projectId/workspace', () => {
  it('answers the project, its members with role, verification and last sign-in, pending invitations and stored connections', async () => {
    const project = await createProject(ctx.app, { name: `Workspace ${uniqueId()}` });
    const owner = await createMember(ctx.app, project, 'owner');
    const unverified = await signUp(ctx.app, {
      email: `${uniqueId()}@${project.allowedDomains[0]}`,
      verified: false,
    });
    await addMember(ctx.app, unverified, project, 'viewer');
    // Signed out everywhere: no session left, so no last sign-in to show.
    await ctx.database.db
      .delete(authSessions)
      .where(eq(authSessions.userId, unverified.authUserId));

    const invitee = `${uniqueId()}@${project.allowedDomains[0]}`;
    const invited = await ctx.app.inject({
      method: 'POST',
      url: `${base(project.id)}/invitations`,
      headers: admin.headers,
      payload: { email: invitee, role: 'member' },
    });
    expect(invited.statusCode, invited.body).toBe(201);

    const syncedAt = new Date('2026-05-02T10:00:00.000Z');
    await ctx.database.db.insert(dataConnectors).values({
      projectId: project.id,
      userId: owner.userId,
      connectorId: `conn_${uniqueId()}`,
      platform: 'meta',
      service: 'facebook_ads',
      schema: project.slug,
      paused: true,
      lastSyncAt: syncedAt,
    });
    await ctx.database.db.insert(oauthTokens).values({
      userId: owner.userId,
      platform: 'google',
      accessToken: 'stored-encrypted',
      metadata: { googleEmail: 'ads@owner.test' },
    });

    const response = await get(`${base(project.id)}/workspace`);
    expect(response.statusCode, response.body).toBe(200);
    const workspace = workspaceResponseSchema.parse(response.json());
    expect(workspace.project).toMatchObject({ id: project.id, name: project.name, memberCount: 2 });
    const byEmail = new Map(workspace.members.map((member) => [member.email, member]));
    expect(byEmail.get(owner.email)).toMatchObject({ role: 'owner', emailVerified: true });
    expect(byEmail.get(owner.email)?.lastSignInAt).toEqual(expect.any(String));
    expect(byEmail.get(unverified.email)).toMatchObject({
      role: 'viewer',
      emailVerified: false,
      lastSignInAt: null,
    });
    expect(workspace.invitations.map((invitation) => [invitation.email, invitation.role])).toEqual([
      [invitee, 'member'],
    ]);
    expect(workspace.connectors).toEqual([
      expect.objectContaining({
        platform: 'meta',
        paused: true,
        lastSyncAt: syncedAt.toISOString(),
        connectedBy: owner.email,
      }),
    ]);
    expect(workspace.googleGrants).toEqual([
      expect.objectContaining({ memberEmail: owner.email, googleEmail: 'ads@owner.test' }),
    ]);
    // Nothing secret of the grant is answered.
    expect(response.body).not.toContain('stored-encrypted');
  });

  it('answers the project’s deliverables newest first, so the page’s first view is three reads', async () => {
    const project = await createProject(ctx.app, { name: `Files ${uniqueId()}` });
    const other = await createProject(ctx.app, { name: `Other ${uniqueId()}` });
    const uploadTo = async (projectId: number, name: string) => {
      const { payload, contentType } = multipartBuffer({
        file: { name, content: '%PDF-1.4\n% workspace\n%%EOF\n' },
      });
      const uploaded = await ctx.app.inject({
        method: 'POST',
        url: `${base(projectId)}/deliverables`,
        headers: { ...admin.headers, 'content-type': contentType },
        payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    };
    await uploadTo(project.id, 'first.pdf');
    await uploadTo(project.id, 'second.pdf');
    await uploadTo(other.id, 'elsewhere.pdf');

    const response = await get(`${base(project.id)}/workspace`);
    expect(response.statusCode, response.body).toBe(200);
    const { deliverables } = workspaceResponseSchema.parse(response.json());
    expect(deliverables.map((file) => [file.fileName, file.uploadedBy])).toEqual([
      ['second.pdf', admin.email],
      ['first.pdf', admin.email],
    ]);
  });
});

describe('GET /api/admin/projects/:projectId/submissions', () => {
  it('lists every submission newest first with who made it and all its fields', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    const member = await createMember(ctx.app, project, 'member');
    await submit(owner, project, { trailingTwelveMonthRevenue: '1000', industry: 'b2b' });
    await submit(member, project, {
      trailingTwelveMonthRevenue: '2500.5',
      industry: 'b2c',
      competitors: [{ name: 'Globex', website: 'https://globex.test' }],
    });

    const page = await submissionsPage(project.id);
    expect(page.nextCursor).toBeNull();
    expect(
      page.items.map((item) => [item.submitterEmail, item.trailingTwelveMonthRevenue]),
    ).toEqual([
      [member.email, '2500.50'],
      [owner.email, '1000.00'],
    ]);
    for (const field of Object.keys(METRIC_FIELDS)) expect(page.items[0]).toHaveProperty(field);
    expect(page.items[0]?.competitors).toEqual([
      { name: 'Globex', website: 'https://globex.test' },
    ]);
  });

  it('pages with a cursor that stays stable when rows are added between pages, ties broken by id', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    // Five rows share one creation time: only the id orders them.
    const tied = new Date('2026-01-01T00:00:00.000Z');
    const rows = await ctx.database.db
      .insert(metrics)
      .values(
        Array.from({ length: WORKSPACE_PAGE_SIZE + 5 }, (_, index) => ({
          projectId: project.id,
          userId: owner.userId,
          trailingTwelveMonthRevenue: String(index + 1),
          createdAt: index < 5 ? tied : new Date(tied.getTime() + index * 1000),
        })),
      )
      .returning({ id: metrics.id });
    const expected = rows
      .map((row, index) => ({ id: row.id, at: index < 5 ? 0 : index }))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((row) => row.id);

    const first = await submissionsPage(project.id);
    expect(first.items.map((item) => item.id)).toEqual(expected.slice(0, WORKSPACE_PAGE_SIZE));
    expect(first.nextCursor).toBe(expected[WORKSPACE_PAGE_SIZE - 1]);

    await submit(owner, project, { trailingTwelveMonthRevenue: '999' });
    const second = await submissionsPage(project.id, first.nextCursor!);
    expect(second.items.map((item) => item.id)).toEqual(expected.slice(WORKSPACE_PAGE_SIZE));
    expect(second.nextCursor).toBeNull();

    const again = await submissionsPage(project.id);
    expect(again.items[0]?.trailingTwelveMonthRevenue).toBe('999.00');
  });
});

describe('GET /api/admin/projects/:projectId/notes', () => {
  it('lists notes newest first with category and author, in stable cursor pages', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    const member = await createMember(ctx.app, project, 'member');
    await addNote(owner, project, 'first');
    await addNote(member, project, 'second');
    const small = await notesPage(project.id);
    expect(small.items.map((note) => [note.content, note.author, note.category])).toEqual([
      ['second', member.email, 'anomaly'],
      ['first', owner.email, 'anomaly'],
    ]);

    await ctx.database.db.insert(notes).values(
      Array.from({ length: WORKSPACE_PAGE_SIZE }, (_, index) => ({
        projectId: project.id,
        userId: owner.userId,
        content: `old ${index}`,
        category: 'other' as const,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, index)),
      })),
    );
    const first = await notesPage(project.id);
    expect(first.items).toHaveLength(WORKSPACE_PAGE_SIZE);
    await addNote(member, project, 'between pages');
    const second = await notesPage(project.id, first.nextCursor!);
    const seen = [...first.items, ...second.items].map((note) => note.content);
    expect(seen).toHaveLength(WORKSPACE_PAGE_SIZE + 2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain('between pages');
    expect(seen.at(-1)).toBe('old 0');
    expect(second.nextCursor).toBeNull();
  });
});

describe('exports', () => {
  it('writes the notes as RFC 4180 CSV with the formula guard, and as JSON, named by the project', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    await addNote(owner, project, '=HYPERLINK("http://evil.test","click")');
    await addNote(owner, project, 'two\nlines, and a "quote"');

    const json = await get(workspaceExportPath(project.id, 'notes', 'json'));
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toContain(`${project.slug}-notes-`);
    const exported = json.json<WorkspaceNote[]>();
    expect(exported.map((note) => [note.content, note.author])).toEqual([
      ['two\nlines, and a "quote"', owner.email],
      ['=HYPERLINK("http://evil.test","click")', owner.email],
    ]);

    const csv = await get(workspaceExportPath(project.id, 'notes', 'csv'));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${project.slug}-notes-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const [newest, oldest] = exported;
    expect(csv.body).toBe(
      'Note ID,Created At,Author,Category,Content\r\n' +
        `${newest!.id},${newest!.createdAt},${owner.email},anomaly,"two\nlines, and a ""quote"""\r\n` +
        `${oldest!.id},${oldest!.createdAt},${owner.email},anomaly,"'=HYPERLINK(""http://evil.test"",""click"")"\r\n`,
    );
  });

  it('streams every row of a list longer than one read, newest first', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    const count = 1_234;
    await ctx.database.db.insert(notes).values(
      Array.from({ length: count }, (_, index) => ({
        projectId: project.id,
        userId: owner.userId,
        content: `note ${index}`,
        category: 'context' as const,
        createdAt: new Date(Date.UTC(2025, 0, 1) + index * 1000),
      })),
    );
    const json = await get(workspaceExportPath(project.id, 'notes', 'json'));
    const contents = json.json<WorkspaceNote[]>().map((note) => note.content);
    expect(contents).toHaveLength(count);
    expect(contents[0]).toBe(`note ${count - 1}`);
    expect(contents.at(-1)).toBe('note 0');
    const csv = await get(workspaceExportPath(project.id, 'notes', 'csv'));
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(count + 1);
  });

  it('writes the submissions with the wizard’s labels as headers and every value as stored', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    await submit(owner, project, {
      trailingTwelveMonthRevenue: '1250000.5',
      industry: 'b2b',
      customerSegments: '@mid-market',
      competitors: [{ name: 'Initech', website: 'https://initech.test' }, { name: 'Hooli' }],
      marketingTeamSize: 4,
    });
    const csv = await get(workspaceExportPath(project.id, 'submissions', 'csv'));
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csv.body.split('\r\n');
    const labels = header!.split(',');
    expect(labels.slice(0, 3)).toEqual(['Submission ID', 'Submitted At', 'Submitted By']);
    expect(labels.slice(3)).toEqual(Object.values(METRIC_FIELDS).map((spec) => spec.label));
    const cells = row!.split(',');
    const cell = (label: string) => cells[labels.indexOf(label)];
    expect(cell('Submitted By')).toBe(owner.email);
    expect(cell('Annual Revenue')).toBe('1250000.50');
    expect(cell('Industry')).toBe('b2b');
    expect(cell('Key Customer Segments')).toBe("'@mid-market");
    expect(cell('Competitors')).toBe('Initech (https://initech.test); Hooli');
    expect(cell('Marketing Team Size')).toBe('4');
    expect(cell('Target CAC')).toBe('');

    const json = await get(workspaceExportPath(project.id, 'submissions', 'json'));
    const [record] = json.json<Record<string, unknown>[]>();
    expect(record).toMatchObject({
      projectId: project.id,
      submitterEmail: owner.email,
      trailingTwelveMonthRevenue: '1250000.50',
      customerSegments: '@mid-market',
      targetCac: null,
    });
  });
});
