/**
 * The project's audit trail on its page (decision 098). Read when asked for: the page's own
 * data stays three requests, and the trail is the part read least.
 */
import { History } from 'lucide-react';
import { useState } from 'react';
import { AUDIT_MESSAGES } from '../../../../../common/audit/messages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { AuditTrailCard } from '../audit-trail-card.tsx';

export function ActivitySection({ projectId }: { projectId: number }) {
  const [shown, setShown] = useState(false);
  if (shown) return <AuditTrailCard projectId={projectId} />;
  return (
    <div>
      <Button variant="outline" onClick={() => setShown(true)}>
        <History aria-hidden="true" />
        {AUDIT_MESSAGES.showActivity}
      </Button>
    </div>
  );
}
