/** The admin's Overview (docs/product.md#workspace): one list read a cursor page at a time. */
import {
  overviewResponseSchema,
  type OverviewQueryInput,
} from '../../../../common/admin/overview-contract.ts';
import { filterQuery } from './admin.ts';
import { useCursorList } from './workspace.ts';

export function useOverview(filter: Omit<OverviewQueryInput, 'cursor'>) {
  return useCursorList(`/api/admin/overview?${filterQuery(filter)}`, overviewResponseSchema);
}
