import { CERTIFICATION_AREAS, CERTIFICATION_MSG, type CertificationArea } from "../certifications.constants.ts";
import type { Certification } from "../certifications.contract.ts";
import type { CertificationsApi } from "../certifications-api.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { certificationForm, initialCertificationValues } from "./certification-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";

/** One form spec per area, made once (its id prefix names the area). */
const FORMS = Object.fromEntries(CERTIFICATION_AREAS.map((area) => [area, certificationForm(area)])) as Record<
  CertificationArea,
  ReturnType<typeof certificationForm>
>;

/** Add or edit an area's certification (name and expiry date required); a failed save keeps everything typed. */
export function CertificationFormDialog({
  api,
  certification,
  onClose,
}: {
  api: CertificationsApi;
  certification?: Certification;
  onClose: () => void;
}) {
  const form = useRecordForm(FORMS[api.area], initialCertificationValues(certification), {
    missing: CERTIFICATION_MSG.missingFields,
  });
  const save = api.useSave();
  const editing = certification !== undefined;
  const { field, control, values } = form;

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { id: certification?.id, input },
        form.saveCallbacks(
          editing
            ? { saved: "Certification updated successfully", failed: "Could not update the certification" }
            : { saved: "Certification added successfully", failed: "Could not add the certification" },
          onClose,
        ),
      ),
    save.isPending,
  );

  return (
    <FormDialog
      id={`${api.area}-certification-form`}
      size="lg"
      mode={editing ? "edit" : "create"}
      noun="Certification"
      verb="Add"
      description={`A ${api.area} certification and when it expires.`}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Certification Name" {...field("name")}>
            <Input {...control("name")} required maxLength={200} autoComplete="off" autoFocus />
          </Field>
        </div>
        <Field label="Number" {...field("number")}>
          <Input {...control("number")} maxLength={100} autoComplete="off" />
        </Field>
        <Field label="Issuing Authority" {...field("issuingAuthority")}>
          <Input {...control("issuingAuthority")} maxLength={200} autoComplete="off" />
        </Field>
        <Field label="Issue Date" {...field("issueDate")}>
          <Input {...control("issueDate")} type="date" max={values.expiryDate || undefined} />
        </Field>
        <Field label="Expiry Date" {...field("expiryDate")}>
          <Input {...control("expiryDate")} type="date" required min={values.issueDate || undefined} />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Renewal Requirements" {...field("renewalRequirements")}>
            <Textarea {...control("renewalRequirements")} maxLength={4000} className="min-h-20" />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label="Description" {...field("description")}>
            <Textarea {...control("description")} maxLength={4000} className="min-h-20" />
          </Field>
        </div>
      </div>
    </FormDialog>
  );
}
