/**
 * /portal/admin/projects/:projectId (docs/product.md#workspace): one project's page, behind the
 * same check as /portal/admin (the administrator, with two-factor sign-in on).
 */
import { useParams } from 'react-router';
import { projectIdSchema } from '../../../../common/contracts/projects.ts';
import { AdminGate } from '../../../features/admin/components/admin-gate.tsx';
import {
  ProjectNotFound,
  ProjectPage,
} from '../../../features/admin/components/project-page/project-page.tsx';

export function Component() {
  const { projectId } = useParams();
  const id = projectIdSchema.safeParse(projectId);
  return (
    <AdminGate>{id.success ? <ProjectPage projectId={id.data} /> : <ProjectNotFound />}</AdminGate>
  );
}
