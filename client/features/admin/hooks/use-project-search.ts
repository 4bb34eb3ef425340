/**
 * The projects matching what the administrator types, for the Projects tab and the pickers
 * that choose a project (assign, invite, the audit filter): a firm has thousands, so each
 * reads a page at a time from the server's search instead of the whole list.
 */
import { useDeferredValue, useState } from 'react';
import type { ProjectStatus } from '../../../../common/constants.ts';
import { useAdminProjects } from '../api/admin.ts';

export const PROJECT_SEARCH = {
  label: 'Search projects',
  placeholder: 'e.g. Acme or acme_holdings',
  noMatch: (search: string) => `No projects match “${search}”.`,
};

export function useProjectSearch(status?: ProjectStatus) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const projects = useAdminProjects({ search: term || undefined, status });
  return { search, setSearch, term, projects };
}
