/** Any other address under /portal: not a page of the portal. */
import { PortalNotFoundPage } from '../../../features/auth/index.ts';

export function Component() {
  return <PortalNotFoundPage />;
}
