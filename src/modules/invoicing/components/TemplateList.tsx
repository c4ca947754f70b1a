import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { MSG } from "../../../shared/messages.ts";
import { href } from "../../../shared/route.ts";
import { downloadFile } from "../../../web/lib/download.ts";
import { useErrorToast } from "../../../web/lib/use-error-toast.ts";
import { Badge } from "../../../web/ui/badge.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { cn } from "../../../web/ui/cn.ts";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { Template } from "../invoicing.contract.ts";
import { INVOICING_MSG } from "../invoicing.constants.ts";
import { invoicingEndpoints } from "../invoicing.routes.ts";
import { builtInFirst, KIND_LABELS } from "./TemplateDraft.ts";

export const TEMPLATES_FETCH_ERROR = "Error fetching templates";

/** What the list needs of the templates query. */
export type TemplatesQuery = {
  data: Template[] | undefined;
  isPending: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * The saved templates (spec: the builder's left list): the built-in ones first, the default of each type
 * marked; choosing one loads it into the form. Each can be downloaded as a JSON file; a saved one deleted.
 */
export function TemplateList({
  query,
  selectedId,
  canWrite,
  onPick,
  onDelete,
}: {
  query: TemplatesQuery;
  selectedId: string | null;
  canWrite: boolean;
  onPick: (template: Template) => void;
  onDelete: (template: Template) => void;
}) {
  const [downloading, setDownloading] = useState<string | null>(null);
  useErrorToast(query.error, TEMPLATES_FETCH_ERROR);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading templates" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2 rounded-md border border-border p-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        ))}
      </div>
    );
  }
  if (!query.data) {
    return (
      <LoadError
        level={3}
        title={TEMPLATES_FETCH_ERROR}
        message={query.error?.message ?? ""}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const download = async (template: Template) => {
    if (downloading) return;
    setDownloading(template.id);
    const result = await downloadFile(href(invoicingEndpoints.templates.file, { params: { id: template.id } }));
    setDownloading(null);
    if (result.ok) toast.success(INVOICING_MSG.templateDownloaded);
    else toast.error(MSG.downloadFailed.title, result.reason);
  };

  return (
    <ul aria-label="Saved templates" className="space-y-2">
      {builtInFirst(query.data).map((t) => {
        const selected = t.id === selectedId;
        return (
          <li
            key={t.id}
            className={cn(
              "flex items-center gap-1 rounded-md border p-1",
              selected ? "border-brand bg-blue-50" : "border-border",
            )}
          >
            <button
              type="button"
              aria-current={selected ? "true" : undefined}
              className="min-w-0 flex-1 rounded-md px-2 py-1.5 text-left hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
              onClick={() => onPick(t)}
            >
              <span className="block truncate text-sm font-medium text-ink">{t.name}</span>
              <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-700">
                {KIND_LABELS[t.kind]}
                {t.builtIn ? <Badge tone="neutral">Built-in</Badge> : null}
                {t.isDefault ? <Badge tone="brand">Default</Badge> : null}
              </span>
            </button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Download ${t.name}`}
              title="Download as a file"
              disabled={downloading === t.id}
              aria-busy={downloading === t.id || undefined}
              onClick={() => void download(t)}
            >
              <Download aria-hidden="true" />
            </Button>
            {canWrite && !t.builtIn ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Delete ${t.name}`}
                title="Delete"
                className="text-destructive"
                onClick={() => onDelete(t)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
