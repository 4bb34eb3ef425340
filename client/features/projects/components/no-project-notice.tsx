/**
 * What a signed-in user with no project reads (docs/product.md#states): not an error, but
 * who adds them and where the project will appear; for an administrator, the way to create
 * the first project.
 */
import { FolderPlus, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../../common/shared/paths.ts';
import { NO_PROJECT_MESSAGES } from '../../../../common/projects/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';

/** The admin dashboard, with its Create Project dialog open. */
export const CREATE_FIRST_PROJECT_PATH = `${PATHS.admin}?create=project`;

export function NoProjectNotice({ isAdmin, lead }: { isAdmin: boolean; lead?: string }) {
  const Icon = isAdmin ? FolderPlus : UsersRound;
  return (
    <Card data-testid="no-project-notice">
      <CardContent className="flex flex-col items-start gap-3 p-6 sm:flex-row sm:gap-5">
        <Icon aria-hidden="true" className="size-10 shrink-0 text-accent" />
        <div className="flex flex-col items-start gap-2">
          <h2 className="text-lg font-semibold">{NO_PROJECT_MESSAGES.title}</h2>
          {lead && <p className="max-w-prose text-sm">{lead}</p>}
          <p className="max-w-prose text-sm text-muted-foreground">
            {isAdmin ? NO_PROJECT_MESSAGES.admin : NO_PROJECT_MESSAGES.client}
          </p>
          {isAdmin && (
            <Button asChild className="mt-1">
              <Link to={CREATE_FIRST_PROJECT_PATH}>
                <FolderPlus aria-hidden="true" />
                {NO_PROJECT_MESSAGES.createFirst}
              </Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
