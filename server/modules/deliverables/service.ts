/**
 * Deliverables in the database (docs/decisions/115-deliverable-chunks-32k.md): metadata in
 * `deliverables`, content in `deliverable_chunks` of CHUNK_BYTES. Both directions stream:
 * the upload stores each chunk as it arrives, the download reads CHUNKS_PER_READ chunks per
 * query, so a 50 MB file is never whole in memory.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  DELIVERABLE_MAX_BYTES,
  DELIVERABLE_TYPES,
  deliverableKindOf,
  type Deliverable,
  type DeliverableKind,
} from '../../../common/deliverables/contract.ts';
import { withoutInvisibleCharacters } from '../../../common/shared/file-name.ts';
import { DELIVERABLE_MESSAGES } from '../../../common/deliverables/messages.ts';
import { CLOSE_MESSAGES } from '../../../common/admin/messages.ts';
import type { Database } from '../../db/client.ts';
import { deliverableChunks, deliverables, projects } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';

/**
 * Bytes per stored chunk: 32 KiB, small enough that the buffers each statement leaves behind
 * (the driver's message, the bytea's hex text on the way back) are young garbage that V8
 * frees as the file goes. At 1 MiB a chunk, they were large buffers outside V8's heap, kept
 * until its next full collection: a 50 MB upload raised the server's memory by 44-72 MB.
 */
export const CHUNK_BYTES = 32 * 1024;
/** A download reads 1 MiB per query. */
const CHUNKS_PER_READ = 32;

/** An upload older than this that never completed was cut by a crash: the next upload sweeps it. */
const STALE_UPLOAD = sql`now() - interval '1 day'`;

const columns = {
  id: deliverables.id,
  projectId: deliverables.projectId,
  fileName: deliverables.fileName,
  kind: deliverables.kind,
  sizeBytes: deliverables.sizeBytes,
  sha256: deliverables.sha256,
  uploadedBy: deliverables.uploadedByEmail,
  createdAt: deliverables.createdAt,
};

type Row = {
  id: number;
  projectId: number;
  fileName: string;
  kind: string;
  sizeBytes: number;
  sha256: string | null;
  uploadedBy: string;
  createdAt: Date;
};

function toDeliverable(row: Row): Deliverable {
  return {
    ...row,
    // The upload stores names cleaned; a row stored before that rule is shown cleaned too.
    fileName: withoutInvisibleCharacters(row.fileName),
    kind: row.kind as DeliverableKind,
    sha256: row.sha256 ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}

/** The project's complete deliverables, newest first. */
export async function listDeliverables(db: Database, projectId: number): Promise<Deliverable[]> {
  const rows = await db
    .select(columns)
    .from(deliverables)
    .where(and(eq(deliverables.projectId, projectId), eq(deliverables.complete, true)))
    .orderBy(desc(deliverables.createdAt), desc(deliverables.id));
  return rows.map(toDeliverable);
}

const notFound = () => new AppError('not_found', DELIVERABLE_MESSAGES.notFound);

/**
 * The first bytes must fit the extension where that is cheap to tell: a PDF starts with
 * `%PDF-`, an .xlsx or .docx is a zip (`PK\x03\x04`), a CSV is text (no NUL byte).
 */
function contentFits(kind: DeliverableKind, head: Buffer): boolean {
  switch (kind) {
    case 'pdf':
      return head.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'xlsx':
    case 'docx':
      return head.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'));
    case 'csv':
      return !head.includes(0);
  }
}

/**
 * The items of a stream the client sends, any failure of it (a cut or malformed body) as
 * `failure`: a 400 in words, not a 500. Only the reading is guarded, not what the caller
 * does with each item.
 */
export async function* clientStream<T>(
  source: AsyncIterable<T>,
  failure: () => AppError,
): AsyncGenerator<T, void> {
  const items = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await items.next().catch(() => {
        throw failure();
      });
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // The caller stopped early (it refused the upload): let the source clean up.
    await items.return?.().catch(() => undefined);
  }
}

