import { History, Upload } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { ProgressBar } from "../../../web/ui/progress-bar.tsx";
import type { DocumentDetail, DocumentRow } from "../documents.contract.ts";
import { DOCUMENT_MSG, formatFileSize, versionLabel } from "../documents.constants.ts";
import { documentFileUrl, useUploadVersion } from "../documents-api.ts";
import { formatDateTime } from "../../../web/lib/format.ts";
import { DownloadLink } from "../../../web/ui/download-link.tsx";
import { fileProblem, uploadFailure } from "./UploadDialog.tsx";

/** A document's versions, newest first, each downloadable; writers upload a new version here. */
export function VersionHistory({
  doc,
  detail,
  loading,
  canWrite,
  maxUploadBytes,
}: {
  doc: DocumentRow;
  detail: DocumentDetail | undefined;
  loading: boolean;
  canWrite: boolean;
  maxUploadBytes: number | undefined;
}) {
  return (
    <section aria-labelledby="document-versions-heading" className="space-y-3">
      <h3
        id="document-versions-heading"
        className="flex items-center gap-2 text-base font-semibold text-ink [&_svg]:size-4"
      >
        <History aria-hidden="true" />
        Version history
      </h3>
      {detail ? (
        <ol aria-label="Versions" className="divide-y divide-border rounded-lg border border-border">
          {detail.versions.map((v) => (
            <li key={v.version} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0 space-y-0.5 text-sm">
                <p className="font-medium text-ink">
                  Version {versionLabel(v.version)}
                  {v.version === detail.version ? (
                    <span className="ml-2 text-xs font-normal text-muted">(current)</span>
                  ) : null}
                </p>
                <p className="break-all text-muted">
                  {v.fileName} · {formatFileSize(v.size)}
                </p>
                <p className="text-xs text-muted">
                  <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
                  {v.uploadedBy ? ` · ${v.uploadedBy.fullName}` : ""}
                </p>
              </div>
              <DownloadLink
                href={documentFileUrl(doc.id, { version: v.version })}
                label={`Download version ${versionLabel(v.version)}`}
              >
                Download
              </DownloadLink>
            </li>
          ))}
        </ol>
      ) : loading ? (
        <div role="status" aria-label="Loading versions" className="space-y-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : (
        <p className="text-sm text-muted">The version history could not be loaded.</p>
      )}
      {canWrite ? <NewVersionForm doc={doc} maxUploadBytes={maxUploadBytes} /> : null}
    </section>
  );
}

const FILE_ID = "document-version-file";

function NewVersionForm({ doc, maxUploadBytes }: { doc: DocumentRow; maxUploadBytes: number | undefined }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadVersion();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (upload.isPending) return;
    const problem = file ? fileProblem(file, maxUploadBytes) : DOCUMENT_MSG.noFile.message;
    if (!file || problem) {
      setError(problem ?? DOCUMENT_MSG.noFile.message);
      document.getElementById(FILE_ID)?.focus();
      toast.error(
        file ? DOCUMENT_MSG.uploadFailed.title : DOCUMENT_MSG.noFile.title,
        problem ?? DOCUMENT_MSG.noFile.message,
      );
      return;
    }
    setError(undefined);
    setProgress(0);
    const controller = new AbortController();
    abort.current = controller;
    upload.mutate(
      { id: doc.id, file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (saved) => {
          toast.success(DOCUMENT_MSG.versionUploaded(saved.name, saved.version));
          setFile(null);
          setInputKey((k) => k + 1);
        },
        onError: (err) => {
          if (err instanceof DOMException && err.name === "AbortError") return;
          const { title, message } = uploadFailure(err);
          toast.error(title, message);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Upload a new version"
      className="space-y-3 rounded-lg bg-surface p-3"
    >
      <Field
        label="New version file"
        htmlFor={FILE_ID}
        error={error}
        hint="The new file becomes the current version; earlier versions stay downloadable."
      >
        <Input
          key={inputKey}
          id={FILE_ID}
          type="file"
          disabled={upload.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${FILE_ID}-error` : undefined}
          className="h-auto bg-white py-1.5 file:mr-3 file:rounded file:border-0 file:bg-blue-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(undefined);
          }}
        />
      </Field>
      {percent !== null ? <ProgressBar value={percent} label="New version upload progress" /> : null}
      <Button type="submit" variant="outline" size="sm" disabled={upload.isPending} aria-busy={upload.isPending}>
        <Upload aria-hidden="true" />
        {upload.isPending ? "Uploading…" : "Upload New Version"}
      </Button>
    </form>
  );
}
