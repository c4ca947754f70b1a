/**
 * The addresses under /dashboard that show a page: each module's path (src/app/web/routing/dashboard-modules.ts, "" the
 * overview) with the addresses below it that its screens answer (its own <Routes>), ":name" standing for one
 * segment. Anything else under /dashboard is unknown and goes to /dashboard (spec: route table), both in the app
 * (routing/redirects.tsx) and from the server, which answers a redirect instead of drawing the page (decision 0031).
 */
export const DASHBOARD_PAGES = {
  "": [],
  projects: [":id"],
  finance: [],
  "job-finance": [
    "cost-codes",
    "projects/:projectId",
    "projects/:projectId/change-orders",
    "projects/:projectId/change-orders/:id",
    "projects/:projectId/schedule-of-values",
    "projects/:projectId/pay-applications",
    "projects/:projectId/pay-applications/:id",
  ],
  procurement: ["suppliers", "orders", "orders/:id"],
  hr: [],
  contracts: [],
  documents: [],
  gantt: [],
  analytics: [],
  field: [],
  "punch-lists": [],
  "time-clock": ["timesheets"],
  rfis: [":id", "submittals", "submittals/:id"],
  quality: [],
  safety: [],
  templates: [],
  estimates: ["new", ":id", ":id/edit"],
  invoices: ["new", ":id", ":id/edit"],
  websites: [],
  bids: [],
  ai: [],
  settings: [],
  profile: [],
  "two-factor-auth": [],
} as const satisfies Record<string, readonly string[]>;

export type DashboardPagePath = keyof typeof DASHBOARD_PAGES;

const isPagePath = (path: string): path is DashboardPagePath => Object.hasOwn(DASHBOARD_PAGES, path);

/** Whether the pattern's segments ("orders/:id") match these ones. */
function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split("/");
  return parts.length === segments.length && parts.every((part, i) => part.startsWith(":") || part === segments[i]);
}

/** Whether a path is under /dashboard (the dashboard itself included). */
export const isDashboardPath = (pathname: string): boolean =>
  pathname === "/dashboard" || pathname.startsWith("/dashboard/");

/** Whether a path under /dashboard (no query) shows a page; a trailing slash is allowed. */
export function isKnownDashboardPath(pathname: string): boolean {
  if (!isDashboardPath(pathname)) return false;
  const [module = "", ...rest] = pathname.slice("/dashboard/".length).split("/");
  if (!isPagePath(module)) return false;
  const segments = rest.at(-1) === "" ? rest.slice(0, -1) : rest;
  if (segments.length === 0) return true;
  // The overview has nothing below it: "/dashboard/x" is a module name, checked above.
  if (segments.some((s) => s === "")) return false;
  const patterns: readonly string[] = DASHBOARD_PAGES[module];
  return patterns.some((pattern) => matches(pattern, segments));
}
