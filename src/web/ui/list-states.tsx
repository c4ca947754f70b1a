import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { useErrorToast } from "../lib/use-error-toast.ts";
import { Button } from "./button.tsx";
import { Card } from "./card.tsx";
import { ListMessage } from "./list-message.tsx";
import { LoadError } from "./load-error.tsx";
import { LoadMore, type PagedList } from "./load-more.tsx";
import { PrimaryActionButton, type PrimaryAction } from "./page-header.tsx";
import { Skeleton } from "./skeleton.tsx";

/** What a list screen needs of its (infinite) query. */
export type ListQuery = PagedList & {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * The four states every list screen has: a skeleton while the first page loads; the error with Retry (and the
 * spec's toast) when nothing could be shown; the empty state (or "no matches") with its call to action; the
 * rows with Load more. A failure after rows are shown keeps them (the toast says what happened).
 */
export function ListView({
  query,
  count,
  errorTitle,
  skeleton,
  empty,
  children,
}: {
  query: ListQuery;
  /** How many rows are loaded. */
  count: number;
  /** The spec's "Error fetching …" title. */
  errorTitle: string;
  skeleton: ReactNode;
  /** Shown when there are no rows: EmptyList, or NoMatches when filters are in use. */
  empty: ReactNode;
  children: ReactNode;
}) {
  useErrorToast(query.error, errorTitle);
  if (query.isPending) return skeleton;
  if (query.isError && count === 0) {
    return (
      <LoadError
        title={errorTitle}
        message={query.error?.message ?? ""}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (count === 0) return empty;
  return (
    <>
      {children}
      <LoadMore list={query} />
    </>
  );
}

/** Placeholders in the shape of the list while its first page loads: table rows, or a grid of cards. */
export function ListSkeleton({
  label,
  variant = "rows",
  count = variant === "rows" ? 5 : 6,
}: {
  label: string;
  variant?: "rows" | "cards";
  count?: number;
}) {
  const items = Array.from({ length: count }, (_, i) => i);
  if (variant === "cards") {
    return (
      <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((i) => (
          <Card key={i} className="space-y-4 p-5">
            <div className="flex justify-between gap-3">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
            <div className="space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
            </div>
            <Skeleton className="h-2 w-full rounded-full" />
          </Card>
        ))}
      </div>
    );
  }
  return (
    <Card role="status" aria-label={label} className="divide-y divide-border">
      {items.map((i) => (
        <div key={i} className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/4" />
          </div>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-8 w-28" />
        </div>
      ))}
    </Card>
  );
}

/**
 * A list with nothing in it yet: what it holds and, for those who may write, the first action. `children`
 * speaks to a writer, `readOnlyText` to a viewer.
 */
export function EmptyList({
  icon,
  title,
  action,
  readOnlyText,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** The call to action; null for a viewer, who sees `readOnlyText`. */
  action: PrimaryAction | null;
  readOnlyText: string;
  children: ReactNode;
}) {
  return (
    <ListMessage icon={icon} title={title} action={action ? <PrimaryActionButton action={action} /> : null}>
      {action ? children : readOnlyText}
    </ListMessage>
  );
}

/** Filters that match nothing: say so, and offer to clear them. */
export function NoMatches({ title, children, onClear }: { title: string; children: ReactNode; onClear: () => void }) {
  return (
    <ListMessage
      icon={<SearchX />}
      title={title}
      action={
        <Button type="button" variant="outline" onClick={onClear}>
          Clear Filters
        </Button>
      }
    >
      {children}
    </ListMessage>
  );
}
