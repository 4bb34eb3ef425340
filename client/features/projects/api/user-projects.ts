import { useQuery } from '@tanstack/react-query';
import { QUERY_TIMING } from '../../../../common/constants.ts';
import type { UserProject } from '../../../../common/contracts/projects.ts';

export const USER_PROJECTS_QUERY_KEY = ['/api/user/projects'] as const;

/** GET /api/user/projects: the signed-in user's projects with their role (stale after 30 s). */
export function useUserProjects() {
  return useQuery<UserProject[]>({
    queryKey: USER_PROJECTS_QUERY_KEY,
    staleTime: QUERY_TIMING.projectsStaleMs,
  });
}
