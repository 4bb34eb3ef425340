/** The admin API (SPEC point 7) as queries and mutations. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContactsQuery,
  AdminContactsResponse,
} from '../../../../common/contracts/contact.ts';
import type {
  AdminProject,
  AdminUser,
  AssignProjectsInput,
  CreateProjectInput,
  UpdateProjectInput,
} from '../../../../common/contracts/projects.ts';
import { apiRequest } from '../../../lib/api.ts';

export const ADMIN_PROJECTS_QUERY_KEY = ['/api/admin/projects'] as const;
export const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const;
const USER_PROJECTS_PATH = '/api/user/projects';

export function useAdminProjects() {
  return useQuery<AdminProject[]>({ queryKey: ADMIN_PROJECTS_QUERY_KEY });
}

export function useAdminUsers() {
  return useQuery<AdminUser[]>({ queryKey: ADMIN_USERS_QUERY_KEY });
}

/** One page of contacts with their CRM sync state; refreshed while the tab is open. */
export function useAdminContacts({ status, page, pageSize }: AdminContactsQuery) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) query.set('status', status);
  return useQuery<AdminContactsResponse>({
    queryKey: [`/api/admin/contacts?${query}`],
    refetchInterval: 30_000,
  });
}

/** After any admin change: the lists, and the admin's own project list (names, roles). */
function useRefreshAdminData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_PROJECTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: [USER_PROJECTS_PATH] }),
    ]);
}

export function useCreateProject() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: (input: CreateProjectInput) =>
      apiRequest<AdminProject>('POST', '/api/admin/projects', input),
    onSuccess: refresh,
  });
}

export function useUpdateProject() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateProjectInput & { id: number }) =>
      apiRequest<AdminProject>('PATCH', `/api/admin/projects/${id}`, input),
    onSuccess: refresh,
  });
}

export function useAssignProjects() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: ({ userId, ...input }: AssignProjectsInput & { userId: number }) =>
      apiRequest<AdminUser>('PUT', `/api/admin/users/${userId}/projects`, input),
    onSuccess: refresh,
  });
}
