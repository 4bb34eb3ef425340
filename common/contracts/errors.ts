import { z } from './zod.ts';

/** The body of every API error: a readable message, plus field issues for a 400. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
