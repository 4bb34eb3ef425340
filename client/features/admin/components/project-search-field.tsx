/**
 * The search box of the Projects tab and of each project picker (useProjectSearch): it
 * searches once typing pauses, and at once on Enter.
 */
import type { FormEvent } from 'react';
import { PROJECT_SEARCH } from '../hooks/use-project-search.ts';
import { SearchField } from './list-controls.tsx';

export function ProjectSearchField({
  id,
  search,
}: {
  id: string;
  search: { search: string; setSearch: (value: string) => void; flush: () => void };
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.flush();
  };
  return (
    <form role="search" onSubmit={submit} className="min-w-0">
      <SearchField
        id={id}
        label={PROJECT_SEARCH.label}
        placeholder={PROJECT_SEARCH.placeholder}
        value={search.search}
        onChange={search.setSearch}
      />
    </form>
  );
}
