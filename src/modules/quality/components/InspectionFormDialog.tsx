import { useState } from "react";
import { localToday } from "../../../web/lib/format.ts";
import { useSession } from "../../../web/lib/session.tsx";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { PhotoField } from "../../../web/photos/photo-picker.tsx";
import { RowsEditor, type RowField } from "../../../web/ui/rows-editor.tsx";
import { MAX_INSPECTION_ITEMS, QUALITY_MSG } from "../quality.constants.ts";
import { useCreateInspection } from "../quality-api.ts";
import { initialInspectionValues, inspectionForm } from "./inspection-form.ts";
import { InspectorField } from "./InspectorField.tsx";
import { blankItem, readItems, writeItems } from "./item-rows.ts";

const ITEM_FIELDS: readonly RowField<"name" | "notes">[] = [
  { field: "name", label: "Item", maxLength: 200 },
  { field: "notes", label: "Notes", maxLength: 2000 },
];

/**
 * New Inspection (spec: title, location, inspector, items, photos; the first three required). Items start
 * pending; their results are recorded in the inspection's details. The form's `clientKey` is made once when it
 * opens, so saving again after a failure never makes the inspection twice.
 */
export function InspectionFormDialog({ onClose }: { onClose: () => void }) {
  const { session } = useSession();
  const [initial] = useState(() => initialInspectionValues(localToday(), session?.user.id ?? ""));
  const form = useRecordForm(inspectionForm, initial, { missing: QUALITY_MSG.missingFields });
  const save = useCreateInspection();
  const [uploading, setUploading] = useState(false);
  const { values, errors, setValue, idOf, field, control } = form;
  const busy = save.isPending || uploading;

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        input,
        form.submitCallbacks(
          { saved: QUALITY_MSG.inspectionCreated, failed: "Could not create the inspection" },
          onClose,
        ),
      ),
    busy,
  );

  return (
    <FormDialog
      id="inspection-form"
      size="xl"
      mode="create"
      noun="Inspection"
      verb="Create"
      titleVerb="New"
      uploading={uploading}
      description="What is inspected, where, by whom, and the items to check."
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Title" {...field("title")}>
            <Input {...control("title")} required maxLength={200} autoComplete="off" autoFocus />
          </Field>
        </div>
        <Field label="Location" {...field("location")}>
          <Input {...control("location")} required maxLength={200} autoComplete="off" />
        </Field>
        <InspectorField
          id={idOf("inspectorId")}
          value={values.inspectorId}
          error={errors.inspectorId}
          onChange={(id) => setValue("inspectorId", id)}
        />
        <Field label="Date" {...field("date")}>
          <Input {...control("date")} type="date" />
        </Field>
        <div className="sm:col-span-2">
          <RowsEditor
            id={idOf("items")}
            legend="Inspection Items"
            rowLabel="Item"
            emptyText="No items yet. Add what is to be checked."
            addLabel="Add Item"
            max={MAX_INSPECTION_ITEMS}
            fields={ITEM_FIELDS}
            rows={readItems(values.items)}
            error={errors.items}
            blank={blankItem}
            onChange={(rows) => setValue("items", writeItems(rows))}
          />
        </div>
        <PhotoField
          id={idOf("photoIds")}
          error={errors.photoIds}
          onChange={(joined) => setValue("photoIds", joined)}
          onUploadingChange={setUploading}
          disabled={save.isPending}
        />
      </div>
    </FormDialog>
  );
}
