import { z } from "zod";
import { PROJECT_STATUSES } from "../projects/projects.constants.ts";
import { DEADLINE_KINDS } from "./overview.constants.ts";

export const overview = z.object({
  /** Projects In Progress. */
  activeProjects: z.number().int(),
  /** The finance module's cleared receipts, in dollars. */
  totalRevenue: z.number(),
  teamMembers: z.number().int(),
  /** Tasks with progress under 100. */
  pendingTasks: z.number().int(),
  totalProjects: z.number().int(),
  recentProjects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(PROJECT_STATUSES),
      progress: z.number().int(),
      endDate: z.string(),
      clientName: z.string().nullable(),
    }),
  ),
  upcomingDeadlines: z.array(
    z.object({
      /** A project's or task's end, a certification's expiry (HR), an item at its reorder point (procurement, dated today). */
      kind: z.enum(DEADLINE_KINDS),
      id: z.string(),
      name: z.string(),
      date: z.string(),
      projectId: z.string().nullable(),
      projectName: z.string().nullable(),
      /** What it is, in a few words ("Certification · Dana Ruiz", "Low stock · 3 bags left"); null for projects and tasks. */
      detail: z.string().nullable(),
    }),
  ),
});
export type Overview = z.infer<typeof overview>;

/** The caller's "today" (their calendar, not the server's); the server's date when not given. */
export const overviewQuery = z.object({ today: z.iso.date().optional() });
export type OverviewQuery = z.input<typeof overviewQuery>;
