import { useState, type FormEvent } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { DocumentPatch, DocumentRow } from "../documents.contract.ts";
import {
  DOCUMENT_MSG,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  formatFileSize,
  parseTags,
  versionLabel,
  type DocumentStatus,
} from "../documents.constants.ts";
import { useDocument, useUpdateDocument } from "../documents-api.ts";
import { formatDateTime } from "../../../web/lib/format.ts";
import { AttachFields } from "./AttachFields.tsx";
import { VersionHistory } from "./VersionHistory.tsx";
import { DetailItem } from "../../../web/ui/detail-item.tsx";

const FORM_ID = "document-details-form";
const id = (key: string) => `document-details-${key}`;

const isStatus = (value: string): value is DocumentStatus => (DOCUMENT_STATUSES as readonly string[]).includes(value);

/**
 * A document's details: writers rename, retag, change the status or type and attach it to a project or
 * contract; everyone sees and downloads its versions, and writers upload a new one.
 */
export function DocumentDetailsDialog({
  doc: listed,
  canWrite,
  maxUploadBytes,
  onClose,
}: {
  doc: DocumentRow;
  canWrite: boolean;
  maxUploadBytes: number | undefined;
  onClose: () => void;
}) {
  const detail = useDocument(listed.id);
  // The latest facts: the detail once loaded (it follows new versions), the listed row until then.
  const doc: DocumentRow = detail.data ?? listed;
  const [name, setName] = useState(listed.name);
  const [tags, setTags] = useState(listed.tags.join(", "));
  const [status, setStatus] = useState<DocumentStatus>(listed.status);
  const [documentType, setDocumentType] = useState(listed.documentType);
  const [projectId, setProjectId] = useState(listed.project?.id ?? "");
  const [contractId, setContractId] = useState(listed.contract?.id ?? "");
  const [nameError, setNameError] = useState<string | undefined>();
  const update = useUpdateDocument();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    if (name.trim() === "") {
      setNameError(DOCUMENT_MSG.nameRequired.message);
      document.getElementById(id("name"))?.focus();
      toast.error(DOCUMENT_MSG.nameRequired.title, DOCUMENT_MSG.nameRequired.message);
      return;
    }
    const patch: DocumentPatch = {
      name: name.trim(),
      tags: parseTags(tags),
      status,
      documentType,
      projectId: projectId || null,
    };
    // Sent only when it changes, so a server without contracts yet is never asked about one.
    if (contractId !== (listed.contract?.id ?? "")) patch.contractId = contractId || null;
    update.mutate(
      { id: listed.id, patch },
      {
        onSuccess: () => {
          toast.success(DOCUMENT_MSG.updated);
          onClose();
        },
        onError: (err) => toast.error(DOCUMENT_MSG.updateError, err.message),
      },
    );
  };

  // A type chosen before the list changed stays selectable.
  const types: readonly string[] =
    documentType && !(DOCUMENT_TYPES as readonly string[]).includes(documentType)
      ? [documentType, ...DOCUMENT_TYPES]
      : DOCUMENT_TYPES;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Document Details"
      description={`${doc.name} · version ${versionLabel(doc.version)} · ${formatFileSize(doc.size)}`}
      size="xl"
      footer={
        canWrite ? (
          <>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} disabled={update.isPending} aria-busy={update.isPending}>
              {update.isPending ? "Saving…" : "Save Changes"}
            </Button>
          </>
        ) : (
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
        )
      }
    >
      <div className="space-y-6">
        {canWrite ? (
          <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
            <Field label="Name" htmlFor={id("name")} error={nameError}>
              <Input
                id={id("name")}
                value={name}
                maxLength={200}
                autoComplete="off"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${id("name")}-error` : undefined}
                onChange={(e) => {
                  setName(e.target.value);
                  setNameError(undefined);
                }}
              />
            </Field>
            <Field label="Tags" htmlFor={id("tags")} hint="Separate tags with commas.">
              <Input id={id("tags")} value={tags} autoComplete="off" onChange={(e) => setTags(e.target.value)} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Status" htmlFor={id("status")}>
                <OptionsSelect
                  id={id("status")}
                  value={status}
                  onChange={(e) => isStatus(e.target.value) && setStatus(e.target.value)}
                  options={DOCUMENT_STATUSES}
                />
              </Field>
              <Field label="Type" htmlFor={id("type")}>
                <OptionsSelect
                  id={id("type")}
                  value={documentType}
                  onChange={(e) => setDocumentType(e.target.value)}
                  options={types}
                  first={{ value: "", label: "Not specified" }}
                />
              </Field>
            </div>
            <AttachFields
              idPrefix="document-details"
              projectId={projectId}
              contractId={contractId}
              currentProject={listed.project}
              currentContract={listed.contract}
              onProject={setProjectId}
              onContract={setContractId}
            />
          </form>
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <DetailItem compact term="Status">
              <StatusBadge set="document" status={doc.status} />
            </DetailItem>
            <DetailItem compact term="Type">
              {doc.documentType || "Not specified"}
            </DetailItem>
            <DetailItem compact term="Tags">
              {doc.tags.length > 0 ? doc.tags.join(", ") : "No tags"}
            </DetailItem>
            <DetailItem compact term="Project">
              {doc.project?.name ?? "None"}
            </DetailItem>
            <DetailItem compact term="Contract">
              {doc.contract?.name ?? "None"}
            </DetailItem>
            <DetailItem compact term="Uploaded At">
              {formatDateTime(doc.updatedAt)}
            </DetailItem>
          </dl>
        )}
        <VersionHistory
          doc={doc}
          detail={detail.data}
          loading={detail.isPending}
          canWrite={canWrite}
          maxUploadBytes={maxUploadBytes}
        />
      </div>
    </Dialog>
  );
}
