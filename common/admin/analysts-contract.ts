/**
 * The firm's analysts (decision 099): administrators name them by address and
 * assign them to projects; an analyst works on those projects' pages and nothing else.
 */
import { z } from '../shared/zod.ts';
import { DATABASE_INT_MAX } from '../shared/constants.ts';
import { invitationEmailSchema } from '../invitations/contract.ts';
import { projectIdSchema } from '../projects/contract.ts';

const analystIdSchema = z.coerce
  .number({ error: 'must be an analyst id' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(DATABASE_INT_MAX, 'must be an analyst id');

export const analystSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** Their account, once they signed up; null until then. */
  userId: z.number().int().nullable(),
  addedBy: z.string(),
  createdAt: z.string(),
  projects: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Analyst = z.infer<typeof analystSchema>;
export const analystsResponseSchema = z.array(analystSchema);

/** POST /api/admin/analysts. */
export const addAnalystSchema = z.strictObject({ email: invitationEmailSchema });
export type AddAnalystInput = z.input<typeof addAnalystSchema>;

/** DELETE /api/admin/analysts/:analystId. */
export const analystParamsSchema = z.strictObject({ analystId: analystIdSchema });

/** PUT and DELETE /api/admin/projects/:projectId/analysts/:analystId. */
export const assignmentParamsSchema = z.strictObject({
  projectId: projectIdSchema,
  analystId: analystIdSchema,
});
