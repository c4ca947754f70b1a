import { useState } from "react";
import { ApiError } from "../../../web/lib/api.ts";
import type { FormSpec } from "../../../web/lib/form-check.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { templateInput, type Template, type TemplateInputParsed } from "../invoicing.contract.ts";
import { INVOICING_MSG } from "../invoicing.constants.ts";
import { useSaveTemplate } from "../invoicing-api.ts";
import type { TemplateDraft } from "./TemplateDraft.ts";

/** `sections` is not typed here: its messages (from the builder's form) show above the name. */
const KEYS = ["name", "sections"] as const;
type SaveKey = (typeof KEYS)[number];

const saveForm = (draft: TemplateDraft): FormSpec<SaveKey, TemplateInputParsed> => ({
  keys: KEYS,
  idPrefix: "template-save",
  parse: (values) =>
    templateInput.safeParse({
      name: values.name,
      kind: draft.kind,
      sections: draft.sections,
      isDefault: draft.isDefault,
    }),
});

/**
 * Save Template (spec: name required, "Please enter a template name"): confirms the name, then saves a new
 * template, or changes the loaded one. A built-in template is never changed: its layout is saved under a new name.
 */
export function TemplateSaveDialog({
  draft,
  loaded,
  onSaved,
  onClose,
}: {
  draft: TemplateDraft;
  loaded: Template | null;
  onSaved: (saved: Template) => void;
  onClose: () => void;
}) {
  const editable = loaded && !loaded.builtIn ? loaded : null;
  const askNewName = loaded?.builtIn === true && draft.name.trim() === loaded.name;
  const form = useRecordForm(saveForm(draft), { name: askNewName ? "" : draft.name, sections: "" });
  const [asNew, setAsNew] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveTemplate();
  const updating = editable !== null && !asNew;

  const submit = form.handleSubmit((input) => {
    setFailure(null);
    save.mutate(
      { id: updating ? editable.id : undefined, input },
      {
        onSuccess: (saved) => {
          toast.success(INVOICING_MSG.templateSaved);
          onSaved(saved);
          onClose();
        },
        onError: (err) => {
          const nameError =
            err instanceof ApiError ? (err.fields?.name ?? (err.status === 409 ? err.message : undefined)) : undefined;
          if (nameError) form.setErrors({ name: nameError });
          else setFailure(err.message);
        },
      },
    );
  }, save.isPending);

  const kind = draft.kind === "estimate" ? "estimate" : "invoice";
  const description = loaded?.builtIn
    ? `The built-in template cannot be changed: your layout is saved as a new ${kind} template under its own name.`
    : updating
      ? `Saves your changes to the ${kind} template ${editable.name}.`
      : `Saves this layout as a new ${kind} template${draft.isDefault ? `, the default for ${kind}s` : ""}.`;

  return (
    <FormDialog
      id="template-save"
      title="Save Template"
      description={description}
      submitLabel={updating ? "Save Changes" : "Save Template"}
      busyLabel="Saving…"
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="space-y-4">
        {failure || form.errors.sections ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-destructive">
            {failure ?? form.errors.sections}
          </p>
        ) : null}
        <Field label="Template name" {...form.field("name")}>
          <Input {...form.control("name")} required maxLength={120} autoComplete="off" autoFocus />
        </Field>
        {editable ? (
          <div className="flex items-center gap-2">
            <input
              id="template-save-as-new"
              type="checkbox"
              className="size-4 shrink-0 accent-brand"
              checked={asNew}
              onChange={(e) => setAsNew(e.target.checked)}
            />
            <label htmlFor="template-save-as-new" className="text-sm text-ink">
              Save as a new template (keep {editable.name} as it is)
            </label>
          </div>
        ) : null}
      </div>
    </FormDialog>
  );
}
