import { Button } from "./button.tsx";

/** What a paged list (an infinite query) offers the button. */
export type PagedList = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** "Load more" under a keyset-paged list, while there is a next page; busy while it loads. */
export function LoadMore({ list }: { list: PagedList }) {
  if (!list.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        type="button"
        variant="outline"
        onClick={() => void list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
        aria-busy={list.isFetchingNextPage}
      >
        {list.isFetchingNextPage ? "Loading…" : "Load more"}
      </Button>
    </div>
  );
}
