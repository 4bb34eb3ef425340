/**
 * "Welcome back, {name}" (display name, else the email before the @, else User), and what to do
 * below: nothing, once the engagement is closed (decision 101).
 */
import { displayNameOf } from '../../../../common/auth/accounts.ts';
import { METRICS_MESSAGES } from '../../../../common/metrics/messages.ts';
import { Card, CardDescription, CardHeader } from '../../../components/ui/card.tsx';

export function WelcomeCard({
  user,
  closed = false,
}: {
  user: { name?: string | null; email?: string | null };
  closed?: boolean;
}) {
  return (
    <Card className="bg-gradient-to-r from-primary to-[#16365f] text-primary-foreground">
      <CardHeader className="max-sm:px-4 max-sm:py-3">
        <h2 className="text-base font-semibold leading-tight sm:text-xl">
          {METRICS_MESSAGES.welcomeBack(displayNameOf(user))}
        </h2>
        {/* What happens next depends on the engagement's stage: the stage card says it.
            On a phone the line gives its room to the data entry. */}
        {!closed && (
          <CardDescription className="text-primary-foreground/80 max-sm:hidden">
            Share your metrics and context below; the stage card shows where your engagement stands
            and what happens next.
          </CardDescription>
        )}
      </CardHeader>
    </Card>
  );
}
