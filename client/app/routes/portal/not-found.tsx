/** Any other address under /portal: not a page of the portal. */
import { PortalNotFoundPage } from '../../../features/auth/components/portal-not-found-page.tsx';

export function Component() {
  return <PortalNotFoundPage />;
}
