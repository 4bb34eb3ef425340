/**
 * An address under /portal that no portal page answers (docs/product.md#routes). The server serves
 * the portal for every such address, so reloading it as a document of the public site
 * would only load the portal again.
 */
import { Link } from 'react-router';
import { PATHS } from '../../../../common/shared/paths.ts';
import { PORTAL_NOT_FOUND_MESSAGES } from '../../../../common/shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AuthCard } from './auth-card.tsx';

export function PortalNotFoundPage() {
  return (
    <AuthCard
      title={PORTAL_NOT_FOUND_MESSAGES.title}
      description={PORTAL_NOT_FOUND_MESSAGES.description}
      welcome={false}
    >
      <Button asChild className="w-full">
        <Link to={PATHS.portalDashboard}>{PORTAL_NOT_FOUND_MESSAGES.openPortal}</Link>
      </Button>
    </AuthCard>
  );
}
