import { z } from "zod";
import { isoDate, personRef, recordRef } from "../../shared/contracts/common.ts";
import { readMoneyText } from "../../shared/money-text.ts";

export const PROJECT_STATUSES = ["Planning", "In Progress", "On Hold", "Completed", "Cancelled"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const DEFAULT_PROJECT_STATUS: ProjectStatus = "Planning";

export const isProjectStatus = (s: string): s is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(s);

/** The spec's texts for the projects screen. */
export const PROJECT_MSG = {
  missingFields: { title: "Missing Fields", message: "Project Name, Start Date, and End Date are required." },
  signInAgain: { title: "Authentication Error", message: "User not found. Please sign in again." },
  endBeforeStart: "End date cannot be before start date.",
  budgetNotNumber: "Budget must be an amount, like 250k, 1.5M or $2,500,000.00.",
  created: "Project created successfully.",
  updated: "Project updated successfully.",
  deleted: "Project deleted successfully.",
  fetchError: "Error fetching projects",
  createError: "Error Creating Project",
  updateError: "Error Updating Project",
  deleteError: "Error Deleting Project",
} as const;

/** Budgets are stored in a numeric(15,2) column: below this. */
const MAX_BUDGET = 1e13;

/**
 * The spec: "budget parsed as a number, else null". Empty means no budget. A budget is read as every amount
 * typed in the product is (shared/money-text.ts), so it accepts what a contract value accepts: "250k",
 * "1.5M", "$2,500,000.00". Unlike a contract's free-text value it is stored as a number, so text that is more
 * than an amount ("about 250k", "-5") is refused rather than silently dropped (nothing typed is lost).
 */
export function parseBudget(value: string | number | null | undefined): number | null | "invalid" {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 && value < MAX_BUDGET ? Math.round(value * 100) / 100 : "invalid";
  if (value.trim() === "") return null;
  const { amount, alone } = readMoneyText(value);
  return amount !== null && alone && amount < MAX_BUDGET ? amount : "invalid";
}

const required = (max: number) => z.string({ error: PROJECT_MSG.missingFields.message }).trim().min(1, PROJECT_MSG.missingFields.message).max(max);

/** Create and edit share one body; the edit form allows any change (spec). */
export const projectInput = z
  .object({
    name: required(200),
    description: z.string().trim().max(5000).optional().default(""),
    startDate: isoDate(PROJECT_MSG.missingFields.message),
    endDate: isoDate(PROJECT_MSG.missingFields.message),
    status: z.enum(PROJECT_STATUSES).optional().default(DEFAULT_PROJECT_STATUS),
    budget: z.union([z.number(), z.string().max(40), z.null()]).optional(),
    progress: z.number().int().min(0, "Progress is between 0 and 100.").max(100, "Progress is between 0 and 100.").optional().default(0),
    clientId: z.string().max(64).nullable().optional(),
    /** Defaults to the caller (spec: manager defaults to the current user). */
    managerId: z.string().max(64).nullable().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.startDate && p.endDate && p.endDate < p.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: PROJECT_MSG.endBeforeStart });
    if (parseBudget(p.budget) === "invalid") ctx.addIssue({ code: "custom", path: ["budget"], message: PROJECT_MSG.budgetNotNumber });
  });
export type ProjectInput = z.input<typeof projectInput>;
export type ProjectInputParsed = z.output<typeof projectInput>;

export const project = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(PROJECT_STATUSES),
  budget: z.number().nullable(),
  progress: z.number().int(),
  client: recordRef.nullable(),
  manager: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof project>;

export const PROJECT_PAGE_SIZE = 50;

export const projectListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(PROJECT_PAGE_SIZE),
});
export type ProjectListQuery = z.input<typeof projectListQuery>;

export const projectList = z.object({ projects: z.array(project), nextCursor: z.string().nullable() });
export type ProjectList = z.infer<typeof projectList>;
