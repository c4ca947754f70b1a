import { useState } from "react";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { PhotoField } from "../../../web/photos/photo-picker.tsx";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { ProjectField, useProjectOptions } from "../../projects/projects.public.tsx";
import { PUNCH_LIMITS, PUNCH_MSG } from "../punch-lists.constants.ts";
import type { PunchItem } from "../punch-lists.contract.ts";
import { useCreatePunchItem, useUpdatePunchItem } from "../punch-lists-api.ts";
import { AssigneeField } from "./AssigneeField.tsx";
import { initialPunchValues, punchItemForm } from "./punch-item-form.ts";

/**
 * New Punch Item (no `item`) or Edit Punch Item. A new one is sent through the outbox: with no connection it is
 * kept on the device with its photos and sent once when the connection returns. Mounted only while open.
 */
export function PunchItemFormDialog({
  item,
  projectId = "",
  onClose,
}: {
  item?: PunchItem;
  projectId?: string;
  onClose: () => void;
}) {
  const [initial] = useState(() => initialPunchValues(item, projectId));
  const form = useRecordForm(punchItemForm, initial, { missing: PUNCH_MSG.missingFields });
  const create = useCreatePunchItem();
  const update = useUpdatePunchItem();
  const projects = useProjectOptions();
  const [uploading, setUploading] = useState(false);
  const { values, errors, setValue, idOf, field, control } = form;
  const pending = create.isPending || update.isPending;
  const busy = pending || uploading;

  const submit = form.handleSubmit((input) => {
    if (item) {
      update.mutate(
        { id: item.id, input },
        form.saveCallbacks({ saved: PUNCH_MSG.updated, failed: "Could not save the punch item" }, onClose),
      );
      return;
    }
    const projectName = projects.data?.find((p) => p.id === input.projectId)?.name ?? "";
    create.mutate(
      { projectName, input },
      form.submitCallbacks({ saved: PUNCH_MSG.created, failed: "Could not add the punch item" }, onClose),
    );
  }, busy);

  return (
    <FormDialog
      id="punch-item-form"
      size="lg"
      mode={item ? "edit" : "create"}
      noun="Punch Item"
      verb="Add"
      titleVerb="New"
      uploading={uploading}
      description={item ? `Change ${item.location}.` : "Where it is, what is left to do, and who finishes it."}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {item ? null : (
          <ProjectField
            id={idOf("projectId")}
            value={values.projectId}
            current={null}
            error={errors.projectId}
            failedHint="The projects could not be loaded."
            onChange={(id) => setValue("projectId", id)}
          />
        )}
        <Field label="Location" {...field("location")}>
          <Input {...control("location")} maxLength={PUNCH_LIMITS.location} placeholder="e.g. Level 2, Unit 204" />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Description" {...field("description")}>
            <Textarea {...control("description")} maxLength={PUNCH_LIMITS.description} className="min-h-20" />
          </Field>
        </div>
        <Field label="Trade" {...field("trade")}>
          <Input {...control("trade")} maxLength={PUNCH_LIMITS.trade} placeholder="e.g. Drywall" />
        </Field>
        <AssigneeField
          id={idOf("assigneeId")}
          value={values.assigneeId}
          current={item?.assignee ?? null}
          error={errors.assigneeId}
          onChange={(id) => setValue("assigneeId", id)}
        />
        <Field label="Due Date" {...field("dueDate")}>
          <Input {...control("dueDate")} type="date" />
        </Field>
        <PhotoField
          id={idOf("photoIds")}
          initial={item?.photos}
          error={errors.photoIds}
          onChange={(joined) => setValue("photoIds", joined)}
          onUploadingChange={setUploading}
          disabled={pending}
        />
      </div>
    </FormDialog>
  );
}
