/**
 * Every address the front end links to, in one place: the public pages, then the dashboard's, each with its
 * builder where it takes a record or a filter (`paths.projects.detail(id)`). No screen writes an address as a
 * literal. The dashboard entries follow the module registry's `path`s (src/app/web/routing/dashboard-modules.ts).
 */
export const PATHS = {
  home: "/",
  about: "/about",
  contact: "/contact",
  features: "/features",
  pricing: "/subscription",
  signIn: "/signin",
  signUp: "/signup",
  forgotPassword: "/forgot-password",
  updatePassword: "/update-password",
  dashboard: "/dashboard",
} as const;

export const signUpForPlan = (plan: string) => `${PATHS.signUp}?plan=${encodeURIComponent(plan)}`;

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const qs = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return qs ? `${path}?${qs}` : path;
};

const DASHBOARD = PATHS.dashboard;

/** An estimate's or invoice's screens: the list, the editor (new or existing) and the record's page. */
const documentPaths = (list: string) => ({
  list,
  filtered: (query: { q?: string; status?: string }) => withQuery(list, { ...query }),
  create: `${list}/new`,
  detail: (id: string) => `${list}/${encodeURIComponent(id)}`,
  edit: (id: string) => `${list}/${encodeURIComponent(id)}/edit`,
});

export const paths = {
  overview: DASHBOARD,
  projects: {
    list: `${DASHBOARD}/projects`,
    /** The list filtered, e.g. `{ status: "In Progress" }`. */
    filtered: (query: { q?: string; status?: string }) => withQuery(`${DASHBOARD}/projects`, { ...query }),
    /** The list with the create form open (the overview's "Create Project"). */
    create: `${DASHBOARD}/projects?new=1`,
    detail: (id: string) => `${DASHBOARD}/projects/${encodeURIComponent(id)}`,
  },
  gantt: {
    chart: `${DASHBOARD}/gantt`,
    forProject: (projectId: string) => withQuery(`${DASHBOARD}/gantt`, { project: projectId }),
  },
  documents: { list: `${DASHBOARD}/documents` },
  contracts: { list: `${DASHBOARD}/contracts` },
  finance: { home: `${DASHBOARD}/finance` },
  rfis: {
    home: `${DASHBOARD}/rfis`,
    rfi: (id: string) => `${DASHBOARD}/rfis/${encodeURIComponent(id)}`,
    submittals: `${DASHBOARD}/rfis/submittals`,
    submittal: (id: string) => `${DASHBOARD}/rfis/submittals/${encodeURIComponent(id)}`,
  },
  jobFinance: {
    home: `${DASHBOARD}/job-finance`,
    costCodes: `${DASHBOARD}/job-finance/cost-codes`,
    /** A project's job costing (budget and costs by cost code). */
    project: (projectId: string) => `${DASHBOARD}/job-finance/projects/${encodeURIComponent(projectId)}`,
    changeOrders: (projectId: string) =>
      `${DASHBOARD}/job-finance/projects/${encodeURIComponent(projectId)}/change-orders`,
    changeOrder: (projectId: string, id: string) =>
      `${DASHBOARD}/job-finance/projects/${encodeURIComponent(projectId)}/change-orders/${encodeURIComponent(id)}`,
    scheduleOfValues: (projectId: string) =>
      `${DASHBOARD}/job-finance/projects/${encodeURIComponent(projectId)}/schedule-of-values`,
    payApplications: (projectId: string) =>
      `${DASHBOARD}/job-finance/projects/${encodeURIComponent(projectId)}/pay-applications`,
    payApplication: (projectId: string, id: string) =>
      `${DASHBOARD}/job-finance/projects/${encodeURIComponent(projectId)}/pay-applications/${encodeURIComponent(id)}`,
  },
  procurement: {
    home: `${DASHBOARD}/procurement`,
    suppliers: `${DASHBOARD}/procurement/suppliers`,
    orders: `${DASHBOARD}/procurement/orders`,
    order: (id: string) => `${DASHBOARD}/procurement/orders/${encodeURIComponent(id)}`,
  },
  hr: { home: `${DASHBOARD}/hr` },
  safety: { home: `${DASHBOARD}/safety` },
  field: { home: `${DASHBOARD}/field` },
  punchLists: { home: `${DASHBOARD}/punch-lists` },
  timeClock: { home: `${DASHBOARD}/time-clock`, timesheets: `${DASHBOARD}/time-clock/timesheets` },
  quality: { home: `${DASHBOARD}/quality` },
  templates: { home: `${DASHBOARD}/templates` },
  estimates: documentPaths(`${DASHBOARD}/estimates`),
  invoices: documentPaths(`${DASHBOARD}/invoices`),
  bids: { list: `${DASHBOARD}/bids` },
  websites: { builder: `${DASHBOARD}/websites` },
  analytics: { home: `${DASHBOARD}/analytics` },
  ai: { home: `${DASHBOARD}/ai` },
  profile: {
    home: `${DASHBOARD}/profile`,
    team: `${DASHBOARD}/profile#team`,
    subscription: `${DASHBOARD}/profile#subscription`,
    /** The subscription section with a plan chosen to switch to. */
    switchPlan: (plan: string) => `${withQuery(`${DASHBOARD}/profile`, { plan })}#subscription`,
  },
  twoFactor: `${DASHBOARD}/two-factor-auth`,
} as const;

/** The modules whose records an answer or a figure can point at (analytics' risks, the assistant's links). */
export type RecordModule =
  | "projects"
  | "gantt"
  | "finance"
  | "procurement"
  | "hr"
  | "field"
  | "quality"
  | "safety"
  | "contracts"
  | "documents"
  | "clients"
  | "bids";

/**
 * The screen that shows a record of `module`: its own page where the module has one (a project; a project's
 * chart in the Gantt), else the module's screen, where the record is listed.
 */
export function recordPath(module: RecordModule, id: string | null): string {
  switch (module) {
    case "projects":
      return id ? paths.projects.detail(id) : paths.projects.list;
    case "gantt":
      return id ? paths.gantt.forProject(id) : paths.gantt.chart;
    case "finance":
      return paths.finance.home;
    case "procurement":
      return paths.procurement.home;
    case "hr":
      return paths.hr.home;
    case "field":
      return paths.field.home;
    case "quality":
      return paths.quality.home;
    case "safety":
      return paths.safety.home;
    case "contracts":
      return paths.contracts.list;
    case "documents":
      return paths.documents.list;
    case "clients":
      return paths.projects.list;
    case "bids":
      return paths.bids.list;
  }
}
