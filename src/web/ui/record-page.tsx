import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api.ts";
import { useErrorToast } from "../lib/use-error-toast.ts";
import { ButtonLink } from "./button.tsx";
import { ListMessage } from "./list-message.tsx";
import { LoadError } from "./load-error.tsx";
import { Skeleton } from "./skeleton.tsx";

/**
 * A record's own page (a project, a purchase order): a skeleton while it loads, "not found" when the server
 * answers 404 (deleted, or another organization's), the error with Retry, or the record under a link back to
 * its list. The error toast is said once; a 404 is said on the page only.
 */
export function RecordPage<T>({
  query,
  what,
  back,
  notFound,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T, Error>;
  /** "project", "purchase order": the skeleton's label. */
  what: string;
  back: { to: string; label: string };
  notFound: { icon: ReactNode; title: string; message: string };
  errorTitle: string;
  children: (record: T) => ReactNode;
}) {
  const missing = query.error instanceof ApiError && query.error.status === 404;
  useErrorToast(missing ? null : query.error, errorTitle);
  const backLink = (
    <ButtonLink to={back.to} variant="link" className="h-auto px-0">
      <ArrowLeft aria-hidden="true" />
      {back.label}
    </ButtonLink>
  );

  let body: ReactNode;
  if (query.isPending) body = <RecordSkeleton label={`Loading ${what}`} />;
  else if (missing)
    body = (
      <ListMessage level={1} icon={notFound.icon} title={notFound.title} action={backLink}>
        {notFound.message}
      </ListMessage>
    );
  else if (query.isError)
    body = (
      <LoadError
        level={1}
        title={errorTitle}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = children(query.data);

  return (
    <div className="space-y-6">
      {query.data ? backLink : null}
      {body}
    </div>
  );
}

/** The shape of a record's page while it loads (also while a page's code loads). */
export function RecordSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-6">
      <Skeleton className="h-5 w-36" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-56 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}
