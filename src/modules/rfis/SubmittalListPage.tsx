import { FileStack, Plus } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "../../web/lib/format.ts";
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
import { SubmittalStatusBadge } from "./components/badges.tsx";
import { RfisHeader } from "./components/RfisHeader.tsx";
import type { SubmittalSummary } from "./rfis.contract.ts";
import { SUBMITTAL_STATUS_LABELS, SUBMITTAL_STATUSES, SUBMITTAL_TYPE_LABELS } from "./rfis.constants.ts";
import { readSubmittalFilters } from "./rfis.filters.ts";
import { rfisEndpoints } from "./rfis.routes.ts";
import { useSubmittalList } from "./rfis-api.ts";

const SubmittalFormDialog = lazyDialog(() => import("./components/SubmittalFormDialog.tsx"), "SubmittalFormDialog");

/** /dashboard/rfis/submittals: the submittal register by spec section, number and revision. */
export function SubmittalListPage() {
  useDocumentTitle("Submittals");
  const canWrite = useCanWrite();
  const [filters, setFilters] = useUrlFilters(readSubmittalFilters);
  const list = useSubmittalList(filters);
  const dialog = useDialogState<{ kind: "create" }>();
  const rows = list.data?.pages.flatMap((p) => p.submittals) ?? [];
  const create = canWrite
    ? { label: "New Submittal", icon: <Plus aria-hidden="true" />, onClick: () => dialog.open({ kind: "create" }) }
    : null;
  const link = (s: SubmittalSummary) => (
    <Link to={paths.rfis.submittal(s.id)} className="font-medium">
      {s.number} {s.title}
    </Link>
  );
  const logs = filters.projectId
    ? (["pdf", "xlsx"] as const).map((format) => (
        <DownloadLink
          key={format}
          href={href(format === "pdf" ? rfisEndpoints.submittals.logPdf : rfisEndpoints.submittals.logXlsx, {
            params: { projectId: filters.projectId },
          })}
          label={`Download the submittal log as ${format === "pdf" ? "PDF" : "Excel"}`}
        >
          Submittal Log ({format.toUpperCase()})
        </DownloadLink>
      ))
    : null;

  return (
    <div className="space-y-6">
      <RfisHeader action={create} projectId={filters.projectId} onProject={(projectId) => setFilters({ projectId })}>
        <div className="space-y-1.5 sm:w-56">
          <Label htmlFor="submittals-status-filter">Status</Label>
          <Select
            id="submittals-status-filter"
            value={filters.status}
            onChange={(e) =>
              setFilters({ status: readSubmittalFilters(new URLSearchParams({ status: e.target.value })).status })
            }
          >
            <option value="">All statuses</option>
            {SUBMITTAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SUBMITTAL_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        {logs}
      </RfisHeader>
      <ListView
        query={list}
        count={rows.length}
        errorTitle="Error fetching submittals"
        skeleton={<ListSkeleton label="Loading submittals" />}
        empty={
          filters.projectId || filters.status ? (
            <NoMatches title="No matching submittals" onClear={() => setFilters({ projectId: "", status: "" })}>
              No submittal matches these filters.
            </NoMatches>
          ) : (
            <EmptyList
              icon={<FileStack />}
              title="No submittals yet"
              action={create}
              readOnlyText="No submittals have been added yet."
            >
              Add a submittal under its spec section and choose its reviewers in order.
            </EmptyList>
          )
        }
      >
        <RecordTable
          label="Submittals"
          columns={["Submittal", "Project", "Type", "Status", "Ball in Court", "Required on Site"]}
          rows={rows}
          cells={(s) => (
            <>
              <td className="px-4 py-3">{link(s)}</td>
              <td className="px-4 py-3">{s.project.name}</td>
              <td className="px-4 py-3">{SUBMITTAL_TYPE_LABELS[s.type]}</td>
              <td className="px-4 py-3">
                <SubmittalStatusBadge status={s.status} />
              </td>
              <td className="px-4 py-3">{s.ballInCourt?.fullName ?? "—"}</td>
              <td className="whitespace-nowrap px-4 py-3">{s.onSiteDate ? formatDate(s.onSiteDate) : "—"}</td>
              <td className="px-4 py-3 text-right">
                <Link to={paths.rfis.submittal(s.id)}>
                  View<span className="sr-only"> {s.number}</span>
                </Link>
              </td>
            </>
          )}
          card={(s) => (
            <Card className="space-y-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <h3>{link(s)}</h3>
                <SubmittalStatusBadge status={s.status} />
              </div>
              <p className="text-sm text-slate-700">
                {s.project.name} · {SUBMITTAL_TYPE_LABELS[s.type]}
              </p>
              {s.ballInCourt ? <p className="text-sm text-muted">Ball in court: {s.ballInCourt.fullName}</p> : null}
            </Card>
          )}
        />
      </ListView>
      {dialog.state ? <SubmittalFormDialog projectId={filters.projectId} onClose={dialog.close} /> : null}
    </div>
  );
}
