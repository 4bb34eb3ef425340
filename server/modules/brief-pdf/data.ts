/**
 * What the brief's PDF shows, read from the database only: the project, its stage, its latest
 * submission, every note (newest first, a keyset page at a time) and the platform check from
 * its stored snapshot (decision 105), all through the admin module's project page reads, and
 * the initial report's newest published version (never a draft: the members' and the firm's
 * PDF alike show what the client was given). Nothing here asks a vendor.
 */
import type {
  WorkspaceNote,
  WorkspaceResponse,
  WorkspaceSubmission,
} from '../../../common/admin/workspace-contract.ts';
import type { ChannelSnapshot } from '../../../common/channels/contract.ts';
import type { PublishedReport } from '../../../common/reports/contract.ts';
import type { Database } from '../../db/client.ts';
import { allPages } from '../../lib/csv.ts';
import { notesPage, projectWorkspace, submissionsPage } from '../admin/index.ts';
import { snapshotsOf } from '../channels/index.ts';
import { publishedReportOf } from '../reports/index.ts';

/** Notes read per page. */
const NOTES_PAGE_SIZE = 500;

export interface BriefPdfData {
  project: WorkspaceResponse['project'];
  stage: WorkspaceResponse['stage']['stage'];
  latest: WorkspaceSubmission | null;
  notes: WorkspaceNote[];
  check: WorkspaceResponse['platformCheck'];
  channels: ChannelSnapshot[];
  /** The newest published version of the initial report; null before the first. */
  report: PublishedReport | null;
  generatedAt: Date;
}

export async function readBriefData(
  db: Database,
  projectId: number,
  now: Date,
): Promise<BriefPdfData> {
  const readNotes = async () => {
    const notes: WorkspaceNote[] = [];
    for await (const page of allPages((cursor) =>
      notesPage(db, projectId, cursor, NOTES_PAGE_SIZE),
    )) {
      notes.push(...page);
    }
    return notes;
  };
  // The workspace first: it answers 404 for a project that does not exist.
  const workspace = await projectWorkspace(db, projectId);
  const [latest, notes, channels, report] = await Promise.all([
    submissionsPage(db, projectId, undefined, 1),
    readNotes(),
    snapshotsOf(db, projectId),
    publishedReportOf(db, projectId),
  ]);
  return {
    project: workspace.project,
    stage: workspace.stage.stage,
    latest: latest.items[0] ?? null,
    notes,
    check: workspace.platformCheck,
    channels,
    report,
    generatedAt: now,
  };
}
