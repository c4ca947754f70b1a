import { useId, useState, type ReactNode } from "react";
import { ListDialog } from "./list-dialog.tsx";
import { ListSkeleton, ListView, NoMatches, type ListQuery } from "./list-states.tsx";
import { StatusFilter } from "./status-filter.tsx";

/** A module's words for its View All list: the dialog's title, its line under it, what it lists ("inspections") and the spec's "Error fetching …". */
export type StatusListTexts = { title: string; description: string; noun: string; errorTitle: string };

/** A module's keyset-paged list of one status ("" for all): its infinite query (`pagedQuery`). */
export type UseStatusList<S extends string, P> = (
  status: S | "",
) => ListQuery & { data: { pages: readonly P[] } | undefined };

/**
 * View All in a dialog with a Status filter (All Inspections, All Incidents): the kit's four states, Load more,
 * "no matches" with Clear Filters when a status has none; the module gives its query, its rows and its empty state.
 */
export function StatusListDialog<S extends string, P, T>({
  texts,
  statuses,
  useList,
  rowsOf,
  empty,
  onClose,
  children,
}: {
  texts: StatusListTexts;
  statuses: readonly S[];
  useList: UseStatusList<S, P>;
  /** The records of one page of the answer. */
  rowsOf: (page: P) => readonly T[];
  /** None at all: the module's EmptyList, with its first action for writers. */
  empty: ReactNode;
  onClose: () => void;
  /** The rows as the module shows them (its RecordTable). */
  children: (rows: readonly T[]) => ReactNode;
}) {
  const filterId = useId();
  const [status, setStatus] = useState<S | "">("");
  const query = useList(status);
  const rows = query.data?.pages.flatMap((page) => rowsOf(page)) ?? [];
  return (
    <ListDialog
      title={texts.title}
      description={texts.description}
      filters={<StatusFilter id={filterId} statuses={statuses} value={status} onChange={setStatus} />}
      onClose={onClose}
    >
      <ListView
        query={query}
        count={rows.length}
        errorTitle={texts.errorTitle}
        skeleton={<ListSkeleton label={`Loading ${texts.noun}`} count={3} />}
        empty={
          status ? (
            <NoMatches title={`No ${texts.noun} match`} onClear={() => setStatus("")}>
              {`None is ${status}. Choose another status, or clear the filter to see them all.`}
            </NoMatches>
          ) : (
            empty
          )
        }
      >
        {children(rows)}
      </ListView>
    </ListDialog>
  );
}
