import { FileText, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../web/lib/api.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { ProgressBar } from "../../../web/ui/progress-bar.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { defaultDocumentName, DOCUMENT_MSG } from "../../documents/documents.constants.ts";
import { useAttachedDocuments, useUploadDocument } from "../../documents/documents-api.ts";
import { MAX_ATTACHMENTS, RFI_MSG } from "../rfis.constants.ts";

type Attached = { id: string; name: string };

/**
 * An RFI's files other than photos (decision 0054): each is a document of the Document Hub, kept with the RFI's
 * project. "Upload a File" sends one to the hub at once (with its progress) and attaches it; "Add an
 * Existing Document" attaches one the project already has. Remove only lets go of it: the document stays in the hub.
 */
export function RfiDocumentsField({
  id,
  projectId,
  initial = [],
  error,
  disabled,
  onChange,
  onUploadingChange,
}: {
  id: string;
  projectId: string;
  initial?: readonly Attached[];
  error?: string;
  disabled?: boolean;
  /** The attached documents' ids, joined by commas. */
  onChange: (joined: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const [docs, setDocs] = useState<readonly Attached[]>(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadDocument();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const change = (next: readonly Attached[]) => {
    setDocs(next);
    onChange(next.map((d) => d.id).join(","));
  };
  const add = (doc: Attached) => {
    if (!docs.some((d) => d.id === doc.id)) change([...docs, doc]);
  };
  const full = docs.length >= MAX_ATTACHMENTS;

  const send = (file: File) => {
    if (!projectId) return setProblem(RFI_MSG.chooseProjectFirst);
    if (file.size === 0) return setProblem(DOCUMENT_MSG.empty);
    setProblem(null);
    setProgress(0);
    onUploadingChange(true);
    const controller = new AbortController();
    abort.current = controller;
    upload.mutate(
      {
        file,
        query: { name: defaultDocumentName(file.name), fileName: file.name, projectId, tags: "RFI" },
        onProgress: setProgress,
        signal: controller.signal,
      },
      {
        onSuccess: (saved) => {
          add({ id: saved.id, name: saved.name });
          toast.success(DOCUMENT_MSG.uploaded(saved.name));
        },
        onError: (err) => {
          if (err instanceof DOMException && err.name === "AbortError") return;
          const message = err instanceof ApiError && err.message ? err.message : DOCUMENT_MSG.uploadFailed.fallback;
          setProblem(message);
          toast.error(DOCUMENT_MSG.uploadFailed.title, message);
        },
        onSettled: () => {
          setProgress(null);
          onUploadingChange(false);
        },
      },
    );
  };

  const shown = problem ?? error;
  return (
    <fieldset id={id} tabIndex={-1} className="space-y-3 sm:col-span-2" disabled={disabled}>
      <legend className="text-sm font-medium text-ink">Documents</legend>
      <p className="text-sm text-muted">
        A PDF, a drawing or a spreadsheet: kept with the project&apos;s documents in the Document Hub.
      </p>
      {docs.length > 0 ? (
        <ul aria-label="Attached documents" className="divide-y divide-border rounded-lg border border-border">
          {docs.map((doc) => (
            <li key={doc.id} className="flex items-center gap-3 p-2 pl-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <span className="min-w-0 flex-1 truncate">{doc.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-11"
                aria-label={`Remove ${doc.name}`}
                onClick={() => change(docs.filter((d) => d.id !== doc.id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Upload a File" htmlFor={`${id}-file`}>
          <Input
            id={`${id}-file`}
            type="file"
            disabled={upload.isPending || full}
            className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-blue-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) send(file);
            }}
          />
        </Field>
        {projectId ? (
          <ProjectDocumentPicker
            id={`${id}-pick`}
            projectId={projectId}
            attached={docs}
            disabled={full}
            onPick={(doc) => {
              setProblem(null);
              add(doc);
            }}
          />
        ) : null}
      </div>
      {progress !== null ? <ProgressBar value={progress * 100} label="Upload progress" /> : null}
      {shown ? (
        <p role="alert" className="text-sm text-destructive">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The project's documents not attached yet; choosing one attaches it. */
function ProjectDocumentPicker({
  id,
  projectId,
  attached,
  disabled,
  onPick,
}: {
  id: string;
  projectId: string;
  attached: readonly Attached[];
  disabled: boolean;
  onPick: (doc: Attached) => void;
}) {
  const query = useAttachedDocuments({ projectId });
  const choices = (query.data?.documents ?? []).filter((d) => !attached.some((a) => a.id === d.id));
  const hint = query.isPending
    ? "Loading the project's documents…"
    : query.isError
      ? "The project's documents could not be loaded."
      : choices.length === 0
        ? "No other document in this project."
        : undefined;
  return (
    <Field label="Add an Existing Document" htmlFor={id} hint={hint}>
      <Select
        id={id}
        value=""
        disabled={disabled || choices.length === 0}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          const doc = choices.find((d) => d.id === e.target.value);
          if (doc) onPick({ id: doc.id, name: doc.name });
        }}
      >
        <option value="">Choose a document</option>
        {choices.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
