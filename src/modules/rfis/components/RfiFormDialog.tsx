import { useState } from "react";
import { useNavigate } from "react-router";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { paths } from "../../../web/paths.ts";
import { PhotoField } from "../../../web/photos/photo-picker.tsx";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { ProjectField } from "../../projects/projects.public.tsx";
import type { Rfi } from "../rfis.contract.ts";
import { useCreateRfi, useUpdateRfi } from "../rfis-api.ts";
import { MemberChecklist, MemberField } from "./people.tsx";
import { RfiDocumentsField } from "./RfiDocumentsField.tsx";
import { initialRfiValues, rfiForm, rfiUpdateOf } from "./rfi-form.ts";

/**
 * New RFI (no `rfi`) or Edit RFI (a draft or an open one, prefilled): its project (fixed once written), subject
 * and question, who answers it and by when, who gets a copy, photos and documents. Mounted only while open.
 */
export function RfiFormDialog({
  projectId = "",
  rfi,
  onClose,
}: {
  projectId?: string;
  rfi?: Rfi;
  onClose: () => void;
}) {
  const [initial] = useState(() => initialRfiValues(projectId, rfi));
  const form = useRecordForm(rfiForm, initial);
  const { field, control, values, errors, setValue, idOf } = form;
  const create = useCreateRfi();
  const update = useUpdateRfi();
  const navigate = useNavigate();
  const [photosUploading, setPhotosUploading] = useState(false);
  const [filesUploading, setFilesUploading] = useState(false);
  const uploading = photosUploading || filesUploading;
  const pending = create.isPending || update.isPending;
  const busy = pending || uploading;
  const submit = form.handleSubmit((input) => {
    if (rfi) {
      update.mutate(
        { id: rfi.id, body: rfiUpdateOf(input) },
        form.saveCallbacks({ saved: "RFI saved.", failed: "The RFI could not be saved" }, onClose),
      );
      return;
    }
    create.mutate(
      input,
      form.saveCallbacks(
        { saved: input.open ? "RFI sent." : "RFI saved as a draft.", failed: "The RFI could not be saved" },
        (saved) => {
          onClose();
          void navigate(paths.rfis.rfi(saved.id));
        },
      ),
    );
  }, busy);
  return (
    <FormDialog
      id="rfi-form"
      mode={rfi ? "edit" : "create"}
      noun="RFI"
      verb="Create"
      titleVerb="New"
      uploading={uploading}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {rfi ? null : (
          <ProjectField
            id={idOf("projectId")}
            value={values.projectId}
            current={null}
            error={errors.projectId}
            failedHint="Projects could not be loaded."
            onChange={(id) => setValue("projectId", id)}
          />
        )}
        <Field label="Subject" {...field("subject")}>
          <Input {...control("subject")} required maxLength={200} autoComplete="off" />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Question" {...field("question")}>
            <Textarea {...control("question")} maxLength={10000} />
          </Field>
        </div>
        <MemberField
          label="Ball in Court"
          id={idOf("ballInCourtId")}
          value={values.ballInCourtId}
          error={errors.ballInCourtId}
          noneLabel="Choose who answers"
          onChange={(id) => setValue("ballInCourtId", id)}
        />
        <Field label="Due Date" {...field("dueDate")}>
          <Input {...control("dueDate")} type="date" />
        </Field>
        <div className="sm:col-span-2">
          <MemberChecklist
            legend="Distribution"
            idPrefix="rfi-distribution"
            value={values.distributionIds.split(",").filter(Boolean)}
            onChange={(ids) => setValue("distributionIds", ids.join(","))}
          />
        </div>
        <PhotoField
          id={idOf("photoIds")}
          label="Attachments"
          initial={rfi?.photos}
          error={errors.photoIds}
          onChange={(joined) => setValue("photoIds", joined)}
          onUploadingChange={setPhotosUploading}
          disabled={pending}
        />
        <RfiDocumentsField
          id={idOf("documentIds")}
          projectId={values.projectId}
          initial={rfi?.documents}
          error={errors.documentIds}
          disabled={pending}
          onChange={(joined) => setValue("documentIds", joined)}
          onUploadingChange={setFilesUploading}
        />
        {rfi ? null : (
          <label htmlFor={idOf("open")} className="flex min-h-11 items-center gap-2 text-sm font-medium sm:col-span-2">
            <input
              id={idOf("open")}
              type="checkbox"
              className="size-5"
              checked={values.open === "yes"}
              onChange={(e) => setValue("open", e.target.checked ? "yes" : "")}
            />
            Send it now (otherwise it is kept as a draft)
          </label>
        )}
      </div>
    </FormDialog>
  );
}
