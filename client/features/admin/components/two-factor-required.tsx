import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { TWO_FACTOR_MESSAGES } from '../../../../common/messages.ts';
import { PATHS } from '../../../../common/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';

/** What an administrator without two-factor sign-in sees on /portal/admin (issue 22). */
export function TwoFactorRequired() {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <KeyRound className="size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{TWO_FACTOR_MESSAGES.requiredTitle}</h1>
          <p className="text-muted-foreground">{TWO_FACTOR_MESSAGES.required}</p>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={PATHS.account}>{TWO_FACTOR_MESSAGES.goToAccount}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
