import { Monitor, Smartphone } from 'lucide-react';
import type { AccountSession } from '../../../../common/account/contract.ts';
import { ACCOUNT_MESSAGES } from '../../../../common/account/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { saveWithToast } from '../../../lib/save-with-toast.ts';
import { revokeOtherSessions, useAccountSessions, useRefreshSessions } from '../api/account.ts';
import { describeDevice, isMobileDevice } from '../lib/device.ts';
import { AccountSection } from './account-section.tsx';

/** This device's session first, then the most recently seen. */
function ordered(sessions: AccountSession[], currentId: string): AccountSession[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.id === currentId) - Number(a.id === currentId) ||
      Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
  );
}

/** Where the account is signed in (device, address, last seen), and "sign out everywhere else". */
export function SessionsSection({ currentSessionId }: { currentSessionId: string }) {
  const sessions = useAccountSessions();
  const refreshSessions = useRefreshSessions();
  const list = ordered(sessions.data ?? [], currentSessionId);
  const others = list.filter((session) => session.id !== currentSessionId).length;

  async function signOutOthers() {
    await saveWithToast(revokeOtherSessions, ACCOUNT_MESSAGES.signedOutOthers);
    await refreshSessions();
  }

  return (
    <AccountSection
      title={ACCOUNT_MESSAGES.sessionsTitle}
      description={ACCOUNT_MESSAGES.sessionsDescription}
    >
      {sessions.isError && (
        <p role="alert" className="text-sm text-destructive">
          {ACCOUNT_MESSAGES.loadFailed}: {sessions.error.message}
        </p>
      )}
      <ul
        aria-label={ACCOUNT_MESSAGES.sessionsTitle}
        className="flex flex-col divide-y divide-border"
      >
        {list.map((session) => {
          const Icon = isMobileDevice(session.userAgent) ? Smartphone : Monitor;
          return (
            <li key={session.id} className="flex items-start gap-3 py-3 first:pt-0">
              <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{describeDevice(session.userAgent)}</span>
                  {session.id === currentSessionId && (
                    <Badge variant="secondary">{ACCOUNT_MESSAGES.thisDevice}</Badge>
                  )}
                </div>
                <span className="text-sm text-muted-foreground">
                  {session.ipAddress || ACCOUNT_MESSAGES.unknownIp} · {ACCOUNT_MESSAGES.lastSeen}{' '}
                  {formatDateTime(session.updatedAt)}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={others === 0} onClick={() => void signOutOthers()}>
          {ACCOUNT_MESSAGES.signOutOthers}
        </Button>
        {sessions.isSuccess && others === 0 && (
          <span className="text-sm text-muted-foreground">{ACCOUNT_MESSAGES.noOtherSessions}</span>
        )}
      </div>
    </AccountSection>
  );
}
