/**
 * A project's submissions and notes as CSV (RFC 4180 with the formula guard,
 * server/lib/csv.ts) or JSON, streamed a keyset page at a time so an export never holds
 * the whole list in memory. CSV headers are the wizard's labels; values are as stored
 * (enum codes, exact decimals), as the JSON has them.
 */
import {
  METRIC_FIELDS,
  type MetricField,
  type MetricFieldSpec,
} from '../../../common/metrics/contract.ts';
import type {
  WorkspaceExportFormat,
  WorkspaceExportKind,
  WorkspaceNote,
  WorkspaceSubmission,
} from '../../../common/admin/workspace-contract.ts';
import type { Database } from '../../db/client.ts';
import { allPages, CsvNumber, csvRow, streamCsv, type CsvValue } from '../../lib/csv.ts';
import { notesPage, submissionsPage } from './workspace.ts';

/** Rows read per page while exporting. */
const EXPORT_PAGE_SIZE = 500;

const fieldNames = Object.keys(METRIC_FIELDS) as MetricField[];

const SUBMISSION_HEADER = csvRow([
  'Submission ID',
  'Submitted At',
  'Submitted By',
  ...fieldNames.map((field) => METRIC_FIELDS[field].label),
]);

function metricCell(spec: MetricFieldSpec, value: WorkspaceSubmission[MetricField]): CsvValue {
  if (value === null) return '';
  if (Array.isArray(value)) {
    return value.map((c) => (c.website ? `${c.name} (${c.website})` : c.name)).join('; ');
  }
  if (spec.kind === 'decimal' || spec.kind === 'integer') return new CsvNumber(value);
  return String(value);
}

function submissionCsvRow(row: WorkspaceSubmission): string {
  return csvRow([
    row.id,
    row.createdAt,
    row.submitterEmail,
    ...fieldNames.map((field) => metricCell(METRIC_FIELDS[field], row[field])),
  ]);
}

const NOTE_HEADER = csvRow(['Note ID', 'Created At', 'Author', 'Category', 'Content']);

function noteCsvRow(row: WorkspaceNote): string {
  return csvRow([row.id, row.createdAt, row.author, row.category, row.content]);
}

/** A JSON array, a page of elements per chunk; the first page is read before answering. */
async function streamJson<T>(pages: AsyncGenerator<T[]>): Promise<AsyncIterable<string>> {
  const first = await pages.next();
  const elements = (page: T[]) => page.map((row) => JSON.stringify(row)).join(',');
  async function* chunks() {
    try {
      yield `[${first.done ? '' : elements(first.value)}`;
      for await (const page of pages) yield `,${elements(page)}`;
      yield ']\n';
    } finally {
      // The client went away (or we failed): stop reading more pages.
      await pages.return(undefined);
    }
  }
  return chunks();
}

export function exportProjectList(
  db: Database,
  projectId: number,
  kind: WorkspaceExportKind,
  format: WorkspaceExportFormat,
): Promise<AsyncIterable<string>> {
  if (kind === 'submissions') {
    const pages = allPages((cursor) => submissionsPage(db, projectId, cursor, EXPORT_PAGE_SIZE));
    return format === 'csv'
      ? streamCsv(SUBMISSION_HEADER, pages, submissionCsvRow)
      : streamJson(pages);
  }
  const pages = allPages((cursor) => notesPage(db, projectId, cursor, EXPORT_PAGE_SIZE));
  return format === 'csv' ? streamCsv(NOTE_HEADER, pages, noteCsvRow) : streamJson(pages);
}
