import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { projectInput, type Project, type ProjectInputParsed } from "../projects.contract.ts";
import { DEFAULT_PROJECT_STATUS, parseBudget } from "../projects.constants.ts";

const KEYS = [
  "name",
  "description",
  "startDate",
  "endDate",
  "status",
  "budget",
  "progress",
  "clientId",
  "managerId",
] as const;
export type ProjectFormKey = (typeof KEYS)[number];

const PROGRESS_RANGE = "Progress is between 0 and 100.";
const progressOf = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The create/edit form: the name and dates are required (the spec's "Missing Fields"), then the projects
 * contract's own schema; the budget is read as the server reads it.
 */
export const projectForm: FormSpec<ProjectFormKey, ProjectInputParsed> = {
  keys: KEYS,
  idPrefix: "project",
  required: [
    { key: "name", label: "Project Name" },
    { key: "startDate", label: "Start Date" },
    { key: "endDate", label: "End Date" },
  ],
  parse: (values) => {
    const progress = progressOf(values.progress);
    return projectInput
      .transform((input) => {
        const budget = parseBudget(input.budget);
        return { ...input, budget: budget === "invalid" ? null : budget };
      })
      .safeParse({
        ...values,
        progress: Number.isNaN(progress) ? 0 : progress,
        clientId: values.clientId || null,
        managerId: values.managerId || null,
      });
  },
  adjust: (errors, values) => {
    if (Number.isNaN(progressOf(values.progress))) errors.progress = PROGRESS_RANGE;
  },
};

/** A new project starts at Planning, progress 0, managed by the person creating it (spec). */
export function initialValues(project: Project | undefined, currentUserId: string): FormValues<ProjectFormKey> {
  if (!project) {
    return {
      name: "",
      description: "",
      startDate: "",
      endDate: "",
      status: DEFAULT_PROJECT_STATUS,
      budget: "",
      progress: "0",
      clientId: "",
      managerId: currentUserId,
    };
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
