import { Clock, FileText, HardDrive, Upload } from "lucide-react";
import type { DocumentSummary } from "../documents.contract.ts";
import { formatFileSize, RECENT_UPLOAD_DAYS } from "../documents.constants.ts";
import { StatCard, StatCardsSkeleton } from "../../../web/ui/stat-cards.tsx";

/** The spec's four stat cards: Total Documents, Recent Uploads (7d), Pending Action, Storage Used. */
export function DocumentStats({ summary, loading }: { summary: DocumentSummary | undefined; loading: boolean }) {
  if (!summary) {
    return <StatCardsSkeleton label={loading ? "Loading document statistics" : "Document statistics unavailable"} />;
  }
  const limit = summary.storageLimitBytes;
  const usedPct = limit && limit > 0 ? Math.min(100, Math.round((summary.storageUsedBytes / limit) * 100)) : null;
  return (
    <ul aria-label="Document statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard icon={<FileText />} label="Total Documents" value={String(summary.total)} />
      <StatCard
        icon={<Upload />}
        label={`Recent Uploads (${RECENT_UPLOAD_DAYS}d)`}
        value={String(summary.recentUploads)}
      />
      <StatCard
        icon={<Clock />}
        label="Pending Action"
        value={String(summary.pendingAction)}
        hint="Uploaded or under review"
      />
      <StatCard
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
              <div
                className={usedPct >= 90 ? "h-full bg-destructive" : "h-full bg-brand"}
                style={{ width: `${usedPct}%` }}
              />
            </div>
          )
        }
      />
    </ul>
  );
}
