/**
 * The diligence brief as a PDF (decision 106): one document per project,
 * the same for the project's members and the firm.
 *
 *   GET /api/projects/:projectId/brief.pdf         a member or viewer (project guard)
 *   GET /api/admin/projects/:projectId/brief.pdf   an administrator or assigned analyst
 */
import { z } from 'zod';
import { projectIdSchema } from '../projects/contract.ts';
import { fileDay } from '../shared/format.ts';

export const BRIEF_PDF_API = {
  member: (projectId: number) => `/api/projects/${projectId}/brief.pdf`,
  firm: (projectId: number) => `/api/admin/projects/${projectId}/brief.pdf`,
} as const;

export const briefPdfParamsSchema = z.strictObject({ projectId: projectIdSchema });

/** "acme_holdings-brief-2026-05-02.pdf": the project's slug and the day (UTC). */
export function briefPdfFilename(slug: string, now: Date): string {
  return `${slug}-brief-${fileDay(now)}.pdf`;
}
