/** "Welcome back, {name}" (SPEC point 2: display name, else the email before the @, else User). */
import { displayNameOf } from '../../../../common/accounts.ts';
import { DATA_MESSAGES } from '../../../../common/messages.ts';
import { Card, CardDescription, CardHeader } from '../../../components/ui/card.tsx';

export function WelcomeCard({ user }: { user: { name?: string | null; email?: string | null } }) {
  return (
    <Card className="bg-gradient-to-r from-primary to-[#16365f] text-primary-foreground">
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">
          {DATA_MESSAGES.welcomeBack(displayNameOf(user))}
        </h2>
        <CardDescription className="text-primary-foreground/80">
          Share your metrics and context below. As soon as you save, our AI analysis starts, and
          your initial report follows within 24-48 hours.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
