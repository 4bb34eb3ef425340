/**
 * The projects matching what the administrator types, for the Projects tab and the pickers
 * that choose a project (assign, invite, the audit filter): a firm has thousands, so each
 * reads a page at a time from the server's search instead of the whole list.
 */
import { useDeferredValue, useState } from 'react';
import type { ProjectStatus } from '../../../../common/projects/constants.ts';
import type { AdminProject } from '../../../../common/projects/contract.ts';
import { useAdminProjects } from '../api/admin.ts';

export const PROJECT_SEARCH = {
  label: 'Search projects',
  placeholder: 'e.g. Acme or acme_holdings',
  noMatch: (search: string) => `No projects match “${search}”.`,
};

/**
 * The search's matches, with the project already chosen first when the search leaves it
 * out: a choice stays shown (and selectable) while another search is typed.
 */
export function withChosen(matches: AdminProject[], chosen: AdminProject | null | undefined) {
  return chosen && !matches.some((project) => project.id === chosen.id)
    ? [chosen, ...matches]
    : matches;
}

export function useProjectSearch(status?: ProjectStatus) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const projects = useAdminProjects({ search: term || undefined, status });
  return { search, setSearch, term, projects };
}
