/**
 * The client's dashboard of a closed engagement (decision 101): when it was closed and that
 * its data was deleted on purpose, so the page reads as a closed engagement, not an empty one.
 */
import { Lock } from 'lucide-react';
import { CLOSED_PROJECT_MESSAGES } from '../../../../common/projects/messages.ts';
import { PRODUCT_NAME } from '../../../../common/shared/constants.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { formatDateInText } from '../../../lib/format.ts';

export function ClosedEngagementBanner({ closedAt }: { closedAt: string }) {
  // A state the page is in, not news: read where it stands, not announced as an alert.
  return (
    <Alert role="status" className="flex items-start gap-3 border-primary/30 bg-primary/5">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <AlertDescription className="font-medium text-primary">
        {CLOSED_PROJECT_MESSAGES.banner(formatDateInText(closedAt), PRODUCT_NAME)}
      </AlertDescription>
    </Alert>
  );
}
