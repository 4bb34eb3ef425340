import { useQuery } from '@tanstack/react-query';
import { QUERY_TIMING } from '../../../../common/shared/constants.ts';
import { userProjectsResponseSchema } from '../../../../common/projects/contract.ts';
import { readQuery } from '../../../lib/api.ts';

const USER_PROJECTS_PATH = '/api/user/projects';

/** GET /api/user/projects: the signed-in user's projects with their role (stale after 30 s). */
export function useUserProjects() {
  return useQuery({
    ...readQuery(USER_PROJECTS_PATH, userProjectsResponseSchema),
    staleTime: QUERY_TIMING.projectsStaleMs,
  });
}
