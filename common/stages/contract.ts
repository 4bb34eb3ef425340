/**
 * The engagement's stage (docs/product.md#stages): where each project stands in
 * the customer journey, moved by an administrator with a date and an optional message.
 */
import { z } from '../shared/zod.ts';
import { ENGAGEMENT_STAGES } from './constants.ts';
import { withoutNul } from '../shared/request.ts';

export const STAGE_MESSAGE_MAX_LENGTH = 2000;

/** POST /api/admin/projects/:projectId/stage */
export const moveStageSchema = z.strictObject({
  stage: z.enum(ENGAGEMENT_STAGES, { error: 'must be one of the five stages' }),
  /** The day the stage began (YYYY-MM-DD); today (UTC) when absent. */
  effectiveOn: z.iso
    .date({ error: 'must be a date such as 2026-05-01' })
    .refine((value) => value >= '2000-01-01', 'must be a date from 2000 on')
    .optional(),
  message: z
    .string()
    .trim()
    .max(STAGE_MESSAGE_MAX_LENGTH, `must be at most ${STAGE_MESSAGE_MAX_LENGTH} characters`)
    .refine(...withoutNul('message'))
    .optional()
    // PostgreSQL's jsonb (the mail, the audit entry) refuses a lone UTF-16 surrogate.
    .transform((value) => value?.replace(/\p{Cs}/gu, '\uFFFD') || undefined),
});
export type MoveStageInput = z.input<typeof moveStageSchema>;
export type MoveStage = z.output<typeof moveStageSchema>;

/** One move of the stage, as the project page lists them (newest first). */
export const stageMoveSchema = z.object({
  id: z.number().int(),
  stage: z.enum(ENGAGEMENT_STAGES),
  effectiveOn: z.string(),
  message: z.string().nullable(),
  /** The administrator's address; empty when the initial report's first draft moved it. */
  movedBy: z.string(),
  movedAt: z.string(),
});
export type StageMove = z.infer<typeof stageMoveSchema>;

/** GET /api/projects/:projectId/stage: what the client's dashboard shows. */
export const projectStageSchema = z.object({
  stage: z.enum(ENGAGEMENT_STAGES),
  /** The day the current stage began; null: never moved (the first stage). */
  since: z.string().nullable(),
  /** The firm's latest message with the day of its move; null: none yet. */
  message: z.object({ text: z.string(), on: z.string() }).nullable(),
  /** The first submission plus INITIAL_REPORT_DUE_HOURS (ISO 8601); null: none yet. */
  reportDueAt: z.string().nullable(),
  /** When the initial report was first published (docs/product.md#initial-report); null: not yet. */
  reportPublishedAt: z.string().nullable(),
});
export type ProjectStage = z.infer<typeof projectStageSchema>;

/** The project page's view and the move's answer: the stage and every move. */
export const adminStageSchema = projectStageSchema.extend({ history: z.array(stageMoveSchema) });
export type AdminStage = z.infer<typeof adminStageSchema>;

export const stagePath = (projectId: number) => `/api/projects/${projectId}/stage`;
export const adminStagePath = (projectId: number) => `/api/admin/projects/${projectId}/stage`;
