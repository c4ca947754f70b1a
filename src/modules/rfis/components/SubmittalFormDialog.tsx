import { useState } from "react";
import { useNavigate } from "react-router";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { paths } from "../../../web/paths.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { ProjectField } from "../../projects/projects.public.tsx";
import { SUBMITTAL_TYPE_LABELS, SUBMITTAL_TYPES } from "../rfis.constants.ts";
import type { Submittal } from "../rfis.contract.ts";
import { useCreateSubmittal, useUpdateSubmittal } from "../rfis-api.ts";
import { MemberField } from "./people.tsx";
import { initialSubmittalValues, laterReviewers, submittalForm, submittalUpdateOf } from "./submittal-form.ts";

const REVIEWERS = [
  { key: "reviewer1", label: "First Reviewer", none: "Choose a reviewer" },
  { key: "reviewer2", label: "Second Reviewer", none: "None" },
  { key: "reviewer3", label: "Third Reviewer", none: "None" },
] as const;

/**
 * A new submittal (a draft), or Edit Submittal (a draft, prefilled): its spec section, title, type, the date it is
 * needed on site, and its reviewers in order. Its project is fixed once added. Mounted only while open.
 */
export function SubmittalFormDialog({
  projectId = "",
  submittal,
  onClose,
}: {
  projectId?: string;
  submittal?: Submittal;
  onClose: () => void;
}) {
  const [initial] = useState(() => initialSubmittalValues(projectId, submittal));
  const [later] = useState(() => (submittal ? laterReviewers(submittal) : []));
  const form = useRecordForm(submittalForm, initial);
  const { field, control, values, errors, setValue, idOf } = form;
  const create = useCreateSubmittal();
  const update = useUpdateSubmittal();
  const navigate = useNavigate();
  const pending = create.isPending || update.isPending;
  const submit = form.handleSubmit((input) => {
    if (submittal) {
      update.mutate(
        { id: submittal.id, body: submittalUpdateOf(input, later) },
        form.saveCallbacks({ saved: "Submittal saved.", failed: "The submittal could not be saved" }, onClose),
      );
      return;
    }
    create.mutate(
      input,
      form.saveCallbacks({ saved: "Submittal added.", failed: "The submittal could not be added" }, (saved) => {
        onClose();
        void navigate(paths.rfis.submittal(saved.id));
      }),
    );
  }, pending);
  return (
    <FormDialog
      id="submittal-form"
      mode={submittal ? "edit" : "create"}
      noun="Submittal"
      verb="Add"
      titleVerb="New"
      busy={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {submittal ? null : (
          <ProjectField
            id={idOf("projectId")}
            value={values.projectId}
            current={null}
            error={errors.projectId}
            failedHint="Projects could not be loaded."
            onChange={(id) => setValue("projectId", id)}
          />
        )}
        <Field label="Spec Section" {...field("specSection")} hint='Six digits, like "03 30 00".'>
          <Input {...control("specSection")} required maxLength={20} autoComplete="off" inputMode="numeric" />
        </Field>
        <Field label="Title" {...field("title")}>
          <Input {...control("title")} required maxLength={200} autoComplete="off" />
        </Field>
        <Field label="Type" {...field("type")}>
          <Select {...control("type")}>
            {SUBMITTAL_TYPES.map((t) => (
              <option key={t} value={t}>
                {SUBMITTAL_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Required on Site" {...field("onSiteDate")}>
          <Input {...control("onSiteDate")} type="date" />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Description" {...field("description")}>
            <Textarea {...control("description")} maxLength={10000} className="min-h-20" />
          </Field>
        </div>
        {REVIEWERS.map((r) => (
          <MemberField
            key={r.key}
            label={r.label}
            id={idOf(r.key)}
            value={values[r.key]}
            error={errors[r.key]}
            noneLabel={r.none}
            onChange={(id) => setValue(r.key, id)}
          />
        ))}
        {later.length > 0 ? (
          <p className="text-sm text-muted sm:col-span-2">
            Then, as before: {later.map((p) => p.fullName).join(", ")}.
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
