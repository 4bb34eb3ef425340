import { useId, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';

interface AccountSectionProps {
  title: string;
  description: ReactNode;
  /** Beside the title (e.g. On / Off). */
  badge?: ReactNode;
  children: ReactNode;
}

/** One card of the account page: a region named by its title, an h2 under the page's h1. */
export function AccountSection({ title, description, badge, children }: AccountSectionProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2" id={titleId}>
            {title}
          </CardTitle>
          {badge}
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
