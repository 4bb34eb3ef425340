/**
 * The change feed and the caches it keeps honest, end to end through the API: a write that
 * bypasses this process's write sites (raw SQL here; another server process or tool in
 * production) is seen by the first read after its notification arrives, a revoked session
 * or membership stops working, and while the PostgreSQL listener is down nothing is served
 * from memory.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '../../common/contracts/notes.ts';
import { createTestApp, type TestContext } from '../testing/app.ts';
import { testDatabaseKind } from '../testing/database.ts';
import {
  createMember,
  createProject,
  type TestProject,
  type TestUser,
} from '../testing/factories.ts';
import { ACCESS_CHANGE } from './change-feed.ts';
import { authSessions, notes, projectMembers, users } from './schema/index.ts';

let ctx: TestContext;
let project: TestProject;
let member: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  project = await createProject(ctx.app);
  member = await createMember(ctx.app, project, 'member');
});
afterAll(() => ctx.close());

function listNotes(user: TestUser) {
  return ctx.app.inject({ url: `/api/notes?projectId=${project.id}`, headers: user.headers });
}

/**
 * Resolves when the feed next publishes a change `matching` (a payload, or null for a
 * change of liveness): the notification of a write made by another connection.
 */
function nextChange(matching: (change: string | null) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = ctx.database.changes.subscribe((change) => {
      if (!matching(change)) return;
      stop();
      resolve();
    });
  });
}

/** Runs a write made past this process's write sites and waits for its notification. */
async function writeElsewhere(payload: string, write: () => Promise<unknown>) {
  const notified = nextChange((change) => change === payload);
  await write();
  await notified;
}

async function userIdOf(user: TestUser) {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, user.email));
  return row!.id;
}

/** Removes a member from the project straight in the database, past the admin API. */
async function deleteMembershipInTheDatabase(user: TestUser) {
  await ctx.database.db
    .delete(projectMembers)
    .where(eq(projectMembers.userId, await userIdOf(user)));
}

describe('read caches kept current by the change feed', () => {
  it('shows a note written outside the notes service', async () => {
    expect((await listNotes(member)).json<Note[]>()).toEqual([]);
    const userId = await userIdOf(member);
    await writeElsewhere(`notes:${project.id}`, () =>
      ctx.database.db.insert(notes).values({
        projectId: project.id,
        userId,
        content: 'written by another process',
        category: 'context',
      }),
    );
    const contents = (await listNotes(member)).json<Note[]>().map((note) => note.content);
    expect(contents).toEqual(['written by another process']);
  });

  it('stops a membership removed outside the admin API', async () => {
    const leaving = await createMember(ctx.app, project, 'member');
    expect((await listNotes(leaving)).statusCode).toBe(200);
    await writeElsewhere(ACCESS_CHANGE, () => deleteMembershipInTheDatabase(leaving));
    expect((await listNotes(leaving)).statusCode).toBe(404);
  });

  it('stops a session deleted outside the identity library', async () => {
    const signedOut = await createMember(ctx.app, project, 'member');
    expect((await listNotes(signedOut)).statusCode).toBe(200);
    const [session] = await ctx.database.db
      .select({ userId: authSessions.userId })
      .from(authSessions)
      .innerJoin(users, eq(users.authUserId, authSessions.userId))
      .where(eq(users.email, signedOut.email));
    await writeElsewhere(ACCESS_CHANGE, () =>
      ctx.database.db.delete(authSessions).where(eq(authSessions.userId, session!.userId)),
    );
    expect((await listNotes(signedOut)).statusCode).toBe(401);
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')('while the PostgreSQL listener is down', () => {
  it('serves from the database, then goes back to the feed when it reconnects', async () => {
    await listNotes(member);
    const wentDark = nextChange((change) => change === null);
    await ctx.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await wentDark;
    expect(ctx.database.changes.live).toBe(false);
    const cameBack = nextChange((change) => change === null);
    await ctx.database.db.delete(notes).where(eq(notes.projectId, project.id));
    expect((await listNotes(member)).json<Note[]>()).toEqual([]);
    await cameBack;
    expect(ctx.database.changes.live).toBe(true);
  });
});
