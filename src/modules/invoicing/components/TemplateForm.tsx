import { Eye, Save } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Field, Input, Label } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { Switch } from "../../../web/ui/switch.tsx";
import type { Template } from "../invoicing.contract.ts";
import { DOCUMENT_KINDS, isDocumentKind } from "../invoicing.constants.ts";
import { SECTION_FLAGS, SECTION_TITLES, type TemplateSections } from "../template-sections.ts";
import { TemplateColumns } from "./TemplateColumns.tsx";
import {
  FLAG_GROUPS,
  flagOf,
  KIND_LABELS,
  withFlag,
  type ColumnErrors,
  type FlagGroup,
  type TemplateDraft,
} from "./TemplateDraft.ts";

/** What the form says it is editing: a new template, a saved one, or a built-in one (saved as a copy). */
function Heading({ loaded }: { loaded: Template | null }) {
  if (!loaded) return <>New template</>;
  return <>{loaded.builtIn ? `${loaded.name} (built-in)` : `Editing ${loaded.name}`}</>;
}

/**
 * The Template Builder's form (spec): the template's name, its type, whether it is the default of its type,
 * then the checkbox sections and the items table's columns. Read-only for a viewer; Enter opens Save Template.
 */
export function TemplateForm({
  draft,
  loaded,
  columnErrors,
  canWrite,
  onChange,
  onSave,
  onPreview,
}: {
  draft: TemplateDraft;
  loaded: Template | null;
  columnErrors: ColumnErrors;
  canWrite: boolean;
  onChange: (next: TemplateDraft) => void;
  onSave: () => void;
  onPreview: () => void;
}) {
  const setSections = (sections: TemplateSections) => onChange({ ...draft, sections });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canWrite) onSave();
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="template-form-heading" className="space-y-6">
      <div className="space-y-1">
        <h2 id="template-form-heading" className="text-lg font-semibold text-ink">
          <Heading loaded={loaded} />
        </h2>
        <p className="text-sm text-muted">
          {!canWrite
            ? "You can look at the templates and preview them; your role cannot change them."
            : loaded?.builtIn
              ? "The built-in template cannot be changed: Save Template keeps your changes as a new template."
              : "Choose what your estimates and invoices show. Preview shows the PDF before you save."}
        </p>
      </div>

      <fieldset disabled={!canWrite} className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Template name" htmlFor="template-name">
            <Input
              id="template-name"
              value={draft.name}
              maxLength={120}
              autoComplete="off"
              onChange={(e) => onChange({ ...draft, name: e.target.value })}
            />
          </Field>
          <Field label="Type" htmlFor="template-kind">
            <Select
              id="template-kind"
              value={draft.kind}
              onChange={(e) => {
                const kind = e.target.value;
                if (isDocumentKind(kind)) onChange({ ...draft, kind });
              }}
            >
              {DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="flex items-start justify-between gap-4 rounded-md border border-border p-3">
          <div className="space-y-0.5">
            <Label htmlFor="template-default">Make this the default for its type</Label>
            <p id="template-default-hint" className="text-sm text-muted">
              New {draft.kind === "estimate" ? "estimates" : "invoices"} use the default template unless you choose
              another.
            </p>
          </div>
          <Switch
            id="template-default"
            checked={draft.isDefault}
            onCheckedChange={(on) => onChange({ ...draft, isDefault: on })}
            aria-describedby="template-default-hint"
          />
        </div>

        <div className="grid gap-6 sm:grid-cols-2">
          {FLAG_GROUPS.map((group) => (
            <FlagCheckboxes key={group} group={group} sections={draft.sections} onChange={setSections} />
          ))}
        </div>

        <TemplateColumns sections={draft.sections} errors={columnErrors} onChange={setSections} />
      </fieldset>

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onPreview}>
          <Eye aria-hidden="true" />
          Preview
        </Button>
        {canWrite ? (
          <Button type="submit">
            <Save aria-hidden="true" />
            Save Template
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** One checkbox group of the spec (header, client info, summary, footer). */
function FlagCheckboxes({
  group,
  sections,
  onChange,
}: {
  group: FlagGroup;
  sections: TemplateSections;
  onChange: (next: TemplateSections) => void;
}) {
  return (
    <fieldset className="space-y-0.5">
      <legend className="mb-2 text-sm font-semibold text-ink">{SECTION_TITLES[group]}</legend>
      {SECTION_FLAGS[group].map(([key, label]) => {
        const id = `template-${group}-${key}`;
        return (
          <div key={key} className="flex min-h-8 items-center gap-2">
            <input
              id={id}
              type="checkbox"
              className="size-4 shrink-0 accent-brand"
              checked={flagOf(sections, group, key)}
              onChange={(e) => onChange(withFlag(sections, group, key, e.target.checked))}
            />
            <label htmlFor={id} className="flex-1 py-1 text-sm text-ink">
              {label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
