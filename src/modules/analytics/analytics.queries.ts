import { and, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { analyticsUserPreferences } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { addDays } from "../../shared/calendar.ts";
import { paymentBreakdown, spendByProject } from "../finance/finance-figures.queries.ts";
import { TRANSACTION_CATEGORIES } from "../finance/finance.constants.ts";
import { crewOnActiveSites } from "../field/field-sites.queries.ts";
import { lateTasks } from "../gantt/gantt.queries.ts";
import { certificationsExpiringBetween as hrCertificationsExpiringBetween } from "../hr/hr-calendar.queries.ts";
import { employeesByDepartment } from "../hr/hr.queries.ts";
import { lowStockItems } from "../procurement/procurement-items.queries.ts";
import { formatQuantity } from "../procurement/procurement.constants.ts";
import { projectFigures } from "../projects/projects.queries.ts";
import { commonDefects, inspectionFigures } from "../quality/quality-inspections.queries.ts";
import { qualityCertificationsExpiringBetween } from "../quality/quality.queries.ts";
import { openSeriousIncidents } from "../safety/safety-incidents.queries.ts";
import { INCIDENT_TYPE_LABELS, SEVERITY_LABELS } from "../safety/safety.constants.ts";
import { safetyCertificationsExpiringBetween } from "../safety/safety.queries.ts";
import {
  analyticsPreferences,
  type AnalyticsAnswer,
  type AnalyticsPreferences,
  type AnalyticsQuery,
  type RiskItem,
} from "./analytics.contract.ts";
import { ANALYTICS_LIMITS, ANALYTICS_SECTIONS } from "./analytics.constants.ts";
import {
  bucketFor,
  budgetWeightedProgress,
  byAttention,
  capped,
  CERTIFICATION_WINDOW_DAYS,
  certificationRisk,
  COMMON_DEFECTS_SHOWN,
  fillBuckets,
  incidentRisk,
  lateTaskRisk,
  lowStockRisk,
  orderRisks,
  overBudgetRisk,
  percentOf,
  performanceRow,
  rangeOf,
} from "./analytics.rules.ts";

const MAX_ROWS = ANALYTICS_LIMITS.maxRows;

/**
 * The analytics page's figures (decision 0035) for the caller's organization, computed from the other modules'
 * aggregates (their query files; analytics reads no table of theirs). Every read is filtered by the
 * organization, so the project ids of the filter are passed as given: another organization's find nothing. The
 * reads are independent and run at once.
 */
export async function analyticsFor(db: Db, scope: Scope, query: AnalyticsQuery): Promise<AnalyticsAnswer> {
  const range = rangeOf(query);
  const { today } = query;
  const projectIds = query.projects.length > 0 ? query.projects : undefined;
  const window = { from: addDays(today, -CERTIFICATION_WINDOW_DAYS), to: addDays(today, CERTIFICATION_WINDOW_DAYS) };
  const [
    projects,
    spend,
    payments,
    late,
    crew,
    people,
    inspections,
    defects,
    incidents,
    hrCertifications,
    safetyCertifications,
    qualityCertifications,
    lowStock,
  ] = await Promise.all([
    projectFigures(db, scope, projectIds),
    spendByProject(db, scope),
    paymentBreakdown(db, scope, { ...range, projectIds }),
    lateTasks(db, scope, today, { projectIds, limit: MAX_ROWS }),
    crewOnActiveSites(db, scope, today, { projectIds, limit: MAX_ROWS }),
    employeesByDepartment(db, scope),
    inspectionFigures(db, scope, range),
    commonDefects(db, scope, COMMON_DEFECTS_SHOWN, range),
    openSeriousIncidents(db, scope, MAX_ROWS),
    hrCertificationsExpiringBetween(db, scope, window.from, window.to, MAX_ROWS),
    safetyCertificationsExpiringBetween(db, scope, window.from, window.to, MAX_ROWS),
    qualityCertificationsExpiringBetween(db, scope, window.from, window.to, MAX_ROWS),
    lowStockItems(db, scope, MAX_ROWS),
  ]);

  // The projects in view: those named, or all but the cancelled ones.
  const inView = projectIds ? projects : projects.filter((p) => p.status !== "Cancelled");
  const inViewIds = new Set(inView.map((p) => p.id));
  const spentOf = (id: string) => spend.get(id)?.spent ?? 0;
  const budgeted = inView.filter(
    (p): p is typeof p & { budgetCents: number } => p.budgetCents !== null && p.budgetCents > 0,
  );
  const budgetCents = budgeted.reduce((sum, p) => sum + p.budgetCents, 0);
  const spentCents = budgeted.reduce((sum, p) => sum + spentOf(p.id), 0);

  const names = new Map(projects.map((p) => [p.id, p.name] as const));
  const categoryCents = new Map(payments.byCategory.map((c) => [c.category, c.cents] as const));
  const bucket = bucketFor(range);

  const risks: RiskItem[] = [
    // A task of a project in view, or (with no project filter) of no project at all.
    ...late.worst
      .filter((t) => (t.projectId ? inViewIds.has(t.projectId) : !projectIds))
      .map((t) => lateTaskRisk(t, today)),
    ...budgeted.filter((p) => spentOf(p.id) > p.budgetCents).map((p) => overBudgetRisk(p, spentOf(p.id))),
    ...incidents.map((i) =>
      incidentRisk({
        ...i,
        typeLabel: INCIDENT_TYPE_LABELS[i.type],
        severityLabel: SEVERITY_LABELS[i.severity],
      }),
    ),
    ...hrCertifications.map((c) =>
      certificationRisk({ id: c.id, name: c.name, expires: c.expires, holder: c.employeeName, module: "hr" }, today),
    ),
    ...safetyCertifications.map((c) =>
      certificationRisk(
        { id: c.id, name: c.name, expires: c.expires, holder: c.issuingAuthority, module: "safety" },
        today,
      ),
    ),
    ...qualityCertifications.map((c) =>
      certificationRisk(
        { id: c.id, name: c.name, expires: c.expires, holder: c.issuingAuthority, module: "quality" },
        today,
      ),
    ),
    ...lowStock.items.map((i) => lowStockRisk({ ...i, quantityText: formatQuantity(i.quantity) })),
  ];

  return {
    range,
    cards: {
      projectProgress: { percent: capped(budgetWeightedProgress(inView)), projects: inView.length },
      budgetUtilization: { percent: percentOf(spentCents, budgetCents), spentCents, budgetCents },
      resourceEfficiency: {
        percent: capped(percentOf(crew.crewAssigned, crew.crewRequired)),
        crewAssigned: crew.crewAssigned,
        crewRequired: crew.crewRequired,
      },
      qualityScore: {
        percent: percentOf(inspections.passed, inspections.total),
        passed: inspections.passed,
        inspections: inspections.total,
      },
    },
    projectPerformance: inView
      .map((p) => performanceRow(p, spentOf(p.id), late.perProject.get(p.id) ?? 0, today))
      .sort(byAttention)
      .slice(0, MAX_ROWS),
    resourceAllocation: { sites: crew.list, people },
    costAnalysis: {
      totalCents: payments.byCategory.reduce((sum, c) => sum + c.cents, 0),
      byCategory: TRANSACTION_CATEGORIES.map((category) => ({ category, cents: categoryCents.get(category) ?? 0 })),
      byProject: payments.byProject
        .map((p) => ({
          id: p.projectId,
          name: p.projectId ? (names.get(p.projectId) ?? "Unknown project") : "No project",
          cents: p.cents,
        }))
        .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name))
        .slice(0, MAX_ROWS),
      overTime: fillBuckets(range, bucket, payments.byDay),
      bucket,
    },
    qualityMetrics: {
      inspections: inspections.total,
      passed: inspections.passed,
      failed: inspections.failed,
      pending: inspections.pending,
      needsReview: inspections.needsReview,
      openDefects: inspections.openDefects,
      commonDefects: defects.map((d) => ({ name: d.name, count: d.count })),
    },
    risks: orderRisks(risks, MAX_ROWS),
  };
}

