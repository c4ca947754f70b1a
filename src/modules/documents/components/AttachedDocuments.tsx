import { FileText } from "lucide-react";
import { Link } from "react-router";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { DOCUMENT_MSG, formatFileSize, versionLabel } from "../documents.contract.ts";
import { documentFileUrl, useAttachedDocuments, type AttachedTo } from "../documents-api.ts";
import { DOCUMENTS_PATH } from "../document-format.ts";
import { DownloadLink } from "./DownloadLink.tsx";

/**
 * The documents attached to a project or a contract, each downloadable; attaching happens in the Document
 * Hub (on upload, or in a document's details).
 */
export function AttachedDocuments({ to, emptyText }: { to: AttachedTo; emptyText: string }) {
  const query = useAttachedDocuments(to);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading documents" className="space-y-2">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return <LoadError level={3} title={DOCUMENT_MSG.fetchError} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
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
      <Link to={DOCUMENTS_PATH} className="inline-block text-sm font-medium text-brand underline-offset-4 hover:underline">
        Open the Document Hub
      </Link>
    </div>
  );
}
