/**
 * Every address the front end links to, in one place: the public pages, then the dashboard's, each with its
 * builder where it takes a record or a filter (`paths.projects.detail(id)`). No screen writes an address as a
 * literal. The dashboard entries follow the module registry's `path`s (routing/dashboard-modules.ts).
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
  const qs = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
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
  procurement: {
    home: `${DASHBOARD}/procurement`,
    suppliers: `${DASHBOARD}/procurement/suppliers`,
    orders: `${DASHBOARD}/procurement/orders`,
    order: (id: string) => `${DASHBOARD}/procurement/orders/${encodeURIComponent(id)}`,
  },
  hr: { home: `${DASHBOARD}/hr` },
  safety: { home: `${DASHBOARD}/safety` },
  field: { home: `${DASHBOARD}/field` },
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
