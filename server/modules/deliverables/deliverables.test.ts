/**
 * Deliverables: upload (multipart, streamed into 1 MiB chunks), lists, download (streamed,
 * the same bytes), delete; the type and size refusals leave nothing; tenancy.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliverableDownloadPath,
  type Deliverable,
} from '../../../common/deliverables/contract.ts';
import { FILE_NAME_MAX } from '../../../common/shared/file-name.ts';
import { API_MESSAGES, FILE_NAME_MESSAGES } from '../../../common/shared/messages.ts';
import { DELIVERABLE_MESSAGES } from '../../../common/deliverables/messages.ts';
import { deliverableChunks, deliverables } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { auditTrailOf } from '../../testing/audit.ts';
import {
  archiveProject,
  createAdmin,
  createMember,
  createProject,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';
import { multipartPayload, type MultipartCall } from '../../testing/multipart.ts';
import { CHUNK_BYTES } from './service.ts';
import { pdfBytes } from './testing.ts';

let ctx: TestContext;
let project: TestProject;
let member: TestUser;
let viewer: TestUser;
let admin: TestUser;
let otherProject: TestProject;
let outsider: TestUser;

/** A lower limit than the 50 MB default, so the over-limit upload stays quick. */
const LIMIT = 4 * CHUNK_BYTES;

