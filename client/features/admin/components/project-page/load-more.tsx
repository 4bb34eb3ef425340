import { PROJECT_PAGE_MESSAGES } from '../../../../../common/admin/messages.ts';
import { Button } from '../../../../components/ui/button.tsx';

/** The next cursor page of a list, while there is one. */
export function LoadMore({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="self-center"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? 'Loading...' : PROJECT_PAGE_MESSAGES.loadMore}
    </Button>
  );
}
