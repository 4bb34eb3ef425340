import {
  vendorErrorDetailsSchema,
  type VendorErrorDetails,
} from '../../../../common/shared/errors.ts';
import { ApiRequestError } from '../../../lib/api.ts';

/** The vendor's code and request id a failed answer carried beside its message, if any. */
export function vendorDetailsOf(error: unknown): VendorErrorDetails | null {
  if (!(error instanceof ApiRequestError) || !error.body) return null;
  try {
    const body = JSON.parse(error.body) as { details?: unknown };
    const parsed = vendorErrorDetailsSchema.safeParse(body.details);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
