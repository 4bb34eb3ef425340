/**
 * Deliverables (docs/product.md#deliverables): the files the firm uploads to a project (its report,
 * spreadsheets, documents) and the project's members download.
 */
import { z } from '../shared/zod.ts';
import { DATABASE_INT_MAX } from '../shared/constants.ts';
import { projectIdSchema } from '../projects/contract.ts';

/** The largest file the firm may upload: 50 MB (decimal megabytes). */
export const DELIVERABLE_MAX_BYTES = 50 * 1000 * 1000;

/** The multipart field that carries the file; the upload takes no other part. */
export const DELIVERABLE_FILE_FIELD = 'file';

/** The kinds of file the firm may upload: by extension, with the type the download is sent as. */
export const DELIVERABLE_TYPES = {
  pdf: { label: 'PDF', contentType: 'application/pdf' },
  xlsx: {
    label: 'Excel',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  docx: {
    label: 'Word',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  csv: { label: 'CSV', contentType: 'text/csv; charset=utf-8' },
} as const;
export type DeliverableKind = keyof typeof DELIVERABLE_TYPES;
export const DELIVERABLE_KINDS = Object.keys(DELIVERABLE_TYPES) as DeliverableKind[];

/** What the file input offers (the server checks again: extension and first bytes). */
export const DELIVERABLE_ACCEPT = DELIVERABLE_KINDS.map((kind) => `.${kind}`).join(',');

/** The kind of a file name by its extension, or null when it is not one we take. */
export function deliverableKindOf(fileName: string): DeliverableKind | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension && extension in DELIVERABLE_TYPES ? (extension as DeliverableKind) : null;
}

export const deliverableIdSchema = z.coerce
  .number({ error: 'must be a deliverable id' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(DATABASE_INT_MAX, 'must be a deliverable id');

export const deliverableParamsSchema = z.strictObject({ deliverableId: deliverableIdSchema });
export const adminDeliverablesParamsSchema = z.strictObject({ projectId: projectIdSchema });
export const adminDeliverableParamsSchema = z.strictObject({
  projectId: projectIdSchema,
  deliverableId: deliverableIdSchema,
});
export const deliverablesQuerySchema = z.strictObject({ projectId: projectIdSchema });

export const deliverableSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  /** The name the firm's file had, without invisible characters (./file-name.ts). */
  fileName: z.string(),
  kind: z.enum(DELIVERABLE_KINDS as [DeliverableKind, ...DeliverableKind[]]),
  sizeBytes: z.number().int(),
  /** SHA-256 of the content, hexadecimal. */
  sha256: z.string(),
  /** The administrator's address (kept if the account goes). */
  uploadedBy: z.string(),
  createdAt: z.string(),
});
export type Deliverable = z.infer<typeof deliverableSchema>;

export const deliverablesResponseSchema = z.array(deliverableSchema);

/** Where a deliverable is downloaded (members of its project and administrators). */
export const deliverableDownloadPath = (id: number) => `/api/deliverables/${id}/download`;
