import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { centsText } from "../../../web/lib/format.ts";
import { employeeInput, type Employee, type EmployeeInputParsed } from "../hr.contract.ts";
import { DEFAULT_EMPLOYEE_STATUS, DEFAULT_EMPLOYMENT_TYPE } from "../hr.constants.ts";
import { splitSkills } from "../hr.rules.ts";
import { readRows, rowsInput, rowsOf, writeRows } from "./certification-rows.ts";

const KEYS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "emergencyName",
  "emergencyRelationship",
  "emergencyPhone",
  "position",
  "department",
  "startDate",
  "employmentType",
  "status",
  "supervisor",
  "classification",
  "hourlyRate",
  "education",
  "skills",
  "certifications",
] as const;
export type EmployeeFormKey = (typeof KEYS)[number];

/** Add Employee (spec) and its edit: the spec's seven required fields named first (the required-fields message), then the HR contract's schema. */
export const employeeForm: FormSpec<EmployeeFormKey, EmployeeInputParsed> = {
  keys: KEYS,
  idPrefix: "employee",
  required: [
    { key: "firstName", label: "First Name" },
    { key: "lastName", label: "Last Name" },
    { key: "email", label: "Email" },
    { key: "phone", label: "Phone" },
    { key: "position", label: "Position" },
    { key: "department", label: "Department" },
    { key: "startDate", label: "Start Date" },
  ],
  parse: (values) =>
    employeeInput.safeParse({
      ...values,
      skills: splitSkills(values.skills),
      certifications: rowsInput(readRows(values.certifications)),
    }),
};

/**
 * A new employee is Full-time and Active unless chosen; an edit starts from the employee as saved (a viewer never
 * edits, so the personal details are there). The rate is "" for a member, who is not answered it: the server
 * keeps the stored rate when a member saves.
 */
export function initialValues(employee: Employee | undefined): FormValues<EmployeeFormKey> {
  if (!employee) {
    return {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      address: "",
      emergencyName: "",
      emergencyRelationship: "",
      emergencyPhone: "",
      position: "",
      department: "",
      startDate: "",
      employmentType: DEFAULT_EMPLOYMENT_TYPE,
      status: DEFAULT_EMPLOYEE_STATUS,
      supervisor: "",
      classification: "",
      hourlyRate: "",
      education: "",
      skills: "",
      certifications: writeRows([]),
    };
  }
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    phone: employee.phone ?? "",
    address: employee.address ?? "",
    emergencyName: employee.emergencyContact?.name ?? "",
    emergencyRelationship: employee.emergencyContact?.relationship ?? "",
    emergencyPhone: employee.emergencyContact?.phone ?? "",
    position: employee.position,
    department: employee.department,
    startDate: employee.startDate,
    employmentType: employee.employmentType,
    status: employee.status,
    supervisor: employee.supervisor,
    classification: employee.classification,
    hourlyRate: employee.hourlyRateCents === null ? "" : centsText(employee.hourlyRateCents),
    education: employee.education,
    skills: employee.skills.join(", "),
    certifications: writeRows(rowsOf(employee.certifications)),
  };
}
