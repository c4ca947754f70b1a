import { readMoneyText } from "../../shared/money-text.ts";

// The projects module's statuses, texts, limits and budget rule: plain values a screen's first render may import
// without loading the zod schemas of projects.contract.ts (decision 0007).

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
  if (typeof value === "number")
    return Number.isFinite(value) && value >= 0 && value < MAX_BUDGET ? Math.round(value * 100) / 100 : "invalid";
  if (value.trim() === "") return null;
  const { amount, alone } = readMoneyText(value);
  return amount !== null && alone && amount < MAX_BUDGET ? amount : "invalid";
}

export const PROJECT_PAGE_SIZE = 50;
