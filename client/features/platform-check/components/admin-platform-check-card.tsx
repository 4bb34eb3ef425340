/** The admin's project page: the same platform check, with who chose the accounts and when. */
import { useId } from 'react';
import { PLATFORM_CHECK_MESSAGES as M } from '../../../../common/engagement-messages.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useAdminPlatformCheck } from '../api/platform-check.ts';
import { PlatformCheckView } from './platform-check-view.tsx';

export function AdminPlatformCheckCard({ projectId }: { projectId: number }) {
  const check = useAdminPlatformCheck(projectId);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {M.adminTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {check.isError && <p className="text-sm text-destructive">{M.loadFailed}</p>}
        {check.data && <PlatformCheckView check={check.data} />}
      </CardContent>
    </Card>
  );
}
