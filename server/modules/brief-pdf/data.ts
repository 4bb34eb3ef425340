/**
 * What the brief's PDF shows, read from the database only: the project, its latest submission,
 * every note (newest first, a keyset page at a time), the connections as the state worker
 * last stored them (decision 100) and the platform check from its stored snapshot
 * (decision 105). Nothing here asks a vendor.
 */
import type { PlatformCheck } from '../../../common/platform-check/contract.ts';
import type {
  WorkspaceNote,
  WorkspaceResponse,
  WorkspaceSubmission,
} from '../../../common/admin/workspace-contract.ts';
import type { Database } from '../../db/client.ts';
import { allPages } from '../../lib/csv.ts';
import { notesPage, projectWorkspace, submissionsPage } from '../admin/index.ts';

/** Notes read per page. */
const NOTES_PAGE_SIZE = 500;

export interface BriefPdfData {
  project: WorkspaceResponse['project'];
  connectors: WorkspaceResponse['connectors'];
  googleGrants: WorkspaceResponse['googleGrants'];
  latest: WorkspaceSubmission | null;
  notes: WorkspaceNote[];
  check: PlatformCheck;
  generatedAt: Date;
}

export async function readBriefData(
  db: Database,
  platformCheck: (projectId: number) => Promise<PlatformCheck>,
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
  const [latest, notes, check] = await Promise.all([
    submissionsPage(db, projectId, undefined, 1),
    readNotes(),
    platformCheck(projectId),
  ]);
  return {
    project: workspace.project,
    connectors: workspace.connectors,
    googleGrants: workspace.googleGrants,
    latest: latest.items[0] ?? null,
    notes,
    check,
    generatedAt: now,
  };
}
