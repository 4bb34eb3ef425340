/** The admin's project page: the same platform check, with who chose the accounts and when. */
import { useId } from 'react';
import type { PlatformCheck } from '../../../../common/platform-check/contract.ts';
import { PLATFORM_CHECK_MESSAGES as M } from '../../../../common/platform-check/messages.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PlatformCheckView } from './platform-check-view.tsx';

/** `check` comes with the project page's workspace read: the page's data stays three reads. */
export function AdminPlatformCheckCard({ check }: { check: PlatformCheck }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {M.adminTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <PlatformCheckView check={check} />
      </CardContent>
    </Card>
  );
}
