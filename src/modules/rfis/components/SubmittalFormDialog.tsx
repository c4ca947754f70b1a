import { useState } from "react";
import { useNavigate } from "react-router";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { paths } from "../../../web/paths.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { ProjectField } from "../../projects/projects.public.tsx";
import { SUBMITTAL_TYPE_LABELS, SUBMITTAL_TYPES } from "../rfis.constants.ts";
import { useCreateSubmittal } from "../rfis-api.ts";
import { MemberField } from "./people.tsx";
import { initialSubmittalValues, submittalForm } from "./submittal-form.ts";

const REVIEWERS = [
  { key: "reviewer1", label: "First Reviewer", none: "Choose a reviewer" },
  { key: "reviewer2", label: "Second Reviewer", none: "None" },
  { key: "reviewer3", label: "Third Reviewer", none: "None" },
] as const;

/** A new submittal (a draft): its spec section, title, type, the date it is needed on site, and its reviewers in order. */
export function SubmittalFormDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const [initial] = useState(() => initialSubmittalValues(projectId));
  const form = useRecordForm(submittalForm, initial);
  const { field, control, values, errors, setValue, idOf } = form;
  const create = useCreateSubmittal();
  const navigate = useNavigate();
  const submit = form.handleSubmit((input) => {
    create.mutate(
      input,
      form.saveCallbacks({ saved: "Submittal added.", failed: "The submittal could not be added" }, (saved) => {
        onClose();
        void navigate(paths.rfis.submittal(saved.id));
      }),
    );
  }, create.isPending);
  return (
    <FormDialog
      id="submittal-form"
      mode="create"
      noun="Submittal"
      verb="Add"
      titleVerb="New"
      busy={create.isPending}
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
      </div>
    </FormDialog>
  );
}
