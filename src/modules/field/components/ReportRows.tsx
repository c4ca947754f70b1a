import { formatDate } from "../../../web/lib/format.ts";
import type { DailyReport } from "../field.contract.ts";
import { openIssueCount, weatherText } from "./field-format.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A site's daily reports as rows, each a button that opens the report: its date, crew, weather, open issues and photos. */
export function ReportRows({
  label,
  reports,
  onView,
}: {
  label: string;
  reports: readonly DailyReport[];
  onView: (report: DailyReport) => void;
}) {
  return (
    <ul aria-label={label} className="space-y-1">
      {reports.map((r) => (
        <li key={r.id}>
          <button
            type="button"
            className="flex min-h-11 w-full items-start rounded-md px-2 py-2 text-left text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
            onClick={() => onView(r)}
          >
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink">{`Report of ${formatDate(r.date)}`}</span>
              <span className="block text-xs text-slate-700">
                {`${r.crewPresent} present · ${weatherText(r)} · ${plural(openIssueCount(r), "open issue", "open issues")}${r.photos.length > 0 ? ` · ${plural(r.photos.length, "photo", "photos")}` : ""}`}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
