import { MessageSquareText, Plus } from "lucide-react";
import { Link } from "react-router";
import { formatDate, localToday } from "../../web/lib/format.ts";
import { lazyDialog } from "../../web/lib/lazy-dialog.tsx";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { useUrlFilters } from "../../web/lib/use-url-filters.ts";
import { paths } from "../../web/paths.ts";
import { Card } from "../../web/ui/card.tsx";
import { DownloadLink } from "../../web/ui/download-link.tsx";
import { Label } from "../../web/ui/input.tsx";
import { EmptyList, ListSkeleton, ListView, NoMatches } from "../../web/ui/list-states.tsx";
import { RecordTable } from "../../web/ui/record-table.tsx";
import { Select } from "../../web/ui/select.tsx";
import { href } from "../../shared/route.ts";
import { RfiStatusBadge } from "./components/badges.tsx";
import { RfisHeader } from "./components/RfisHeader.tsx";
import type { RfiSummary } from "./rfis.contract.ts";
import { RFI_STATUS_LABELS, RFI_STATUSES } from "./rfis.constants.ts";
import { readRfiFilters } from "./rfis.filters.ts";
import { isOverdue } from "./rfis.rules.ts";
import { rfisEndpoints } from "./rfis.routes.ts";
import { useRfiList } from "./rfis-api.ts";

const RfiFormDialog = lazyDialog(() => import("./components/RfiFormDialog.tsx"), "RfiFormDialog");

/** /dashboard/rfis: the RFIs, newest first, by project, status, or only the overdue ones. */
export function RfiListPage() {
  useDocumentTitle("RFIs");
  const canWrite = useCanWrite();
  const [filters, setFilters] = useUrlFilters(readRfiFilters);
  const list = useRfiList(filters);
  const dialog = useDialogState<{ kind: "create" }>();
  const today = localToday();
  const rows = list.data?.pages.flatMap((p) => p.rfis) ?? [];
  const filtered = Boolean(filters.projectId || filters.status || filters.overdue);
  const create = canWrite
    ? { label: "New RFI", icon: <Plus aria-hidden="true" />, onClick: () => dialog.open({ kind: "create" }) }
    : null;
  const link = (r: RfiSummary) => (
    <Link to={paths.rfis.rfi(r.id)} className="font-medium">
      {r.number} {r.subject}
    </Link>
  );

  return (
    <div className="space-y-6">
      <RfisHeader action={create} projectId={filters.projectId} onProject={(projectId) => setFilters({ projectId })}>
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor="rfis-status-filter">Status</Label>
          <Select
            id="rfis-status-filter"
            value={filters.status}
            onChange={(e) =>
              setFilters({ status: readRfiFilters(new URLSearchParams({ status: e.target.value })).status })
            }
          >
            <option value="">All statuses</option>
            {RFI_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RFI_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <label htmlFor="rfis-overdue-filter" className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            id="rfis-overdue-filter"
            type="checkbox"
            className="size-5"
            checked={filters.overdue === "1"}
            onChange={(e) => setFilters({ overdue: e.target.checked ? "1" : "" })}
          />
          Overdue only
        </label>
        {filters.projectId ? (
          <DownloadLink
            href={href(rfisEndpoints.rfis.logPdf, { params: { projectId: filters.projectId } })}
            label="Download the RFI log as PDF"
          >
            RFI Log (PDF)
          </DownloadLink>
        ) : null}
      </RfisHeader>
      <ListView
        query={list}
        count={rows.length}
        errorTitle="Error fetching RFIs"
        skeleton={<ListSkeleton label="Loading RFIs" />}
        empty={
          filtered ? (
            <NoMatches title="No matching RFIs" onClear={() => setFilters({ projectId: "", status: "", overdue: "" })}>
              No RFI matches these filters.
            </NoMatches>
          ) : (
            <EmptyList
              icon={<MessageSquareText />}
              title="No RFIs yet"
              action={create}
              readOnlyText="No RFIs have been written yet."
            >
              Ask the design team a question: write an RFI and choose who should answer it.
            </EmptyList>
          )
        }
      >
        <RecordTable
          label="RFIs"
          columns={["RFI", "Project", "Status", "Ball in Court", "Due"]}
          rows={rows}
          cells={(r) => (
            <>
              <td className="px-4 py-3">{link(r)}</td>
              <td className="px-4 py-3">{r.project.name}</td>
              <td className="px-4 py-3">
                <RfiStatusBadge status={r.status} overdue={isOverdue(r, today)} />
              </td>
              <td className="px-4 py-3">{r.ballInCourt?.fullName ?? "—"}</td>
              <td className="whitespace-nowrap px-4 py-3">{r.dueDate ? formatDate(r.dueDate) : "—"}</td>
              <td className="px-4 py-3 text-right">
                <Link to={paths.rfis.rfi(r.id)}>
                  View<span className="sr-only"> {r.number}</span>
                </Link>
              </td>
            </>
          )}
          card={(r) => (
            <Card className="space-y-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <h3>{link(r)}</h3>
                <RfiStatusBadge status={r.status} overdue={isOverdue(r, today)} />
              </div>
              <p className="text-sm text-slate-700">{r.project.name}</p>
              <p className="text-sm text-muted">
                {r.ballInCourt ? `Ball in court: ${r.ballInCourt.fullName}` : "No one to answer yet"}
                {r.dueDate ? ` · Due ${formatDate(r.dueDate)}` : ""}
              </p>
            </Card>
          )}
        />
      </ListView>
      {dialog.state ? <RfiFormDialog projectId={filters.projectId} onClose={dialog.close} /> : null}
    </div>
  );
}
