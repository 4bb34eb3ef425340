/**
 * The projects matching what the administrator types, for the Projects tab and the pickers
 * that choose a project (assign, invite, the audit filter): a firm has thousands, so each
 * reads a page at a time from the server's search instead of the whole list. The term is
 * searched once typing pauses (useDebouncedCallback), or at once on Enter (`flush`).
 */
import { useState } from 'react';
import type { ProjectStatus } from '../../../../common/projects/constants.ts';
import type { AdminProject } from '../../../../common/projects/contract.ts';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
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
  /** What the search box holds; `term` is the one searched, once typing pauses. */
  const [search, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const applySearch = useDebouncedCallback(setTerm);
  const projects = useAdminProjects({ search: term || undefined, status });
  return {
    search,
    setSearch: (value: string) => {
      setTyped(value);
      applySearch.schedule(value.trim());
    },
    /** Searches what is typed now (Enter). */
    flush: applySearch.flush,
    term,
    /** The typed term is not searched yet: the matches shown answer an older one. */
    searching: search.trim() !== term,
    projects,
  };
}
