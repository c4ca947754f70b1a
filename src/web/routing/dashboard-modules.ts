import type { ComponentType } from "react";

export type DashboardModule = {
  /** Path under /dashboard ("" is the overview). */
  path: string;
  label: string;
  /** Shown in the sidebar; profile and two-factor are reached from the account menu. */
  inSidebar: boolean;
  /** The module's page, once it is built; until then the route says plainly that it is not available yet. */
  load?: () => Promise<{ Component: ComponentType }>;
};

/** The spec's modules, in sidebar order. */
export const DASHBOARD_MODULES: readonly DashboardModule[] = [
  { path: "", label: "Dashboard", inSidebar: true },
  {
    path: "projects",
    label: "Projects",
    inSidebar: true,
    load: () => import("../../modules/projects/ProjectsPage.tsx").then((m) => ({ Component: m.ProjectsPage })),
  },
  { path: "finance", label: "Finance", inSidebar: true },
  { path: "procurement", label: "Procurement", inSidebar: true },
  { path: "hr", label: "HR", inSidebar: true },
  {
    path: "contracts",
    label: "Contracts",
    inSidebar: true,
    load: () => import("../../modules/contracts/ContractsPage.tsx").then((m) => ({ Component: m.ContractsPage })),
  },
  {
    path: "documents",
    label: "Documents",
    inSidebar: true,
    load: () => import("../../modules/documents/DocumentsPage.tsx").then((m) => ({ Component: m.DocumentsPage })),
  },
  { path: "gantt", label: "Gantt Chart", inSidebar: true, load: () => import("../../modules/gantt/GanttPage.tsx").then((m) => ({ Component: m.GanttPage })) },
  { path: "analytics", label: "Analytics", inSidebar: true },
  { path: "field", label: "Field Operations", inSidebar: true },
  { path: "quality", label: "Quality Control", inSidebar: true },
  { path: "safety", label: "Safety", inSidebar: true },
  { path: "templates", label: "Templates", inSidebar: true },
  { path: "estimates", label: "Estimates", inSidebar: true },
  { path: "invoices", label: "Invoices", inSidebar: true },
  { path: "websites", label: "Website Builder", inSidebar: true },
  { path: "bids", label: "Bid Management", inSidebar: true },
  { path: "ai", label: "AI Assistant", inSidebar: true },
  {
    path: "settings",
    label: "Settings",
    inSidebar: true,
    load: () => import("../account/dashboard/SettingsPage.tsx").then((m) => ({ Component: m.SettingsPage })),
  },
  {
    path: "profile",
    label: "Account Settings",
    inSidebar: false,
    load: () => import("../account/dashboard/ProfilePage.tsx").then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: "two-factor-auth",
    label: "Two-Factor Authentication",
    inSidebar: false,
    load: () => import("../account/dashboard/TwoFactorPage.tsx").then((m) => ({ Component: m.TwoFactorPage })),
  },
];

export function moduleForPath(pathname: string): DashboardModule | undefined {
  const rest = pathname.replace(/^\/dashboard\/?/, "").split("/")[0] ?? "";
  return DASHBOARD_MODULES.find((m) => m.path === rest);
}

/** The module's address: /dashboard for the overview, /dashboard/{path} otherwise. */
export function moduleHref(module: Pick<DashboardModule, "path">): string {
  return module.path ? `/dashboard/${module.path}` : "/dashboard";
}

export const SIDEBAR_MODULES: readonly DashboardModule[] = DASHBOARD_MODULES.filter((m) => m.inSidebar);
