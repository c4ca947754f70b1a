/** How the projects screens word budgets and date ranges, and their links (browser only). */
import { formatDate, formatMoney } from "../../web/lib/format.ts";

export { formatDate, formatShortDate } from "../../web/lib/format.ts";

export function formatBudget(budget: number | null): string {
  return budget === null ? "No budget set" : formatMoney(budget);
}

export function formatDateRange(startDate: string, endDate: string): string {
  return `${formatDate(startDate)} – ${formatDate(endDate)}`;
}

export const PROJECTS_PATH = "/dashboard/projects";
export const projectHref = (id: string) => `${PROJECTS_PATH}/${encodeURIComponent(id)}`;
export const ganttHref = (projectId: string) => `/dashboard/gantt?project=${encodeURIComponent(projectId)}`;
