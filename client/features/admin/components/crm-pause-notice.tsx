/**
 * Shown above the contacts while HubSpot's daily API limit pauses every contact's CRM sync
 * (docs/decisions/084): when it is tried again, and why then.
 */
import type { CrmPause } from '../../../../common/leads/contract.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { formatDateTimeInText } from '../../../lib/format.ts';

export const CRM_PAUSE_TITLE = 'Syncing to HubSpot is paused';

export function crmPauseText({ until, timeZone }: CrmPause): string {
  const reached = "HubSpot's daily API limit was reached.";
  return timeZone
    ? `${reached} Syncing resumes at ${formatDateTimeInText(until)}, when the limit resets at midnight in the HubSpot account's time zone (${timeZone}).`
    : `${reached} Without the account's time zone (HUBSPOT_TIME_ZONE) the sync tries again every hour; the next attempt is at ${formatDateTimeInText(until)}.`;
}

export function CrmPauseNotice({ pause }: { pause: CrmPause }) {
  return (
    <Alert>
      <AlertTitle>{CRM_PAUSE_TITLE}</AlertTitle>
      <AlertDescription>{crmPauseText(pause)}</AlertDescription>
    </Alert>
  );
}
