import type { Database } from "../../server/db/client.ts";
import type { Scope } from "../../server/platform/access.ts";
import { countMembers } from "../../server/account/team.queries.ts";
import { addDays } from "../../shared/calendar.ts";
import { countPendingTasks, tasksEndingBetween } from "../gantt/gantt.queries.ts";
import { clearedReceiptsCents } from "../finance/finance-figures.queries.ts";
import { listProjects, projectCounts, projectsEndingBetween } from "../projects/projects.queries.ts";
import { lowStockItems } from "../procurement/procurement-items.queries.ts";
import { formatQuantity } from "../procurement/procurement.constants.ts";
import { hasFeature } from "../../server/account/entitlements.queries.ts";
import { certificationsExpiringBetween } from "../hr/hr-calendar.queries.ts";
import { safetyCertificationsExpiringBetween } from "../safety/safety.queries.ts";
import { qualityCertificationsExpiringBetween } from "../quality/quality.queries.ts";
import { openRfisDueBy } from "../rfis/rfi-deadlines.queries.ts";
import type { Overview } from "./overview.contract.ts";
import {
  DEADLINE_WINDOW_DAYS,
  LOW_STOCK_DEADLINES_LIMIT,
  RECENT_PROJECTS_LIMIT,
  UPCOMING_DEADLINES_LIMIT,
} from "./overview.constants.ts";
import { mergeDeadlines, type Deadline } from "./overview.rules.ts";

/**
 * The deadlines of the modules the plan includes beyond projects and tasks: certifications expiring in the
 * window (HR's employees', safety's, quality's), items at their reorder point, due today (procurement), and open
 * RFIs due in the window or overdue.
 */
async function moduleDeadlines(database: Database, scope: Scope, today: string, until: string): Promise<Deadline[]> {
  const { db } = database;
  const [withHr, withSafety, withField] = await Promise.all([
    hasFeature(db, scope.organizationId, "finance_procurement_hr"),
    hasFeature(db, scope.organizationId, "quality_safety"),
    hasFeature(db, scope.organizationId, "field_operations"),
  ]);
  const [certifications, low, safety, quality, openRfis] = await Promise.all([
    withHr ? certificationsExpiringBetween(db, scope, today, until, UPCOMING_DEADLINES_LIMIT) : [],
    withHr ? lowStockItems(db, scope, LOW_STOCK_DEADLINES_LIMIT) : { items: [] },
    withSafety ? safetyCertificationsExpiringBetween(db, scope, today, until, UPCOMING_DEADLINES_LIMIT) : [],
    withSafety ? qualityCertificationsExpiringBetween(db, scope, today, until, UPCOMING_DEADLINES_LIMIT) : [],
    // Open RFIs due in the window, and those overdue (issue 31).
    withField ? openRfisDueBy(db, scope, until, UPCOMING_DEADLINES_LIMIT) : [],
  ]);
  return [
    ...certifications.map((c) => ({
      kind: "certification" as const,
      id: c.id,
      name: c.name,
      date: c.expires,
      projectId: null,
      projectName: null,
      detail: c.employeeName,
    })),
    ...safety.map((c) => ({
      kind: "safetyCertification" as const,
      id: c.id,
      name: c.name,
      date: c.expires,
      projectId: null,
      projectName: null,
      detail: c.issuingAuthority || null,
    })),
    ...quality.map((c) => ({
      kind: "qualityCertification" as const,
      id: c.id,
      name: c.name,
      date: c.expires,
      projectId: null,
      projectName: null,
      detail: c.issuingAuthority || null,
    })),
    ...low.items.map((i) => ({
      kind: "stock" as const,
      id: i.id,
      name: i.name,
      date: today,
      projectId: null,
      projectName: null,
      detail: i.quantity <= 0 ? "Out of stock" : `Low stock · ${formatQuantity(i.quantity)} ${i.unit} left`,
    })),
    ...openRfis.map((r) => ({
      kind: "rfi" as const,
      id: r.id,
      name: `${r.number} ${r.subject}`,
      date: r.dueDate ?? today,
      projectId: r.projectId,
      projectName: r.projectName,
      detail: null,
    })),
  ];
}

/** The dashboard overview, computed from the organization's data. `today` is the caller's calendar date. */
export async function overviewFor(database: Database, scope: Scope, today: string): Promise<Overview> {
  const { db } = database;
  const until = addDays(today, DEADLINE_WINDOW_DAYS);
  const [counts, revenue, teamMembers, pendingTasks, recent, projectDeadlines, taskDeadlines, otherDeadlines] =
    await Promise.all([
      projectCounts(db, scope),
      clearedReceiptsCents(db, scope),
      countMembers(db, scope),
      countPendingTasks(db, scope),
      listProjects(database, scope, { limit: RECENT_PROJECTS_LIMIT }),
      projectsEndingBetween(db, scope, today, until, UPCOMING_DEADLINES_LIMIT),
      tasksEndingBetween(db, scope, today, until, UPCOMING_DEADLINES_LIMIT),
      moduleDeadlines(database, scope, today, until),
    ]);
  return {
    activeProjects: counts.inProgress,
    totalProjects: counts.total,
    // The finance module's cleared receipts, in dollars and cents.
    totalRevenue: revenue / 100,
    teamMembers,
    pendingTasks,
    recentProjects: recent.projects.map((p) => ({
      id: p.id,
      name: p.name,
      status: p.status,
      progress: p.progress,
      endDate: p.endDate,
      clientName: p.client?.name ?? null,
    })),
    upcomingDeadlines: mergeDeadlines(projectDeadlines, taskDeadlines, UPCOMING_DEADLINES_LIMIT, otherDeadlines),
  };
}
