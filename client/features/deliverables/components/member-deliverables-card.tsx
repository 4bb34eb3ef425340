/**
 * The member's dashboard: the files the firm shared with the active project. While there
 * are none it folds on a phone to its title: the empty list's text is behind it.
 */
import { useId } from 'react';
import { PRODUCT_NAME } from '../../../../common/shared/constants.ts';
import { DELIVERABLE_MESSAGES } from '../../../../common/deliverables/messages.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import {
  PHONE_FOLD_HEADER,
  PHONE_FOLD_TITLE,
  PhoneFoldButton,
  usePhoneFold,
} from '../../../components/ui/phone-fold.tsx';
import { useDeliverables } from '../api/deliverables.ts';
import { DeliverablesList } from './deliverables-list.tsx';

export function MemberDeliverablesCard({ projectId }: { projectId: number }) {
  const deliverables = useDeliverables(projectId);
  const titleId = useId();
  const fold = usePhoneFold();
  const foldable = deliverables.data?.length === 0;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className={PHONE_FOLD_HEADER}>
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h2" id={titleId} className={PHONE_FOLD_TITLE}>
            {DELIVERABLE_MESSAGES.memberTitle(PRODUCT_NAME)}
          </CardTitle>
          {foldable && <PhoneFoldButton fold={fold} label="about deliverables" />}
        </div>
      </CardHeader>
      <CardContent id={fold.contentId} className={foldable ? fold.contentClass : 'max-sm:px-4'}>
        <DeliverablesList
          query={deliverables}
          items={deliverables.data}
          empty={DELIVERABLE_MESSAGES.memberEmpty(PRODUCT_NAME)}
        />
      </CardContent>
    </Card>
  );
}
