/**
 * /connections (docs/product.md#connections): the return banner, what a user with no
 * project yet reads, then the connections panel.
 */
import { useSession } from '../../../features/auth/index.ts';
import { ConnectionResultBanner, ConnectionsPanel } from '../../../features/connections/index.ts';
import { NoProjectNotice, useActiveProject } from '../../../features/projects/index.ts';

export function Component() {
  const { projects, isLoading } = useActiveProject();
  const isAdmin = useSession().data?.user.isAdmin === true;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <ConnectionResultBanner />
      {!isLoading && projects.length === 0 && <NoProjectNotice isAdmin={isAdmin} />}
      <ConnectionsPanel headingLevel="h1" />
    </div>
  );
}
