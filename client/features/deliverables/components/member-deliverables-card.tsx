/** The member's dashboard: the files the firm shared with the active project. */
import { useId } from 'react';
import { PRODUCT_NAME } from '../../../../common/constants.ts';
import { DELIVERABLE_MESSAGES } from '../../../../common/messages.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useDeliverables } from '../api/deliverables.ts';
import { DeliverablesList } from './deliverables-list.tsx';

export function MemberDeliverablesCard({ projectId }: { projectId: number }) {
  const deliverables = useDeliverables(projectId);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {DELIVERABLE_MESSAGES.memberTitle(PRODUCT_NAME)}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <DeliverablesList
          query={deliverables}
          items={deliverables.data}
          empty={DELIVERABLE_MESSAGES.memberEmpty(PRODUCT_NAME)}
        />
      </CardContent>
    </Card>
  );
}
