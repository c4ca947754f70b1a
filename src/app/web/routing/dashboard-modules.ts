import type { ComponentType } from "react";
import type { DashboardPagePath } from "../../../shared/dashboard-paths.ts";
import type { FeatureName } from "../../../shared/plan-features.ts";
import { PATHS } from "../../../web/paths.ts";

const DASHBOARD_PREFIX = new RegExp(`^${PATHS.dashboard}/?`);

export type FirstRequests = (rest: string, search: URLSearchParams, today: string) => readonly string[];

export type DashboardModule = {
  /** Path under /dashboard ("" is the overview); the pages below it are listed in shared/dashboard-paths.ts. */
  path: DashboardPagePath;
  label: string;
  /**
   * The plan feature the module needs (src/shared/plan-features.ts), the same its server plugin declares with
   * `requireFeature`; without it the shell shows the upgrade card instead. null: every signed-in member's
   * (account pages).
   */
  feature: FeatureName | null;
  /** What the module is, in one sentence: said on its upgrade card. */
  summary: string;
  /** Shown in the sidebar; profile and two-factor are reached from the account menu. */
  inSidebar: boolean;
  /** The module's page, once it is built; until then the route says plainly that it is not available yet. */
  load?: () => Promise<{ Component: ComponentType }>;
  /**
   * The module's *.routes.ts function that names the GET addresses the page asks for first, from the rest of
   * its path (after /dashboard/{path}/), its query and today's date: asked for while the page's code loads
   * (router.tsx). Loaded on demand: a small chunk of its own, kept off the public pages.
   */
  firstRequests?: () => Promise<FirstRequests>;
};

