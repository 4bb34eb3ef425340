/** The admin's Overview (issue 23, screen 2): one list read a cursor page at a time. */
import {
  overviewResponseSchema,
  type OverviewQueryInput,
} from '../../../../common/contracts/overview.ts';
import { useCursorList } from './workspace.ts';

export function useOverview(filter: Omit<OverviewQueryInput, 'cursor'>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return useCursorList(`/api/admin/overview?${query}`, overviewResponseSchema);
}
