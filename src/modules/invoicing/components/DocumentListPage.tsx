import { FileText, Hash, Plus, Wallet } from "lucide-react";
import { useNavigate } from "react-router";
import { formatCents } from "../../../web/lib/format.ts";
import { useCanWrite } from "../../../web/lib/use-can-write.ts";
import { useDocumentTitle } from "../../../web/lib/use-document-title.ts";
import { EmptyList, ListSkeleton, ListView, NoMatches } from "../../../web/ui/list-states.tsx";
import { PageHeader } from "../../../web/ui/page-header.tsx";
import { StatCard } from "../../../web/ui/stat-cards.tsx";
import { paths } from "../../../web/paths.ts";
import type { EstimateRow, InvoiceRow } from "../invoicing.contract.ts";
import type { DocumentKind } from "../invoicing.constants.ts";
import { NO_DOCUMENT_FILTERS } from "../invoicing.filters.ts";
import { useDocumentList } from "../invoicing-api.ts";
import { DocumentFilterBar } from "./DocumentFilterBar.tsx";
import { DocumentList } from "./DocumentList.tsx";
import { useDocumentFilters } from "./use-document-filters.ts";

const TEXT = {
  estimate: {
    title: "Estimates",
    description: "Estimates for your clients: sent as a PDF with a link to accept online, then turned into invoices.",
    create: "Create Estimate",
    fetchError: "Error fetching estimates",
    empty: "No estimates yet",
    emptyText: "Price a job for a client: items, tax and terms, sent as a PDF with a link to accept it online.",
    readOnly: "When your team prepares estimates, they appear here.",
  },
  invoice: {
    title: "Invoices",
    description: "Invoices for your clients, their payments and what is still due.",
    create: "Create Invoice",
    fetchError: "Error fetching invoices",
    empty: "No invoices yet",
    emptyText: "Bill a client for work done, send it by e-mail, and record the payments as they come in.",
    readOnly: "When your team sends invoices, they appear here.",
  },
} as const;

/** /dashboard/estimates and /dashboard/invoices: the list with search, status and the totals of all that match. */
export function DocumentListPage({ kind }: { kind: DocumentKind }) {
  const text = TEXT[kind];
  useDocumentTitle(text.title);
  const canWrite = useCanWrite();
  const navigate = useNavigate();
  const [filters, setFilters] = useDocumentFilters(kind);
  const list = useDocumentList(kind, filters);
  const rows: (EstimateRow | InvoiceRow)[] =
    list.data?.pages.flatMap((p): (EstimateRow | InvoiceRow)[] => ("estimates" in p ? p.estimates : p.invoices)) ?? [];
  const totals = list.data?.pages[0]?.totals;
  const filtered = filters.q !== "" || filters.status !== "";
  const create = canWrite
    ? { label: text.create, icon: <Plus aria-hidden="true" />, onClick: () => void navigate(paths[`${kind}s`].create) }
    : null;

  return (
    <div className="space-y-6">
      <PageHeader title={text.title} description={text.description} action={create} />
      {totals ? (
        <ul aria-label={`${text.title} totals`} className="grid gap-4 sm:grid-cols-3">
          <StatCard icon={<Hash />} label={filtered ? "Matching" : "Count"} value={totals.count.toLocaleString()} />
          <StatCard icon={<FileText />} label="Total value" value={formatCents(totals.totalCents)} />
          {kind === "invoice" ? (
            <StatCard
              icon={<Wallet />}
              label="Balance due"
              value={formatCents(totals.balanceCents)}
              hint="Not counting void invoices"
              warn={totals.balanceCents > 0}
            />
          ) : null}
        </ul>
      ) : null}
      <DocumentFilterBar kind={kind} filters={filters} onChange={setFilters} />
      <ListView
        query={list}
        count={rows.length}
        errorTitle={text.fetchError}
        skeleton={<ListSkeleton label={`Loading ${text.title.toLowerCase()}`} />}
        empty={
          filtered ? (
            <NoMatches title={`No ${text.title.toLowerCase()} match`} onClear={() => setFilters(NO_DOCUMENT_FILTERS)}>
              Nothing matches this search or status.
            </NoMatches>
          ) : (
            <EmptyList icon={<FileText />} title={text.empty} action={create} readOnlyText={text.readOnly}>
              {text.emptyText}
            </EmptyList>
          )
        }
      >
        <DocumentList rows={rows} busy={list.isPlaceholderData} label={text.title} />
      </ListView>
    </div>
  );
}
