/** The search box of the Projects tab and of each project picker (useProjectSearch). */
import { PROJECT_SEARCH } from '../hooks/use-project-search.ts';
import { SearchField } from './list-controls.tsx';

export function ProjectSearchField({
  id,
  search,
}: {
  id: string;
  search: { search: string; setSearch: (value: string) => void };
}) {
  return (
    <SearchField
      id={id}
      label={PROJECT_SEARCH.label}
      placeholder={PROJECT_SEARCH.placeholder}
      value={search.search}
      onChange={search.setSearch}
    />
  );
}
