import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '../../../../common/messages.ts';
import { PATHS } from '../../../../common/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';

/** SPEC point 6: what anyone but the administrator sees on /portal/admin. */
export function AccessDenied() {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{AUTH_MESSAGES.accessDenied}</h1>
          <p className="text-muted-foreground">{AUTH_MESSAGES.accessDeniedDescription}</p>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={PATHS.portalDashboard}>{AUTH_MESSAGES.goToPortal}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
