import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';

/**
 * What /portal/admin shows someone it does not let in yet: why, and the one place to go
 * (Access Denied, docs/product.md#projects-and-roles; an administrator without two-factor
 * sign-in).
 */
export interface AdminGateNoticeProps {
  icon: LucideIcon;
  tone: 'refused' | 'next-step';
  title: string;
  description: string;
  action: { to: string; label: string };
}

export function AdminGateNotice({
  icon: Icon,
  tone,
  title,
  description,
  action,
}: AdminGateNoticeProps) {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <Icon
            className={cn('size-10', tone === 'refused' ? 'text-destructive' : 'text-primary')}
            aria-hidden="true"
          />
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={action.to}>{action.label}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
