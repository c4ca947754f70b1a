import { ClipboardList, Plus } from "lucide-react";
import { href } from "../../shared/route.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { useUrlFilters } from "../../web/lib/use-url-filters.ts";
import { DownloadLink } from "../../web/ui/download-link.tsx";
import { EmptyList, ListSkeleton, ListView, NoMatches } from "../../web/ui/list-states.tsx";
import { PageHeader, PrimaryActionButton, type PrimaryAction } from "../../web/ui/page-header.tsx";
import { WaitingRecords } from "../../web/ui/waiting-records.tsx";
import { PUNCH_MSG, PUNCH_OUTBOX_KIND } from "./punch-lists.constants.ts";
import { NO_PUNCH_FILTERS, punchListQueryOf, readPunchFilters } from "./punch-lists.filters.ts";
import { usePunchItems } from "./punch-lists-api.ts";
import { punchListEndpoints } from "./punch-lists.routes.ts";
import { PunchDialogs, type PunchDialogState } from "./components/PunchDialogs.tsx";
import { PunchFilterBar } from "./components/PunchFilterBar.tsx";
import { PunchItemList, type PunchActions } from "./components/PunchItemList.tsx";

/**
 * /dashboard/punch-lists (issue 31): the punch items of every project, or of one, filtered by status, assignee
 * and location in the address; New Punch Item (kept on the device when offline), details with the moves the
 * person may make, and the chosen project's punch list as a PDF with photos.
 */
export function PunchListsPage() {
  useDocumentTitle("Punch Lists");
  const canWrite = useCanWrite();
  const [filters, setFilters] = useUrlFilters(readPunchFilters);
  const list = usePunchItems(filters);
  const dialog = useDialogState<PunchDialogState>();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  const add: PrimaryAction | null = canWrite
    ? {
        label: "New Punch Item",
        icon: <Plus aria-hidden="true" />,
        onClick: () => dialog.open({ kind: "create", projectId: filters.projectId }),
      }
    : null;
  const actions: PunchActions = {
    onView: (item) => dialog.open({ kind: "details", item }),
    onEdit: (item) => dialog.open({ kind: "edit", item }),
    onDelete: (item) => dialog.open({ kind: "delete", item }),
  };
  const { projectId, ...pdfFilters } = punchListQueryOf(filters);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Punch Lists"
        description="What is left to finish on each project, by location, trade and assignee, until it is closed."
        actions={
          <>
            {projectId ? (
              <DownloadLink
                href={href(punchListEndpoints.pdf, { params: { projectId }, query: pdfFilters })}
                size="default"
              >
                Punch List PDF
              </DownloadLink>
            ) : null}
            {add ? <PrimaryActionButton action={add} /> : null}
          </>
        }
      />
      <WaitingRecords kinds={[PUNCH_OUTBOX_KIND]} title="Punch items waiting to be sent" />
      <PunchFilterBar filters={filters} onChange={setFilters} />
      <ListView
        query={list}
        count={items.length}
        errorTitle={PUNCH_MSG.fetchError}
        skeleton={<ListSkeleton label="Loading punch items" />}
        empty={
          filtered ? (
            <NoMatches title="No matching punch items" onClear={() => setFilters(NO_PUNCH_FILTERS)}>
              No punch item matches these filters.
            </NoMatches>
          ) : (
            <EmptyList
              icon={<ClipboardList />}
              title="No punch items yet"
              action={add}
              readOnlyText="When your team adds punch items, they appear here."
            >
              A punch item is work left to finish: where it is, what to do, and who does it. Add the first one.
            </EmptyList>
          )
        }
      >
        <PunchItemList items={items} busy={list.isFetching} canWrite={canWrite} actions={actions} />
      </ListView>
      <PunchDialogs state={dialog.state} canWrite={canWrite} onOpen={dialog.open} onClose={dialog.close} />
    </div>
  );
}
