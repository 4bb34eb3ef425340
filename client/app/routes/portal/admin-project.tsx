/**
 * /portal/admin/projects/:projectId (docs/product.md#workspace): one project's page, behind the
 * same check as /portal/admin (the administrator, with two-factor sign-in on).
 */
import { useParams } from 'react-router';
import { projectIdSchema } from '../../../../common/projects/contract.ts';
import { AdminGate, ProjectNotFound, ProjectPage } from '../../../features/admin/index.ts';

export function Component() {
  const { projectId } = useParams();
  const id = projectIdSchema.safeParse(projectId);
  return (
    <AdminGate>{id.success ? <ProjectPage projectId={id.data} /> : <ProjectNotFound />}</AdminGate>
  );
}