/** The spec's modules, in sidebar order, each with the plan feature it needs. */
export const DASHBOARD_MODULES: readonly DashboardModule[] = [
  {
    path: "",
    label: "Dashboard",
    feature: "projects",
    summary: "Your organization's projects, revenue, team and deadlines at a glance.",
    inSidebar: true,
    firstRequests: () => import("../../../modules/overview/overview.routes.ts").then((m) => m.overviewFirstRequests),
  },
  {
    path: "projects",
    label: "Projects",
    feature: "projects",
    summary: "Every project with its status, budget, client, manager, progress and tasks.",
    inSidebar: true,
    load: () => import("../../../modules/projects/ProjectsPage.tsx").then((m) => ({ Component: m.ProjectsPage })),
    firstRequests: () => import("../../../modules/projects/projects.routes.ts").then((m) => m.projectsFirstRequests),
  },
  {
    path: "finance",
    label: "Finance",
    feature: "finance_procurement_hr",
    summary: "Transactions, project financials and finance reports.",
    inSidebar: true,
    load: () => import("../../../modules/finance/FinancePage.tsx").then((m) => ({ Component: m.FinancePage })),
    firstRequests: () => import("../../../modules/finance/finance.routes.ts").then((m) => m.financeFirstRequests),
  },
  {
    path: "job-finance",
    label: "Job Finance",
    feature: "finance_procurement_hr",
    summary:
      "Budgets and job costing by cost code, change orders, pay applications with retainage, and the WIP report.",
    inSidebar: true,
    load: () =>
      import("../../../modules/job-finance/JobFinancePage.tsx").then((m) => ({ Component: m.JobFinancePage })),
  },
  {
    path: "procurement",
    label: "Procurement",
    feature: "finance_procurement_hr",
    summary: "Inventory with its stock movements, suppliers and purchase orders.",
    inSidebar: true,
    load: () =>
      import("../../../modules/procurement/ProcurementPage.tsx").then((m) => ({ Component: m.ProcurementPage })),
    firstRequests: () =>
      import("../../../modules/procurement/procurement.routes.ts").then((m) => m.procurementFirstRequests),
  },
  {
    path: "hr",
    label: "HR",
    feature: "finance_procurement_hr",
    summary: "Your employee directory, upcoming events and HR reports.",
    inSidebar: true,
    load: () => import("../../../modules/hr/HrPage.tsx").then((m) => ({ Component: m.HrPage })),
    firstRequests: () => import("../../../modules/hr/hr.routes.ts").then((m) => m.hrFirstRequests),
  },
  {
    path: "contracts",
    label: "Contracts",
    feature: "contracts",
    summary: "Contracts with their clients, values, status and timelines, and reports on them.",
    inSidebar: true,
    load: () => import("../../../modules/contracts/ContractsPage.tsx").then((m) => ({ Component: m.ContractsPage })),
    firstRequests: () => import("../../../modules/contracts/contracts.routes.ts").then((m) => m.contractsFirstRequests),
  },
  {
    path: "documents",
    label: "Documents",
    feature: "documents",
    summary: "Drawings, contracts, permits and photos, with versions, previews and tags.",
    inSidebar: true,
    load: () => import("../../../modules/documents/DocumentsPage.tsx").then((m) => ({ Component: m.DocumentsPage })),
    firstRequests: () => import("../../../modules/documents/documents.routes.ts").then((m) => m.documentsFirstRequests),
  },
  {
    path: "gantt",
    label: "Gantt Chart",
    feature: "gantt",
    summary: "Tasks on a timeline with progress and dependencies.",
    inSidebar: true,
    load: () => import("../../../modules/gantt/GanttPage.tsx").then((m) => ({ Component: m.GanttPage })),
    firstRequests: () => import("../../../modules/gantt/gantt.routes.ts").then((m) => m.ganttFirstRequests),
  },
  {
    path: "analytics",
    label: "Analytics",
    feature: "advanced_analytics",
    summary: "Project performance, resource allocation, cost, quality and risk analysis.",
    inSidebar: true,
    load: () => import("../../../modules/analytics/AnalyticsPage.tsx").then((m) => ({ Component: m.AnalyticsPage })),
    firstRequests: () => import("../../../modules/analytics/analytics.routes.ts").then((m) => m.analyticsFirstRequests),
  },
  {
    path: "field",
    label: "Field Operations",
    feature: "field_operations",
    summary: "Job sites, their crews and daily reports from the field.",
    inSidebar: true,
    load: () => import("../../../modules/field/FieldPage.tsx").then((m) => ({ Component: m.FieldPage })),
    firstRequests: () => import("../../../modules/field/field.routes.ts").then((m) => m.fieldFirstRequests),
  },
  {
    path: "rfis",
    label: "RFIs & Submittals",
    feature: "field_operations",
    summary: "Requests for information and the submittal register, answered by whoever's turn it is.",
    inSidebar: true,
    load: () => import("../../../modules/rfis/RfisPage.tsx").then((m) => ({ Component: m.RfisPage })),
  },
  {
    path: "punch-lists",
    label: "Punch Lists",
    feature: "field_operations",
    summary: "What is left to finish on each project, with photos, until it is reviewed and closed.",
    inSidebar: true,
    load: () =>
      import("../../../modules/punch-lists/PunchListsPage.tsx").then((m) => ({ Component: m.PunchListsPage })),
    firstRequests: () =>
      import("../../../modules/punch-lists/punch-lists.routes.ts").then((m) => m.punchListsFirstRequests),
  },
  {
    path: "time-clock",
    label: "Time Clock",
    feature: "field_operations",
    summary:
      "Clock in and out on site with the position, breaks, weekly timesheets with overtime, and payroll exports.",
    inSidebar: true,
    load: () => import("../../../modules/time-clock/TimeClockPage.tsx").then((m) => ({ Component: m.TimeClockPage })),
    firstRequests: () =>
      import("../../../modules/time-clock/time-clock.routes.ts").then((m) => m.timeClockFirstRequests),
  },
  {
    path: "quality",
    label: "Quality Control",
    feature: "quality_safety",
    summary: "Inspections, defects, pass rates and certifications.",
    inSidebar: true,
    load: () => import("../../../modules/quality/QualityPage.tsx").then((m) => ({ Component: m.QualityPage })),
    firstRequests: () => import("../../../modules/quality/quality.routes.ts").then((m) => m.qualityFirstRequests),
  },
  {
    path: "safety",
    label: "Safety",
    feature: "quality_safety",
    summary: "Incidents, compliance checklists and safety certifications.",
    inSidebar: true,
    load: () => import("../../../modules/safety/SafetyPage.tsx").then((m) => ({ Component: m.SafetyPage })),
    firstRequests: () => import("../../../modules/safety/safety.routes.ts").then((m) => m.safetyFirstRequests),
  },
  {
    path: "templates",
    label: "Templates",
    feature: "estimates_invoices",
    summary: "The layout of your estimates and invoices.",
    inSidebar: true,
    load: () => import("../../../modules/invoicing/TemplatesPage.tsx").then((m) => ({ Component: m.TemplatesPage })),
    firstRequests: () => import("../../../modules/invoicing/invoicing.routes.ts").then((m) => m.templatesFirstRequests),
  },
  {
    path: "estimates",
    label: "Estimates",
    feature: "estimates_invoices",
    summary: "Estimates for clients, with items, totals and terms.",
    inSidebar: true,
    load: () =>
      import("../../../modules/invoicing/SalesDocumentsPage.tsx").then((m) => ({ Component: m.EstimatesPage })),
    firstRequests: () => import("../../../modules/invoicing/invoicing.routes.ts").then((m) => m.estimatesFirstRequests),
  },
  {
    path: "invoices",
    label: "Invoices",
    feature: "estimates_invoices",
    summary: "Invoices for clients, with items and totals.",
    inSidebar: true,
    load: () =>
      import("../../../modules/invoicing/SalesDocumentsPage.tsx").then((m) => ({ Component: m.InvoicesPage })),
    firstRequests: () => import("../../../modules/invoicing/invoicing.routes.ts").then((m) => m.invoicesFirstRequests),
  },
  {
    path: "websites",
    label: "Website Builder",
    feature: "website_builder",
    summary: "A website for your company, from a template, published for real.",
    inSidebar: true,
    load: () => import("../../../modules/websites/WebsitesPage.tsx").then((m) => ({ Component: m.WebsitesPage })),
    firstRequests: () => import("../../../modules/websites/websites.routes.ts").then((m) => m.websitesFirstRequests),
  },
  {
    path: "bids",
    label: "Bid Management",
    feature: "bid_management",
    summary: "The bids you are preparing and submitting, and their proposals.",
    inSidebar: true,
    load: () => import("../../../modules/bids/BidsPage.tsx").then((m) => ({ Component: m.BidsPage })),
    firstRequests: () => import("../../../modules/bids/bids.routes.ts").then((m) => m.bidsFirstRequests),
  },
  {
    path: "ai",
    label: "AI Assistant",
    feature: "ai_assistant",
    summary: "Questions about your projects and finances, answered from your own data.",
    inSidebar: true,
    load: () => import("../../../modules/ai/AiPage.tsx").then((m) => ({ Component: m.AiPage })),
    firstRequests: () => import("../../../modules/ai/ai.routes.ts").then((m) => m.aiFirstRequests),
  },
  {
    path: "settings",
    label: "Settings",
    feature: null,
    summary: "Notification and integration settings.",
    inSidebar: true,
    load: () => import("../../../web/account/dashboard/SettingsPage.tsx").then((m) => ({ Component: m.SettingsPage })),
  },
  {
    path: "profile",
    label: "Account Settings",
    feature: null,
    summary: "Your profile, security, subscription and team.",
    inSidebar: false,
    load: () => import("../../../web/account/dashboard/ProfilePage.tsx").then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: "two-factor-auth",
    label: "Two-Factor Authentication",
    feature: null,
    summary: "Two-factor authentication for your account.",
    inSidebar: false,
    load: () =>
      import("../../../web/account/dashboard/TwoFactorPage.tsx").then((m) => ({ Component: m.TwoFactorPage })),
  },
];

export function moduleForPath(pathname: string): DashboardModule | undefined {
  const rest = pathname.replace(DASHBOARD_PREFIX, "").split("/")[0] ?? "";
  return DASHBOARD_MODULES.find((m) => m.path === rest);
}

/** The module's address: /dashboard for the overview, /dashboard/{path} otherwise. */
export function moduleHref(module: Pick<DashboardModule, "path">): string {
  return module.path ? `${PATHS.dashboard}/${module.path}` : PATHS.dashboard;
}

export const SIDEBAR_MODULES: readonly DashboardModule[] = DASHBOARD_MODULES.filter((m) => m.inSidebar);

/** Whether an organization with these features in force may open the module (the server's gate decides the same). */
export function moduleAllowed(module: Pick<DashboardModule, "feature">, features: readonly FeatureName[]): boolean {
  return module.feature === null || features.includes(module.feature);
}
