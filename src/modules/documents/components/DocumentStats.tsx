import { Clock, FileText, HardDrive, Upload } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../../web/ui/card.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";
import { formatFileSize, RECENT_UPLOAD_DAYS, type DocumentSummary } from "../documents.contract.ts";

/** The spec's four stat cards: Total Documents, Recent Uploads (7d), Pending Action, Storage Used. */
export function DocumentStats({ summary, loading }: { summary: DocumentSummary | undefined; loading: boolean }) {
  if (!summary) {
    return (
      <div role="status" aria-label={loading ? "Loading document statistics" : "Document statistics unavailable"} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} className="space-y-3 p-4">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-7 w-1/3" />
          </Card>
        ))}
      </div>
    );
  }
  const limit = summary.storageLimitBytes;
  const usedPct = limit && limit > 0 ? Math.min(100, Math.round((summary.storageUsedBytes / limit) * 100)) : null;
  return (
    <ul aria-label="Document statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat icon={<FileText />} label="Total Documents" value={String(summary.total)} />
      <Stat icon={<Upload />} label={`Recent Uploads (${RECENT_UPLOAD_DAYS}d)`} value={String(summary.recentUploads)} />
      <Stat icon={<Clock />} label="Pending Action" value={String(summary.pendingAction)} hint="Uploaded or under review" />
      <Stat
        icon={<HardDrive />}
        label="Storage Used"
        value={formatFileSize(summary.storageUsedBytes)}
        hint={limit === null ? "No storage limit on your plan" : `of ${formatFileSize(limit)}`}
        extra={
          usedPct === null ? null : (
            <div
              role="progressbar"
              aria-label="Storage used"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={usedPct}
              className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div className={usedPct >= 90 ? "h-full bg-destructive" : "h-full bg-brand"} style={{ width: `${usedPct}%` }} />
            </div>
          )
        }
      />
    </ul>
  );
}

function Stat({ icon, label, value, hint, extra }: { icon: ReactNode; label: string; value: string; hint?: string; extra?: ReactNode }) {
  return (
    <li>
      <Card className="h-full p-4">
        <div className="flex items-start justify-between gap-2">
          <p className="text-sm font-medium text-slate-700">{label}</p>
          <span aria-hidden="true" className="text-brand [&_svg]:size-5">
            {icon}
          </span>
        </div>
        <p className="tabular mt-1 text-2xl font-bold text-ink">{value}</p>
        {hint ? <p className="text-xs text-muted">{hint}</p> : null}
        {extra}
      </Card>
    </li>
  );
}
