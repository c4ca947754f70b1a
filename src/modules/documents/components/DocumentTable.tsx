import { Eye, FileText, Info, Trash2 } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../../web/ui/badge.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { IconAction, RecordTable } from "../../../web/ui/record-table.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import type { DocumentRow } from "../documents.contract.ts";
import { formatFileSize, versionLabel } from "../documents.constants.ts";
import { documentFileUrl } from "../documents-api.ts";
import { formatDateTime } from "../../../web/lib/format.ts";
import { DownloadLink } from "../../../web/ui/download-link.tsx";

export type DocumentActions = {
  onView: (doc: DocumentRow) => void;
  onDetails: (doc: DocumentRow) => void;
  onDelete: (doc: DocumentRow) => void;
};

/**
 * The documents: a table from `md` up (Document Name with size, Version, Uploaded At, Status, Tags, Actions),
 * cards on a phone. Viewers see view, download and details only.
 */
export function DocumentTable({
  documents,
  canWrite,
  busy,
  actions,
}: {
  documents: DocumentRow[];
  canWrite: boolean;
  busy: boolean;
  actions: DocumentActions;
}) {
  return (
    <RecordTable
      label="Documents"
      busy={busy}
      columns={["Document Name", "Version", "Uploaded At", "Status", "Tags"]}
      rows={documents}
      cells={(doc) => (
        <>
          <td className="max-w-80 px-4 py-3">
            <NameCell doc={doc} />
          </td>
          <td className="tabular px-4 py-3 text-slate-700">{versionLabel(doc.version)}</td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">
            <time dateTime={doc.updatedAt}>{formatDateTime(doc.updatedAt)}</time>
          </td>
          <td className="px-4 py-3">
            <StatusBadge set="document" status={doc.status} />
          </td>
          <td className="px-4 py-3">
            <Tags tags={doc.tags} />
          </td>
          <td className="px-4 py-3">
            <div className="flex justify-end gap-1">
              <IconAction label={`View ${doc.name}`} onClick={() => actions.onView(doc)}>
                <Eye aria-hidden="true" />
              </IconAction>
              <DownloadLink href={documentFileUrl(doc.id)} label={`Download ${doc.name}`} variant="ghost" size="icon" />
              <IconAction label={`Details of ${doc.name}`} onClick={() => actions.onDetails(doc)}>
                <Info aria-hidden="true" />
              </IconAction>
              {canWrite ? (
                <IconAction label={`Delete ${doc.name}`} destructive onClick={() => actions.onDelete(doc)}>
                  <Trash2 aria-hidden="true" />
                </IconAction>
              ) : null}
            </div>
          </td>
        </>
      )}
      card={(doc) => <DocumentCard doc={doc} canWrite={canWrite} actions={actions} />}
    />
  );
}

function NameCell({ doc, headingId }: { doc: DocumentRow; headingId?: string }) {
  const Title = headingId ? "h2" : "p";
  const attached = [
    doc.project ? `Project: ${doc.project.name}` : null,
    doc.contract ? `Contract: ${doc.contract.name}` : null,
  ].filter(Boolean);
  return (
    <div className="flex min-w-0 items-start gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-blue-50 text-brand [&_svg]:size-4"
      >
        <FileText />
      </span>
      <div className="min-w-0">
        <Title id={headingId} className="break-words font-medium text-ink">
          {doc.name}
        </Title>
        <p className="text-xs text-muted">
          {formatFileSize(doc.size)}
          {doc.documentType ? ` · ${doc.documentType}` : ""}
        </p>
        {attached.length > 0 ? <p className="break-words text-xs text-slate-700">{attached.join(" · ")}</p> : null}
      </div>
    </div>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return <span className="text-muted">No tags</span>;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1">
      {tags.map((t) => (
        <li key={t}>
          <Badge>{t}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** One document on a phone: the same facts and actions as a table row. */
function DocumentCard({ doc, canWrite, actions }: { doc: DocumentRow; canWrite: boolean; actions: DocumentActions }) {
  const headingId = useId();
  return (
    <Card>
      <article aria-labelledby={headingId} className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <NameCell doc={doc} headingId={headingId} />
          <StatusBadge set="document" status={doc.status} />
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-muted">Version</dt>
            <dd className="tabular text-slate-700">{versionLabel(doc.version)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Uploaded At</dt>
            <dd className="text-slate-700">
              <time dateTime={doc.updatedAt}>{formatDateTime(doc.updatedAt)}</time>
            </dd>
          </div>
        </dl>
        <Tags tags={doc.tags} />
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          <Button type="button" variant="outline" size="sm" onClick={() => actions.onView(doc)}>
            <Eye aria-hidden="true" />
            View<span className="sr-only"> {doc.name}</span>
          </Button>
          <DownloadLink href={documentFileUrl(doc.id)}>
            Download<span className="sr-only"> {doc.name}</span>
          </DownloadLink>
          <Button type="button" variant="outline" size="sm" onClick={() => actions.onDetails(doc)}>
            <Info aria-hidden="true" />
            Details<span className="sr-only"> of {doc.name}</span>
          </Button>
          {canWrite ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-red-50"
              onClick={() => actions.onDelete(doc)}
            >
              <Trash2 aria-hidden="true" />
              Delete<span className="sr-only"> {doc.name}</span>
            </Button>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
