/** How the projects screens word budgets (browser only). */
import { formatMoney } from "../../web/lib/format.ts";

export function formatBudget(budget: number | null): string {
  return budget === null ? "No budget set" : formatMoney(budget);
}