beforeAll(async () => {
  ctx = await createTestApp({ DELIVERABLE_MAX_BYTES: String(LIMIT) });
  project = await createProject(ctx.app);
  member = await createMember(ctx.app, project, 'member');
  viewer = await createMember(ctx.app, project, 'viewer');
  otherProject = await createProject(ctx.app);
  outsider = await createMember(ctx.app, otherProject, 'owner');
  admin = await createAdmin(ctx.app);
});
afterAll(() => ctx.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A PDF of `size` bytes of varied content (so chunks differ). */
function generatedPdf(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + (i >> 12)) & 0xff;
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

function upload(user: TestUser, call: MultipartCall, projectId: number = project.id) {
  const { payload, contentType } = multipartPayload(call);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${projectId}/deliverables`,
    headers: { ...user.headers, 'content-type': contentType },
    payload,
  });
}

const get = (user: TestUser | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

const memberList = (user: TestUser, projectId = project.id) =>
  get(user, `/api/deliverables?projectId=${projectId}`);

async function storedRows() {
  const [row] = await ctx.database.db
    .select({
      deliverables: sql<number>`(select count(*)::int from ${deliverables})`,
      chunks: sql<number>`(select count(*)::int from ${deliverableChunks})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

describe('upload, list and download', () => {
  it('stores a 3 MiB file in chunks and gives back the same bytes', async () => {
    const content = generatedPdf(3 * CHUNK_BYTES + 12_345);
    const response = await upload(admin, {
      file: { name: 'Q3 report.pdf', contentType: 'application/pdf', content },
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json<Deliverable>();
    expect(stored).toEqual({
      id: expect.any(Number),
      projectId: project.id,
      fileName: 'Q3 report.pdf',
      kind: 'pdf',
      sizeBytes: content.length,
      sha256: sha256(content),
      uploadedBy: admin.email,
      createdAt: expect.any(String),
    });
    const chunks = await ctx.database.db
      .select({ seq: deliverableChunks.seq })
      .from(deliverableChunks)
      .where(eq(deliverableChunks.deliverableId, stored.id));
    expect(chunks).toHaveLength(4);

    for (const user of [member, viewer]) {
      expect((await memberList(user)).json()).toContainEqual(stored);
    }
    const adminList = await get(admin, `/api/admin/projects/${project.id}/deliverables`);
    expect(adminList.json()).toContainEqual(stored);

    const download = await get(member, deliverableDownloadPath(stored.id));
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(content.length),
      'content-disposition': `attachment; filename="Q3 report.pdf"; filename*=UTF-8''Q3%20report.pdf`,
      'x-content-type-options': 'nosniff',
    });
    expect(sha256(download.rawPayload)).toBe(sha256(content));
    expect(
      await auditTrailOf(ctx.database.db, { targetType: 'deliverable', targetId: stored.id }),
    ).toEqual([
      { action: 'deliverable.downloaded', actorEmail: member.email },
      { action: 'deliverable.uploaded', actorEmail: admin.email },
    ]);
  });

  it('keeps a UTF-8 name for display and encodes it for the download', async () => {
    const name = 'Rapport d’été "final".docx';
    const response = await upload(admin, {
      file: { name, content: Buffer.from('PK\x03\x04 a zip', 'latin1') },
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json<Deliverable>();
    expect(stored).toMatchObject({ kind: 'docx' });
    expect(stored.fileName).toBe(name.replaceAll('"', '%22'));
    const download = await get(admin, deliverableDownloadPath(stored.id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Rapport d__t_ _22final_22.docx"; filename*=UTF-8''${encodeURIComponent(stored.fileName).replace(/'/g, '%27')}`,
    );
  });

  it.each([
    ['a right-to-left override (U+202E)', 'r\u202egnp.pdf', 'rgnp.pdf'],
    [
      'isolates (U+2066-2069), a zero-width joiner and a byte order mark',
      '\u2066Q3\u2069 re\u200dport\u2067\u2068\ufeff.pdf',
      'Q3 report.pdf',
    ],
  ])('stores and shows a name without %s', async (_, name, clean) => {
    const response = await upload(admin, { file: { name, content: pdfBytes('bidi') } });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json<Deliverable>();
    expect(stored).toMatchObject({ fileName: clean, kind: 'pdf' });
    const [row] = await ctx.database.db
      .select({ fileName: deliverables.fileName })
      .from(deliverables)
      .where(eq(deliverables.id, stored.id));
    expect(row!.fileName).toBe(clean);
    expect((await memberList(member)).json()).toContainEqual(stored);
    const download = await get(member, deliverableDownloadPath(stored.id));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${clean}"; filename*=UTF-8''${encodeURIComponent(clean)}`,
    );
  });

  it('lists newest first, and members of another project see none of them', async () => {
    const list = (await memberList(member)).json<Deliverable[]>();
    expect(list.length).toBeGreaterThanOrEqual(2);
    const times = list.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await memberList(outsider)).statusCode).toBe(404);
    expect((await memberList(outsider, otherProject.id)).json()).toEqual([]);
  });
});

describe('refusals leave nothing stored', () => {
  it('refuses a file type other than PDF, XLSX, DOCX, CSV', async () => {
    const before = await storedRows();
    const response = await upload(admin, { file: { name: 'setup.exe', content: 'MZ...' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: DELIVERABLE_MESSAGES.wrongType, code: 'bad_request' });
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a name with nothing visible in it, or too long once cleaned, with a readable 400', async () => {
    const before = await storedRows();
    for (const [name, error] of [
      ['\u202e\u2066\u200b\u200d\u2069', FILE_NAME_MESSAGES.noVisibleCharacter],
      [`${'a'.repeat(FILE_NAME_MAX - 3)}\u200d.pdf`, FILE_NAME_MESSAGES.tooLong(FILE_NAME_MAX)],
    ] as const) {
      const response = await upload(admin, { file: { name, content: pdfBytes('x') } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error, code: 'bad_request' });
    }
    expect(await storedRows()).toEqual(before);
  });

  it('refuses content that does not match the extension', async () => {
    const before = await storedRows();
    for (const [name, content, label] of [
      ['report.pdf', 'not a pdf', 'PDF'],
      ['sheet.xlsx', '%PDF-1.4', 'Excel'],
      ['data.csv', Buffer.from([0x41, 0x00, 0x42]), 'CSV'],
    ] as const) {
      const response = await upload(admin, { file: { name, content } });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error).toBe(DELIVERABLE_MESSAGES.contentMismatch(label));
    }
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a file over the limit with 413, after storing chunks, and keeps nothing', async () => {
    const before = await storedRows();
    async function* oversized() {
      yield Buffer.from('%PDF-1.7\n');
      const block = Buffer.alloc(CHUNK_BYTES, 0x20);
      let sent = 9;
      while (sent < LIMIT + 1) {
        const size = Math.min(block.length, LIMIT + 1 - sent);
        yield block.subarray(0, size);
        sent += size;
      }
    }
    const response = await upload(admin, { file: { name: 'big.pdf', content: oversized() } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: DELIVERABLE_MESSAGES.tooLarge(LIMIT),
      code: 'payload_too_large',
    });
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a declared length over the limit before reading', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${project.id}/deliverables`,
      headers: {
        ...admin.headers,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(LIMIT * 2),
      },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(DELIVERABLE_MESSAGES.tooLarge(LIMIT));
  });

  it('a body cut off mid-file stores nothing', async () => {
    const before = await storedRows();
    const { contentType } = multipartPayload({});
    const boundary = contentType.split('boundary=')[1]!;
    const cut = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n\r\n`,
      ),
      generatedPdf(2 * CHUNK_BYTES),
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${project.id}/deliverables`,
      headers: { ...admin.headers, 'content-type': contentType },
      payload: cut,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe(DELIVERABLE_MESSAGES.uploadCut);
    expect(await storedRows()).toEqual(before);
  });

  it('takes one file in the field "file", and nothing else', async () => {
    const before = await storedRows();
    const file = { name: 'a.pdf', content: pdfBytes('a') };
    const calls: MultipartCall[] = [
      { file, fields: { note: 'x' } },
      { fields: { file: 'text' } },
      {},
    ];
    for (const call of calls) {
      const response = await upload(admin, call);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await storedRows()).toEqual(before);
  });

  it('refuses an upload from another site (403) before reading it', async () => {
    const before = await storedRows();
    const { payload, contentType } = multipartPayload({
      file: { name: 'x.pdf', content: pdfBytes('x') },
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${project.id}/deliverables`,
      headers: {
        ...admin.headers,
        origin: 'https://elsewhere.example',
        'content-type': contentType,
      },
      payload,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: API_MESSAGES.crossSite, code: 'forbidden' });
    expect(await storedRows()).toEqual(before);
  });

  it('answers 415 for a JSON body, and multipart stays refused on other routes', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${project.id}/deliverables`,
      headers: admin.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe(DELIVERABLE_MESSAGES.notMultipart);
    const { payload, contentType } = multipartPayload({ fields: { content: 'x' } });
    const notes = await ctx.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { ...member.headers, 'content-type': contentType },
      payload,
    });
    expect(notes.statusCode).toBe(415);
    expect(notes.json().error).toBe(API_MESSAGES.unsupportedMediaType);
  });
});

describe('who may do what', () => {
  let stored: Deliverable;
  beforeAll(async () => {
    const response = await upload(admin, {
      file: { name: 'access.csv', content: 'a,b\n1,2\n' },
    });
    stored = response.json<Deliverable>();
  });

  it('members cannot upload or delete (403); a missing project is 404', async () => {
    const before = await storedRows();
    const up = await upload(member, { file: { name: 'm.pdf', content: pdfBytes('m') } });
    expect(up.statusCode).toBe(403);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/projects/${project.id}/deliverables/${stored.id}`,
      headers: member.headers,
    });
    expect(del.statusCode).toBe(403);
    const missing = await upload(
      admin,
      { file: { name: 'm.pdf', content: pdfBytes('m') } },
      2147483000,
    );
    expect(missing.statusCode).toBe(404);
    expect(await storedRows()).toEqual(before);
  });

  it('another tenant’s member gets the unknown file’s 404, never the file', async () => {
    const theirs = await get(outsider, deliverableDownloadPath(stored.id));
    const unknown = await get(outsider, deliverableDownloadPath(2147483000));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json()).toEqual({ error: DELIVERABLE_MESSAGES.notFound, code: 'not_found' });
    expect((await get(null, deliverableDownloadPath(stored.id))).statusCode).toBe(401);
  });

  it('an archived project’s members still download, and the firm still uploads', async () => {
    const archived = await createProject(ctx.app);
    const client = await createMember(ctx.app, archived, 'member');
    await archiveProject(ctx.app, archived.id);
    const up = await upload(
      admin,
      { file: { name: 'final.pdf', content: pdfBytes('final') } },
      archived.id,
    );
    expect(up.statusCode, up.body).toBe(201);
    const download = await get(client, deliverableDownloadPath(up.json<Deliverable>().id));
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(pdfBytes('final').toString());
  });

  it('the admin deletes it: gone from the lists, the download and the chunks', async () => {
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/projects/${project.id}/deliverables/${stored.id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await memberList(member)).json<Deliverable[]>().map((d) => d.id)).not.toContain(
      stored.id,
    );
    expect((await get(member, deliverableDownloadPath(stored.id))).statusCode).toBe(404);
    const chunks = await ctx.database.db
      .select()
      .from(deliverableChunks)
      .where(eq(deliverableChunks.deliverableId, stored.id));
    expect(chunks).toEqual([]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/projects/${otherProject.id}/deliverables/${stored.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    const [deleted] = await auditTrailOf(ctx.database.db, {
      targetType: 'deliverable',
      targetId: stored.id,
    });
    expect(deleted).toEqual({ action: 'deliverable.deleted', actorEmail: admin.email });
  });
});
