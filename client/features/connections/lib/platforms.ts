/** The platforms of the connections screen, in the order docs/product.md#connections lists them. */
import {
  COMING_SOON_PLATFORM_LABELS,
  type Platform,
  PLATFORM_LABELS,
} from '../../../../common/connections/constants.ts';
import { CONNECTION_MESSAGES } from '../../../../common/connections/messages.ts';

export const AVAILABLE_PLATFORMS: readonly Platform[] = ['meta', 'linkedin', 'google'];
export { COMING_SOON_PLATFORM_LABELS, PLATFORM_LABELS };

/** The name to show for a platform id from a URL or message; other text is shown as is. */
export function platformLabel(value: string | null | undefined): string {
  if (!value) return CONNECTION_MESSAGES.anyPlatform;
  return value in PLATFORM_LABELS ? PLATFORM_LABELS[value as Platform] : value;
}