/** Splits the file's bytes into CHUNK_BYTES pieces (the last one shorter). */
async function* chunksOf(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer, void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const cut = () => new AppError('bad_request', DELIVERABLE_MESSAGES.uploadCut);
  for await (const piece of clientStream(source, cut)) {
    pending.push(piece);
    pendingBytes += piece.length;
    while (pendingBytes >= CHUNK_BYTES) {
      const all = Buffer.concat(pending, pendingBytes);
      yield all.subarray(0, CHUNK_BYTES);
      pending = [all.subarray(CHUNK_BYTES)];
      pendingBytes -= CHUNK_BYTES;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

export interface UploadInput {
  projectId: number;
  fileName: string;
  uploader: { userId: number; email: string };
  actor: AuditActor;
  /** The file's bytes; `truncated()` says the multipart limit cut it (over 50 MB). */
  content: AsyncIterable<Buffer>;
  truncated: () => boolean;
}

export function createDeliverablesService(db: Database, maxBytes = DELIVERABLE_MAX_BYTES) {
  const tooLarge = () => new AppError('payload_too_large', DELIVERABLE_MESSAGES.tooLarge(maxBytes));
  const chunksFrom = db
    .select({ seq: deliverableChunks.seq, bytes: deliverableChunks.bytes })
    .from(deliverableChunks)
    .where(
      and(
        eq(deliverableChunks.deliverableId, sql.placeholder('id')),
        gte(deliverableChunks.seq, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(deliverableChunks.seq))
    .limit(CHUNKS_PER_READ)
    .prepare('deliverable_chunks_from');

  /** 404 for an unknown project; 409 for an upload to a closed engagement (decision 101). */
  async function projectExists(projectId: number, { forUpload = false } = {}) {
    const [row] = await db
      .select({ id: projects.id, closedAt: projects.closedAt })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (!row) throw new AppError('not_found', DELIVERABLE_MESSAGES.projectNotFound);
    if (forUpload && row.closedAt) throw new AppError('conflict', CLOSE_MESSAGES.noUploads);
  }

  /** Stores the chunks of a pending row, the first one already read; its size and hash. */
  async function storeChunks(
    id: number,
    first: Buffer,
    rest: AsyncIterator<Buffer, void>,
    truncated: () => boolean,
  ) {
    const hash = createHash('sha256');
    let size = 0;
    let seq = 0;
    let next: IteratorResult<Buffer, void> = { done: false, value: first };
    for (; !next.done; next = await rest.next()) {
      const chunk = next.value;
      hash.update(chunk);
      size += chunk.length;
      await db.insert(deliverableChunks).values({ deliverableId: id, seq, bytes: chunk });
      seq += 1;
    }
    if (truncated() || size > maxBytes) throw tooLarge();
    return { size, sha256: hash.digest('hex') };
  }

  return {
    projectExists,

    list: (projectId: number) => listDeliverables(db, projectId),

    /** A complete deliverable by id (any project), or null. */
    async find(id: number): Promise<Deliverable | null> {
      const [row] = await db
        .select(columns)
        .from(deliverables)
        .where(and(eq(deliverables.id, id), eq(deliverables.complete, true)));
      return row ? toDeliverable(row) : null;
    },

    /**
     * Stores an upload chunk by chunk. The row stays pending (invisible) until the last
     * chunk is in; any failure (wrong content, over the limit, the client gone) deletes it
     * and its chunks. Not one transaction: that would hold a pooled connection, and the
     * row's locks, for as long as the client takes to send 50 MB.
     */
    async upload(input: UploadInput): Promise<Deliverable> {
      const kind = deliverableKindOf(input.fileName);
      if (!kind) throw new AppError('bad_request', DELIVERABLE_MESSAGES.wrongType);
      const chunks = chunksOf(input.content)[Symbol.asyncIterator]();
      const first = (await chunks.next()).value as Buffer | undefined;
      if (input.truncated()) throw tooLarge();
      if (!first) throw new AppError('bad_request', DELIVERABLE_MESSAGES.emptyFile);
      if (!contentFits(kind, first)) {
        throw new AppError(
          'bad_request',
          DELIVERABLE_MESSAGES.contentMismatch(DELIVERABLE_TYPES[kind].label),
        );
      }
      await db
        .delete(deliverables)
        .where(and(eq(deliverables.complete, false), lt(deliverables.createdAt, STALE_UPLOAD)));
      const [pending] = await db
        .insert(deliverables)
        .values({
          projectId: input.projectId,
          fileName: input.fileName,
          kind,
          uploadedByUserId: input.uploader.userId,
          uploadedByEmail: input.uploader.email,
        })
        .returning({ id: deliverables.id });
      const { id } = pending!;
      try {
        const { size, sha256 } = await storeChunks(id, first, chunks, input.truncated);
        const row = await db.transaction(async (tx) => {
          const [completed] = await tx
            .update(deliverables)
            .set({ sizeBytes: size, sha256, complete: true })
            .where(eq(deliverables.id, id))
            .returning(columns);
          await recordAudit(tx, input.actor, {
            action: 'deliverable.uploaded',
            target: { type: 'deliverable', id },
            projectId: input.projectId,
            after: { fileName: input.fileName, sizeBytes: size, sha256 },
          });
          return completed!;
        });
        return toDeliverable(row);
      } catch (error) {
        await db.delete(deliverables).where(eq(deliverables.id, id));
        throw error;
      }
    },

    /** Deletes a deliverable of this project (its chunks go with it), or a 404. */
    async remove(projectId: number, id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(deliverables)
          .where(and(eq(deliverables.id, id), eq(deliverables.projectId, projectId)))
          .returning({ fileName: deliverables.fileName });
        if (!deleted) throw notFound();
        await recordAudit(tx, actor, {
          action: 'deliverable.deleted',
          target: { type: 'deliverable', id },
          projectId,
          before: { fileName: deleted.fileName },
        });
      });
    },

    /** A download, recorded as it starts (reading changes nothing, so no transaction). */
    recordDownload: (deliverable: Deliverable, actor: AuditActor) =>
      recordAudit(db, actor, {
        action: 'deliverable.downloaded',
        target: { type: 'deliverable', id: deliverable.id },
        projectId: deliverable.projectId,
      }),

    /** The content, read CHUNKS_PER_READ chunks per query as the reader asks for more. */
    content(deliverable: Deliverable): Readable {
      return Readable.from(
        (async function* () {
          for (let from = 0; ;) {
            const chunks = await chunksFrom.execute({ id: deliverable.id, from });
            for (const { bytes } of chunks) yield bytes;
            if (chunks.length < CHUNKS_PER_READ) return;
            from = chunks.at(-1)!.seq + 1;
          }
        })(),
        // Bytes, not objects: at most one read ahead of what the socket took.
        { objectMode: false, highWaterMark: CHUNK_BYTES * CHUNKS_PER_READ },
      );
    },
  };
}

export type DeliverablesService = ReturnType<typeof createDeliverablesService>;
