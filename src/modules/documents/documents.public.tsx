import { FileText, FileUp } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../web/ui/button.tsx";
import { LoadError } from "../../web/ui/load-error.tsx";
import { Skeleton } from "../../web/ui/skeleton.tsx";
import { StatusBadge } from "../../web/ui/status-badge.tsx";
import { DOCUMENT_MSG, formatFileSize, versionLabel } from "./documents.constants.ts";
import { documentFileUrl, useAttachedDocuments, type AttachedTo } from "./documents-api.ts";
import { paths } from "../../web/paths.ts";
import { DownloadLink } from "../../web/ui/download-link.tsx";
import { UploadDialog } from "./components/UploadDialog.tsx";

/**
 * The documents module's public component (the one file other modules may embed, decision 0007).
 * The documents attached to a project or a contract, each downloadable. Writers upload one attached to it here;
 * an existing document is attached from its details in the Document Hub.
 */
export function AttachedDocuments({
  to,
  emptyText,
  canWrite,
}: {
  to: AttachedTo;
  emptyText: string;
  canWrite: boolean;
}) {
  const query = useAttachedDocuments(to);
  const [uploading, setUploading] = useState(false);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading documents" className="space-y-2">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        level={3}
        title={DOCUMENT_MSG.fetchError}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const docs = query.data.documents;
  return (
    <div className="space-y-3">
      {docs.length === 0 ? (
        <p className="text-base text-slate-700">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {docs.map((doc) => (
            <li key={doc.id} className="flex items-center gap-3 p-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">{doc.name}</p>
                <p className="text-sm text-muted">
                  Version {versionLabel(doc.version)} · {formatFileSize(doc.size)}
                </p>
              </div>
              <StatusBadge set="document" status={doc.status} />
              <DownloadLink href={documentFileUrl(doc.id)} label={`Download ${doc.name}`} size="icon" variant="ghost" />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {canWrite ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setUploading(true)}>
            <FileUp aria-hidden="true" />
            Upload Document
          </Button>
        ) : null}
        <Link
          to={paths.documents.list}
          className="inline-block text-sm font-medium text-brand underline-offset-4 hover:underline"
        >
          Open the Document Hub
        </Link>
      </div>
      {uploading ? <UploadDialog maxUploadBytes={undefined} attachTo={to} onClose={() => setUploading(false)} /> : null}
    </div>
  );
}
