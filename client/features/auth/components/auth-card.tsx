/**
 * The frame of the signed-out screens (sign-in / sign-up, choosing a new password): the
 * logo (the way back to the public site) and the portal's welcome above one card. A page a
 * signed-in user reaches too (an unknown portal address) leaves the welcome out, since it
 * asks the reader to sign in; its card's title is then the page's heading.
 */
import type { ReactNode } from 'react';
import { AUTH_MESSAGES } from '../../../../common/auth/messages.ts';
import { BrandHomeLink } from '../../../components/layouts/brand.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';

export function AuthCard({
  title,
  description,
  welcome = true,
  children,
}: {
  title: string;
  description?: string;
  welcome?: boolean;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4 py-10">
      <div className="flex w-full max-w-md flex-col gap-6">
        <BrandHomeLink className="self-center" />
        {welcome && (
          <div className="text-center sm:-mx-16">
            <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">
              {AUTH_MESSAGES.welcome}
            </h1>
            <p className="mt-2 text-muted-foreground">{AUTH_MESSAGES.subtitle}</p>
          </div>
        )}
        <Card>
          <CardHeader>
            <CardTitle as={welcome ? 'h2' : 'h1'}>{title}</CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent className="flex flex-col gap-4">{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}
