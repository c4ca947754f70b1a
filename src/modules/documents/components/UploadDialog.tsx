import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError } from "../../../web/lib/api.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { ProgressBar } from "../../../web/ui/progress-bar.tsx";
import {
  defaultDocumentName,
  DOCUMENT_MSG,
  DOCUMENT_TYPES,
  formatFileSize,
  parseTags,
} from "../documents.constants.ts";
import { useUploadDocument, type AttachedTo } from "../documents-api.ts";
import { AttachFields } from "./AttachFields.tsx";

const FORM_ID = "document-upload-form";
const id = (key: string) => `document-upload-${key}`;

type Errors = { file?: string; name?: string };

/** The message an upload that failed shows: the server's refusal, or the spec's fallbacks. */
export function uploadFailure(err: unknown): { title: string; message: string } {
  if (err instanceof ApiError && err.status === 0)
    return { title: DOCUMENT_MSG.uploadError.title, message: err.message || DOCUMENT_MSG.uploadError.fallback };
  if (err instanceof ApiError && err.status === 401)
    return { title: DOCUMENT_MSG.uploadFailed.title, message: DOCUMENT_MSG.notAuthenticated };
  const message = err instanceof Error && err.message ? err.message : DOCUMENT_MSG.uploadFailed.fallback;
  return { title: DOCUMENT_MSG.uploadFailed.title, message };
}

/** What is wrong with a file before it is sent (the server checks again, and judges the type from the content). */
export function fileProblem(file: File, maxUploadBytes: number | undefined): string | null {
  if (file.size === 0) return DOCUMENT_MSG.empty;
  if (maxUploadBytes !== undefined && file.size > maxUploadBytes)
    return DOCUMENT_MSG.tooLarge(formatFileSize(maxUploadBytes));
  return null;
}

/**
 * The upload modal (spec §5 Upload): a file (required), its name (defaults to the file's name without the
 * extension), comma-separated tags, an optional type and an optional project or contract. Shows the upload's
 * progress; Cancel stops an upload under way.
 */
export function UploadDialog({
  maxUploadBytes,
  attachTo,
  onClose,
}: {
  maxUploadBytes: number | undefined;
  /** Opened from a project or a contract: the new document starts attached to it. */
  attachTo?: AttachedTo;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [tags, setTags] = useState("");
  const [documentType, setDocumentType] = useState("");
  const [projectId, setProjectId] = useState(attachTo && "projectId" in attachTo ? attachTo.projectId : "");
  const [contractId, setContractId] = useState(attachTo && "contractId" in attachTo ? attachTo.contractId : "");
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadDocument();
  const abort = useRef<AbortController | null>(null);
  // The name the chosen file suggested, so choosing another file replaces it but never what was typed.
  const suggested = useRef("");

  useEffect(() => () => abort.current?.abort(), []);

  const chooseFile = (next: File | null) => {
    setFile(next);
    setErrors((prev) => ({ ...prev, file: undefined }));
    if (next && (name.trim() === "" || name === suggested.current)) {
      suggested.current = defaultDocumentName(next.name);
      setName(suggested.current);
      setErrors((prev) => ({ ...prev, name: undefined }));
    }
  };

  const refuse = (field: keyof Errors, title: string, message: string) => {
    setErrors({ [field]: message });
    document.getElementById(id(field))?.focus();
    toast.error(title, message);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (upload.isPending) return;
    if (!file) return refuse("file", DOCUMENT_MSG.noFile.title, DOCUMENT_MSG.noFile.message);
    if (name.trim() === "") return refuse("name", DOCUMENT_MSG.nameRequired.title, DOCUMENT_MSG.nameRequired.message);
    const problem = fileProblem(file, maxUploadBytes);
    if (problem) return refuse("file", DOCUMENT_MSG.uploadFailed.title, problem);
    setErrors({});
    setProgress(0);
    const controller = new AbortController();
    abort.current = controller;
    upload.mutate(
      {
        file,
        query: {
          name: name.trim(),
          fileName: file.name,
          tags: parseTags(tags).join(","),
          documentType,
          projectId,
          contractId,
        },
        onProgress: setProgress,
        signal: controller.signal,
      },
      {
        onSuccess: (saved) => {
          toast.success(DOCUMENT_MSG.uploaded(saved.name));
          onClose();
        },
        onError: (err) => {
          setProgress(null);
          if (err instanceof DOMException && err.name === "AbortError") return;
          const { title, message } = uploadFailure(err);
          toast.error(title, message);
        },
      },
    );
  };

  const busy = upload.isPending;
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <Dialog
      open
      // Escape and the backdrop do not drop an upload under way; Cancel does, on purpose.
      onOpenChange={(open) => !open && !upload.isPending && onClose()}
      title="Upload Document"
      description="PDFs, images, text and CSV, Word and Excel files, DWG/DXF drawings."
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={busy} aria-busy={busy}>
            {busy ? "Uploading…" : "Upload"}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
        <Field
          label="File"
          htmlFor={id("file")}
          error={errors.file}
          hint={
            maxUploadBytes === undefined
              ? undefined
              : `At most ${formatFileSize(maxUploadBytes)}.${file ? ` This file: ${formatFileSize(file.size)}.` : ""}`
          }
        >
          <Input
            id={id("file")}
            type="file"
            disabled={busy}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${id("file")}-error` : undefined}
            className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-blue-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand"
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <Field label="Name" htmlFor={id("name")} error={errors.name}>
          <Input
            id={id("name")}
            value={name}
            maxLength={200}
            disabled={busy}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id("name")}-error` : undefined}
            onChange={(e) => {
              setName(e.target.value);
              if (errors.name) setErrors((prev) => ({ ...prev, name: undefined }));
            }}
          />
        </Field>
        <Field label="Tags" htmlFor={id("tags")} hint="Separate tags with commas, e.g. drawings, phase 1.">
          <Input
            id={id("tags")}
            value={tags}
            disabled={busy}
            autoComplete="off"
            onChange={(e) => setTags(e.target.value)}
          />
        </Field>
        <Field label="Type" htmlFor={id("type")}>
          <OptionsSelect
            id={id("type")}
            value={documentType}
            disabled={busy}
            onChange={(e) => setDocumentType(e.target.value)}
            options={DOCUMENT_TYPES}
            first={{ value: "", label: "Not specified" }}
          />
        </Field>
        <AttachFields
          idPrefix="document-upload"
          projectId={projectId}
          contractId={contractId}
          disabled={busy}
          onProject={setProjectId}
          onContract={setContractId}
        />
        {percent !== null ? <ProgressBar value={percent} label="Upload progress" /> : null}
      </form>
    </Dialog>
  );
}
