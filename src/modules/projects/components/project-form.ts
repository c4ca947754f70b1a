import { zodFieldErrors, type FieldErrors } from "../../../web/lib/form.ts";
import { DEFAULT_PROJECT_STATUS, parseBudget, projectInput, type Project, type ProjectInputParsed } from "../projects.contract.ts";

/** The create/edit form's fields, in screen order (the first one in error gets focus). */
export const FORM_KEYS = ["name", "description", "startDate", "endDate", "status", "budget", "progress", "clientId", "managerId"] as const;
export type FormKey = (typeof FORM_KEYS)[number];
export type FormValues = Record<FormKey, string>;
export type FormErrors = FieldErrors<FormKey>;

export const fieldId = (key: FormKey) => `project-${key}`;

const PROGRESS_RANGE = "Progress is between 0 and 100.";

/** A new project starts at Planning, progress 0, managed by the person creating it (spec). */
export function initialValues(project: Project | undefined, currentUserId: string): FormValues {
  if (!project) {
    return { name: "", description: "", startDate: "", endDate: "", status: DEFAULT_PROJECT_STATUS, budget: "", progress: "0", clientId: "", managerId: currentUserId };
  }
  return {
    name: project.name,
    description: project.description,
    startDate: project.startDate,
    endDate: project.endDate,
    status: project.status,
    budget: project.budget === null ? "" : String(project.budget),
    progress: String(project.progress),
    clientId: project.client?.id ?? "",
    managerId: project.manager?.id ?? "",
  };
}

const REQUIRED: { key: FormKey; label: string }[] = [
  { key: "name", label: "Project Name" },
  { key: "startDate", label: "Start Date" },
  { key: "endDate", label: "End Date" },
];

export type FormCheck = { ok: true; input: ProjectInputParsed } | { ok: false; errors: FormErrors; missing: boolean };

/**
 * The form checked with the server's own schema (quick feedback; the server checks again). Missing name or
 * dates are reported first, as the spec's "Missing Fields"; then the other rules (end before start, budget).
 */
export function checkForm(values: FormValues): FormCheck {
  const missing: FormErrors = {};
  for (const { key, label } of REQUIRED) if (!values[key].trim()) missing[key] = `${label} is required.`;
  if (Object.keys(missing).length > 0) return { ok: false, errors: missing, missing: true };

  const progressText = values.progress.trim();
  const progress = /^\d{1,3}$/.test(progressText) ? Number(progressText) : Number.NaN;
  const result = projectInput.safeParse({
    name: values.name,
    description: values.description,
    startDate: values.startDate,
    endDate: values.endDate,
    status: values.status,
    budget: values.budget,
    progress: Number.isNaN(progress) ? 0 : progress,
    clientId: values.clientId || null,
    managerId: values.managerId || null,
  });
  const errors: FormErrors = result.success ? {} : zodFieldErrors(result.error, FORM_KEYS);
  if (Number.isNaN(progress)) errors.progress = PROGRESS_RANGE;
  if (!result.success || errors.progress) return { ok: false, errors, missing: false };

  const budget = parseBudget(result.data.budget);
  return { ok: true, input: { ...result.data, budget: budget === "invalid" ? null : budget } };
}
