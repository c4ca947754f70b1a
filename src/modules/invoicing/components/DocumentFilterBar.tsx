import { useSearchText } from "../../../web/lib/use-search-text.ts";
import { Label } from "../../../web/ui/input.tsx";
import { SearchField } from "../../../web/ui/search-field.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { ESTIMATE_STATUSES, INVOICE_STATUSES, STATUS_LABELS, type DocumentKind } from "../invoicing.constants.ts";
import type { DocumentFilters } from "../invoicing.filters.ts";

const NOUN: Record<DocumentKind, string> = { estimate: "estimates", invoice: "invoices" };

/** Search (the number or the client) and the status. */
export function DocumentFilterBar({
  kind,
  filters,
  onChange,
}: {
  kind: DocumentKind;
  filters: DocumentFilters;
  onChange: (next: Partial<DocumentFilters>) => void;
}) {
  const { text, setText, submit } = useSearchText(filters.q, onChange);
  const statuses = kind === "estimate" ? ESTIMATE_STATUSES : INVOICE_STATUSES;
  return (
    <form role="search" aria-label={`Filter ${NOUN[kind]}`} onSubmit={submit} className="grid gap-3 sm:grid-cols-3">
      <div className="sm:col-span-2">
        <SearchField id={`${kind}-filter-search`} placeholder="Number or client" value={text} onChange={setText} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${kind}-filter-status`}>Status</Label>
        <Select
          id={`${kind}-filter-status`}
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value })}
        >
          <option value="">All statuses</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
