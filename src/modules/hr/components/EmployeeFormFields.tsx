import type { ReactNode } from "react";
import type { RecordForm } from "../../../web/lib/use-record-form.ts";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import type { EmployeeInputParsed } from "../hr.contract.ts";
import { DEPARTMENTS, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES, MAX_CLASSIFICATION } from "../hr.constants.ts";
import { readRows, writeRows } from "./certification-rows.ts";
import { CertificationsEditor } from "./CertificationsEditor.tsx";
import type { EmployeeFormKey } from "./employee-form.ts";

/** One group of the form (the spec's personalInfo, emergencyContact, employment, qualifications). */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-base font-semibold text-ink">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

const wide = (children: ReactNode) => <div className="sm:col-span-2">{children}</div>;

/**
 * The add/edit form's fields: labels above, each error under its field and linked to it. The hourly rate is an
 * admin's to see and set (`showPay`); others do not get the field.
 */
export function EmployeeFormFields({
  form,
  showPay,
}: {
  form: RecordForm<EmployeeFormKey, EmployeeInputParsed>;
  showPay: boolean;
}) {
  const { values, errors, setValue, idOf, hintOf, field, control } = form;
  return (
    <div className="space-y-6">
      <Group title="Personal Information">
        <Field label="First Name" {...field("firstName")}>
          <Input {...control("firstName")} required maxLength={100} autoComplete="off" autoFocus />
        </Field>
        <Field label="Last Name" {...field("lastName")}>
          <Input {...control("lastName")} required maxLength={100} autoComplete="off" />
        </Field>
        <Field label="Email" {...field("email")}>
          <Input {...control("email")} type="email" required maxLength={254} autoComplete="off" />
        </Field>
        <Field label="Phone" {...field("phone")}>
          <Input {...control("phone")} type="tel" required maxLength={40} autoComplete="off" />
        </Field>
        {wide(
          <Field label="Address" {...field("address")}>
            <Input {...control("address")} maxLength={500} autoComplete="off" />
          </Field>,
        )}
      </Group>

      <Group title="Emergency Contact">
        <Field label="Contact Name" {...field("emergencyName")}>
          <Input {...control("emergencyName")} maxLength={120} autoComplete="off" />
        </Field>
        <Field label="Relationship" {...field("emergencyRelationship")}>
          <Input {...control("emergencyRelationship")} maxLength={60} autoComplete="off" />
        </Field>
        <Field label="Contact Phone" {...field("emergencyPhone")}>
          <Input {...control("emergencyPhone")} type="tel" maxLength={40} autoComplete="off" />
        </Field>
      </Group>

      <Group title="Employment">
        <Field label="Position" {...field("position")}>
          <Input {...control("position")} required maxLength={120} autoComplete="off" />
        </Field>
        <Field label="Department" {...field("department")}>
          <OptionsSelect
            {...control("department")}
            required
            options={DEPARTMENTS}
            first={{ value: "", label: "Select a department" }}
          />
        </Field>
        <Field label="Start Date" {...field("startDate")}>
          <Input {...control("startDate")} type="date" required />
        </Field>
        <Field label="Employment Type" {...field("employmentType")}>
          <OptionsSelect {...control("employmentType")} options={EMPLOYMENT_TYPES} />
        </Field>
        <Field label="Status" {...field("status")}>
          <OptionsSelect {...control("status")} options={EMPLOYEE_STATUSES} />
        </Field>
        <Field label="Supervisor" {...field("supervisor")}>
          <Input {...control("supervisor")} maxLength={120} autoComplete="off" />
        </Field>
        <Field
          label="Classification"
          {...field("classification")}
          hint="The work classification certified payroll prints, e.g. Carpenter."
        >
          <Input
            {...control("classification", hintOf("classification"))}
            maxLength={MAX_CLASSIFICATION}
            autoComplete="off"
          />
        </Field>
        {showPay ? (
          <Field label="Hourly Rate" {...field("hourlyRate")} hint="In dollars, e.g. 42.50. Shown to admins only.">
            <Input
              {...control("hourlyRate", hintOf("hourlyRate"))}
              inputMode="decimal"
              maxLength={40}
              autoComplete="off"
              placeholder="0.00"
            />
          </Field>
        ) : null}
      </Group>

      <Group title="Qualifications">
        {wide(
          <Field label="Education" {...field("education")}>
            <Textarea {...control("education")} maxLength={500} className="min-h-20" />
          </Field>,
        )}
        {wide(
          <Field
            label="Skills"
            {...field("skills")}
            hint="Separate skills with commas, e.g. Welding, Rigging, AutoCAD."
          >
            <Input {...control("skills", hintOf("skills"))} maxLength={3000} autoComplete="off" />
          </Field>,
        )}
        {wide(
          <CertificationsEditor
            id={idOf("certifications")}
            rows={readRows(values.certifications)}
            error={errors.certifications}
            onChange={(rows) => setValue("certifications", writeRows(rows))}
          />,
        )}
      </Group>
    </div>
  );
}
