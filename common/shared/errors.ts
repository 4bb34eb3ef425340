import { z } from './zod.ts';

/**
 * What support needs of a vendor's failure (Google's error code and request id): kept apart
 * from the message, which is written for a person; the UI shows it behind "Details".
 */
export const vendorErrorDetailsSchema = z.object({
  vendorCode: z.string(),
  requestId: z.string().nullable(),
});
export type VendorErrorDetails = z.infer<typeof vendorErrorDetailsSchema>;

/** The body of every API error: a readable message, plus field issues for a 400. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  details: vendorErrorDetailsSchema.optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
