import { ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { apiBlob } from "../../../web/lib/api.ts";
import { href } from "../../../shared/route.ts";
import { buttonVariants } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";
import type { PreviewRequest } from "../invoicing-api.ts";
import { invoicingEndpoints } from "../invoicing.routes.ts";

type PreviewState = { status: "loading" } | { status: "ready"; url: string } | { status: "error"; message: string };

export const PREVIEW_FRAME_TITLE = "Template preview (PDF)";

/**
 * Preview (spec): the PDF the server draws for the form as it is now (saved or not), with sample lines and the
 * company's details, shown in a frame from an object URL that is released when the dialog closes.
 */
export function TemplatePreviewDialog({
  request,
  name,
  onClose,
}: {
  request: PreviewRequest;
  name: string;
  onClose: () => void;
}) {
  const [state, setState] = useState<PreviewState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    apiBlob(href(invoicingEndpoints.templates.preview, {}), request, { signal: controller.signal }).then(
      (blob) => {
        url = URL.createObjectURL(
          blob.type === "application/pdf" ? blob : new Blob([blob], { type: "application/pdf" }),
        );
        setState({ status: "ready", url });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: "error", message: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [request, attempt]);

  const retry = () => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  };
  const kind = request.kind === "estimate" ? "an estimate" : "an invoice";

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="full"
      title={name ? `Preview: ${name}` : "Preview"}
      description={`The PDF of ${kind} drawn with this template, with sample lines and your company's details. Nothing is saved.`}
    >
      {state.status === "loading" ? (
        <div role="status" aria-label="Drawing the preview" className="space-y-2">
          <p className="text-sm text-muted">Drawing the PDF…</p>
          <Skeleton className="h-[65dvh] w-full" />
        </div>
      ) : state.status === "error" ? (
        <LoadError level={3} title="The preview could not be drawn" message={state.message} onRetry={retry} />
      ) : (
        <div className="space-y-2">
          <iframe
            title={PREVIEW_FRAME_TITLE}
            src={state.url}
            className="h-[65dvh] w-full rounded-md border border-border bg-slate-100"
          />
          <a
            href={state.url}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: "link", size: "sm" })}
          >
            <ExternalLink aria-hidden="true" />
            Open the PDF in a new tab
          </a>
        </div>
      )}
    </Dialog>
  );
}
