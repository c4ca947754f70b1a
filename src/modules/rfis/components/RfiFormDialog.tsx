import { useState } from "react";
import { useNavigate } from "react-router";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { paths } from "../../../web/paths.ts";
import { PhotoField } from "../../../web/photos/photo-picker.tsx";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { ProjectField } from "../../projects/projects.public.tsx";
import { useCreateRfi } from "../rfis-api.ts";
import { MemberChecklist, MemberField } from "./people.tsx";
import { initialRfiValues, rfiForm } from "./rfi-form.ts";

/** A new RFI: its project, subject and question, who answers it and by when, who gets a copy, and photos. */
export function RfiFormDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const [initial] = useState(() => initialRfiValues(projectId));
  const form = useRecordForm(rfiForm, initial);
  const { field, control, values, errors, setValue, idOf } = form;
  const create = useCreateRfi();
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const busy = create.isPending || uploading;
  const submit = form.handleSubmit((input) => {
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
      mode="create"
      noun="RFI"
      verb="Create"
      titleVerb="New"
      uploading={uploading}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ProjectField
          id={idOf("projectId")}
          value={values.projectId}
          current={null}
          error={errors.projectId}
          failedHint="Projects could not be loaded."
          onChange={(id) => setValue("projectId", id)}
        />
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
          error={errors.photoIds}
          onChange={(joined) => setValue("photoIds", joined)}
          onUploadingChange={setUploading}
          disabled={create.isPending}
        />
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
      </div>
    </FormDialog>
  );
}