const p = analyticsUserPreferences;
const ofCaller = (scope: Scope) => and(eq(p.organizationId, scope.organizationId), eq(p.userId, scope.userId));
const isSection = (s: unknown): s is AnalyticsPreferences["sections"][number] =>
  typeof s === "string" && (ANALYTICS_SECTIONS as readonly string[]).includes(s);

/** The caller's Customize Dashboard in this organization; the defaults when none is saved (a section no longer known is dropped). */
export async function analyticsPreferencesOf(db: Db, scope: Scope): Promise<AnalyticsPreferences> {
  const [row] = await db
    .select({ refreshMinutes: p.refreshMinutes, layout: p.layout, sections: p.sections })
    .from(p)
    .where(ofCaller(scope))
    .limit(1);
  const defaults = analyticsPreferences.parse({});
  if (!row) return defaults;
  return {
    refreshMinutes: row.refreshMinutes,
    layout: row.layout,
    sections: Array.isArray(row.sections) ? row.sections.filter(isSection) : defaults.sections,
  };
}

/** Saves the caller's Customize Dashboard for this organization (any role: it is their own view), sections once each in the order given. */
export async function saveAnalyticsPreferences(
  db: Db,
  scope: Scope,
  input: AnalyticsPreferences,
): Promise<AnalyticsPreferences> {
  const values = {
    refreshMinutes: input.refreshMinutes,
    layout: input.layout,
    sections: [...new Set(input.sections)],
    updatedAt: new Date(),
  };
  await db
    .insert(p)
    .values({ organizationId: scope.organizationId, userId: scope.userId, ...values })
    .onConflictDoUpdate({ target: [p.organizationId, p.userId], set: values });
  return analyticsPreferencesOf(db, scope);
}
