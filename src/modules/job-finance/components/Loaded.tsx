import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";

/**
 * A part of a screen that waits for one query: a skeleton while it loads (named for screen readers), the error
 * with Retry when it fails, then the content.
 */
export function Loaded<T>({
  query,
  what,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T, Error>;
  /** "the job costing": said while it loads. */
  what: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <LoadError
        title={errorTitle}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <div role="status" aria-label={`Loading ${what}`} className="space-y-3">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
