/** GET /api/notes and POST /api/notes: the note rules, newest-first order and tenancy. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_CONTENT_MAX, type Note } from '../../../common/notes/contract.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { PROJECT_MESSAGES } from '../../../common/projects/messages.ts';
import { NOTE_MESSAGES } from '../../../common/notes/messages.ts';
import { notes } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import {
  archiveProject,
  addMember,
  createAdmin,
  createMember,
  createProject,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';

let ctx: TestContext;
let project: TestProject;
let member: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  project = await createProject(ctx.app);
  member = await createMember(ctx.app, project, 'member');
});
afterAll(() => ctx.close());

function list(user: TestUser | null, projectId: number | string | null = project.id) {
  return ctx.app.inject({
    method: 'GET',
    url: projectId === null ? '/api/notes' : `/api/notes?projectId=${projectId}`,
    headers: user?.headers ?? {},
  });
}

function add(user: TestUser | null, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/notes',
    headers: user?.headers ?? {},
    payload,
  });
}

async function noteCount(projectId: number) {
  return (await ctx.database.db.select().from(notes).where(eq(notes.projectId, projectId))).length;
}

describe('POST /api/notes', () => {
  it('stores the note with its line breaks and answers it', async () => {
    const content = 'Q3 revenue dipped:\n- the Black Friday promo moved to Q4\n\n- one-off refund';
    const response = await add(member, { projectId: project.id, content, category: 'anomaly' });
    expect(response.statusCode).toBe(201);
    const note = response.json<Note>();
    expect(note).toEqual({
      id: expect.any(Number),
      category: 'anomaly',
      content,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Date.now() - Date.parse(note.createdAt)).toBeLessThan(60_000);
    const [row] = await ctx.database.db.select().from(notes).where(eq(notes.id, note.id));
    expect(row).toMatchObject({ userId: member.userId, projectId: project.id, content });
  });

  it('files a note without a category under context', async () => {
    const response = await add(member, { projectId: project.id, content: 'Plain context' });
    expect(response.statusCode).toBe(201);
    expect(response.json().category).toBe('context');
  });

  it('accepts each of the four note categories', async () => {
    for (const category of ['methodology', 'anomaly', 'context', 'other']) {
      const response = await add(member, { projectId: project.id, content: 'x', category });
      expect(response.statusCode, category).toBe(201);
      expect(response.json().category).toBe(category);
    }
  });

  it('trims the blank space around the content and keeps what is inside', async () => {
    const response = await add(member, { projectId: project.id, content: '\n  a\n  b  \n\n' });
    expect(response.json().content).toBe('a\n  b');
  });

  it('refuses missing, empty and blank content', async () => {
    for (const content of [undefined, '', '   \n\t ']) {
      const before = await noteCount(project.id);
      const response = await add(member, { projectId: project.id, content });
      expect(response.statusCode, JSON.stringify(content)).toBe(400);
      expect(response.json().error).toBe(`content: ${NOTE_MESSAGES.noteContentRequired}`);
      expect(await noteCount(project.id)).toBe(before);
    }
  });

  it(`takes ${NOTE_CONTENT_MAX} characters and refuses one more with a clear message`, async () => {
    const longest = 'a'.repeat(NOTE_CONTENT_MAX);
    const ok = await add(member, { projectId: project.id, content: longest });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().content).toBe(longest);
    const tooLong = await add(member, { projectId: project.id, content: `${longest}b` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('content: Note must be at most 5,000 characters');
  });

  it('refuses an unknown category, a non-text content and unknown fields', async () => {
    const category = await add(member, { projectId: project.id, content: 'x', category: 'misc' });
    expect(category.statusCode).toBe(400);
    expect(category.json().error).toBe(
      'category: Category must be one of: methodology, anomaly, context, other',
    );
    const content = await add(member, { projectId: project.id, content: 42 });
    expect(content.statusCode).toBe(400);
    expect(content.json().error).toBe(`content: ${NOTE_MESSAGES.noteContentRequired}`);
    const extra = await add(member, { projectId: project.id, content: 'x', userId: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toMatch(/Unrecognized key: "userId"/);
  });

  it('says no project is selected when the body names none, and what is wrong with a bad id', async () => {
    const missing = await add(member, { content: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: PROJECT_MESSAGES.noActiveProject,
      code: 'bad_request',
    });
    const bad = await add(member, { projectId: 'abc', content: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(PROJECT_MESSAGES.projectIdRequired);
  });

  it('refuses anonymous callers, outsiders, viewers and writes to archived projects', async () => {
    const other = await createProject(ctx.app);
    const outsider = await createMember(ctx.app, other, 'owner');
    const viewer = await createMember(ctx.app, project, 'viewer');
    const before = await noteCount(project.id);

    const anonymous = await add(null, { projectId: project.id, content: 'x' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(API_MESSAGES.unauthorized);
    const foreign = await add(outsider, { projectId: project.id, content: 'x' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(PROJECT_MESSAGES.notFound);
    const viewing = await add(viewer, { projectId: project.id, content: 'x' });
    expect(viewing.statusCode).toBe(403);
    expect(viewing.json().error).toBe(PROJECT_MESSAGES.viewerReadOnly);
    expect(await noteCount(project.id)).toBe(before);
  });

  it('keeps an archived project read-only for members, not for administrators', async () => {
    const archived = await createProject(ctx.app);
    const owner = await createMember(ctx.app, archived, 'owner');
    const admin = await createAdmin(ctx.app);
    await addMember(ctx.app, admin, archived, 'member');
    await archiveProject(ctx.app, archived.id);

    const refused = await add(owner, { projectId: archived.id, content: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(PROJECT_MESSAGES.archivedReadOnly);
    expect((await add(admin, { projectId: archived.id, content: 'fix' })).statusCode).toBe(201);
    const read = await list(owner, archived.id);
    expect(read.statusCode).toBe(200);
    expect(read.json<Note[]>().map((note) => note.content)).toEqual(['fix']);
  });
});

describe('GET /api/notes', () => {
  it('lists the project notes newest first, with id, category, content and createdAt', async () => {
    const fresh = await createProject(ctx.app);
    const owner = await createMember(ctx.app, fresh, 'owner');
    expect((await list(owner, fresh.id)).json()).toEqual([]);
    for (const content of ['first', 'second', 'third']) {
      expect((await add(owner, { projectId: fresh.id, content })).statusCode).toBe(201);
    }
    const response = await list(owner, fresh.id);
    expect(response.statusCode).toBe(200);
    const listed = response.json<Note[]>();
    expect(listed.map((note) => note.content)).toEqual(['third', 'second', 'first']);
    expect(Object.keys(listed[0]!).sort()).toEqual(['category', 'content', 'createdAt', 'id']);
    const times = listed.map((note) => Date.parse(note.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers UTF-8 JSON that keeps every character, with its length in bytes', async () => {
    const fresh = await createProject(ctx.app);
    const owner = await createMember(ctx.app, fresh, 'owner');
    const content = 'Umsatz für Q3 — 12 % höher 📈, ¥ 3 万';
    expect((await add(owner, { projectId: fresh.id, content })).statusCode).toBe(201);
    for (const read of ['first, from the database', 'again, from memory']) {
      const response = await list(owner, fresh.id);
      expect(response.headers['content-type'], read).toBe('application/json; charset=utf-8');
      expect(Number(response.headers['content-length']), read).toBe(response.rawPayload.length);
      expect(
        response.json<Note[]>().map((note) => note.content),
        read,
      ).toEqual([content]);
    }
  });

  it('orders notes made in the same instant by creation (newest first)', async () => {
    const fresh = await createProject(ctx.app);
    const owner = await createMember(ctx.app, fresh, 'owner');
    const at = new Date('2025-03-13T12:00:00.000Z');
    await ctx.database.db.insert(notes).values(
      ['a', 'b', 'c'].map((content) => ({
        userId: owner.userId,
        projectId: fresh.id,
        content,
        category: 'other' as const,
        createdAt: at,
      })),
    );
    const listed = (await list(owner, fresh.id)).json<Note[]>();
    expect(listed.map((note) => note.content)).toEqual(['c', 'b', 'a']);
    expect(listed[0]!.createdAt).toBe('2025-03-13T12:00:00.000Z');
  });

  it("never shows another project's notes", async () => {
    const mine = await createProject(ctx.app);
    const theirs = await createProject(ctx.app);
    const me = await createMember(ctx.app, mine, 'member');
    const them = await createMember(ctx.app, theirs, 'member');
    await add(me, { projectId: mine.id, content: 'mine' });
    await add(them, { projectId: theirs.id, content: 'theirs' });
    expect((await list(me, mine.id)).json<Note[]>().map((note) => note.content)).toEqual(['mine']);
    const foreign = await list(me, theirs.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: PROJECT_MESSAGES.notFound, code: 'not_found' });
    // A made-up id answers the same bytes as another tenant's.
    expect((await list(me, 999_999)).body).toBe(foreign.body);
  });

  it('lets viewers read', async () => {
    const viewer = await createMember(ctx.app, project, 'viewer');
    const response = await list(viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json<Note[]>().length).toBeGreaterThan(0);
  });

  it('answers 401 signed out, 400 without or with a bad project id', async () => {
    const anonymous = await list(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(API_MESSAGES.unauthorized);
    const missing = await list(member, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(PROJECT_MESSAGES.noActiveProject);
    for (const bad of ['abc', '0', '-2', '1.5']) {
      const response = await list(member, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toBe(PROJECT_MESSAGES.projectIdRequired);
    }
  });
});
