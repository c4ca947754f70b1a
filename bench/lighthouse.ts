import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/chromium.ts";

/**
 * Lighthouse's performance and best-practices categories in its default mobile profile (a mid-range phone,
 * simulated slow 4G and a 4× slower CPU) or its desktop profile, driving the same Chromium as the journeys through
 * chrome-launcher. Measures only.
 */

export type LighthouseProfile = "mobile" | "desktop";

/** The client's page of a sent invoice, as Pay Now shows it (bench/client-link.ts makes one; its token is a key). */
export const CLIENT_PAGE = "/view/{token}";
/** The client's page of a change order sent for approval (bench/job-finance-pages.ts; its token is a key). */
export const CHANGE_ORDER_PAGE = "/view/change-orders/{token}";
/** A project's job-finance pages (bench/job-finance-pages.ts makes the project). */
export const JOB_PROJECT = "{project}";

/**
 * The public and account pages (signed out), every built dashboard page (signed in, on a plan that opens them all),
 * and the client's payment page.
 */
export const LIGHTHOUSE_PAGES = [
  "/",
  "/about",
  "/features",
  "/subscription",
  "/contact",
  "/signin",
  "/signup",
  "/forgot-password",
  "/update-password",
  "/dashboard",
  "/dashboard/projects",
  "/dashboard/gantt",
  "/dashboard/documents",
  "/dashboard/contracts",
  "/dashboard/finance",
  "/dashboard/time-clock",
  "/dashboard/procurement",
  "/dashboard/hr",
  "/dashboard/field",
  "/dashboard/quality",
  "/dashboard/safety",
  "/dashboard/estimates",
  "/dashboard/invoices",
  "/dashboard/templates",
  "/dashboard/analytics",
  "/dashboard/websites",
  "/dashboard/bids",
  "/dashboard/ai",
  "/dashboard/job-finance",
  "/dashboard/job-finance/cost-codes",
  `/dashboard/job-finance/projects/${JOB_PROJECT}`,
  `/dashboard/job-finance/projects/${JOB_PROJECT}/change-orders`,
  `/dashboard/job-finance/projects/${JOB_PROJECT}/schedule-of-values`,
  `/dashboard/job-finance/projects/${JOB_PROJECT}/pay-applications`,
  CLIENT_PAGE,
  CHANGE_ORDER_PAGE,
] as const;

export type LighthouseFigure = {
  path: string;
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  lcpElement: string;
  /** The best-practices category's score, and the audits that cost it points (with what they found). */
  bestPractices: number;
  bestPracticesFailed: string[];
  /** Why Lighthouse could not measure the page (its figures are then NaN). */
  error?: string;
};

const UNMEASURED: Omit<LighthouseFigure, "path"> = {
  score: Number.NaN,
  lcpMs: Number.NaN,
  fcpMs: Number.NaN,
  tbtMs: Number.NaN,
  lcpElement: "",
  bestPractices: Number.NaN,
  bestPracticesFailed: [],
};

type NodeDetails = { items?: { items?: { node?: { snippet?: string } }[]; node?: { snippet?: string } }[] };

/** The largest paint's element as Lighthouse shows it (its opening tag), to tell which part of the page paints last. */
function lcpElementOf(audit: { details?: unknown } | undefined): string {
  const details = audit?.details as NodeDetails | undefined;
  for (const item of details?.items ?? []) {
    const snippet = item.node?.snippet ?? item.items?.find((inner) => inner.node?.snippet)?.node?.snippet;
    if (snippet) return snippet.length > 120 ? `${snippet.slice(0, 117)}...` : snippet;
  }
  return "unknown";
}

const numeric = (audit: { numericValue?: number } | undefined) => audit?.numericValue ?? Number.NaN;

type AuditResult = { score: number | null; title: string; details?: unknown };
type DetailItems = { items?: Record<string, unknown>[] };

/** The weighted audits of a category that did not pass, each with the first thing it found (a console error's text). */
function failedAudits(
  refs: readonly { id: string; weight: number }[],
  audits: Record<string, AuditResult | undefined>,
): string[] {
  return refs.flatMap(({ id, weight }) => {
    const audit = audits[id];
    if (weight === 0 || !audit || audit.score === null || audit.score >= 1) return [];
    const first = (audit.details as DetailItems | undefined)?.items?.[0];
    const found = first
      ? Object.values(first).find((v): v is string => typeof v === "string" && v.length > 0)
      : undefined;
    return [`${id}${found ? `: ${found.slice(0, 160)}` : ""}`];
  });
}

/** One Lighthouse run per page in `profile`; dashboard pages are loaded with the session cookie. */
export async function measureLighthouse(
  baseUrl: string,
  cookie: string,
  paths: readonly string[] = LIGHTHOUSE_PAGES,
  profile: LighthouseProfile = "mobile",
): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
  });
  const figures: LighthouseFigure[] = [];
  try {
    for (const path of paths) {
      const run = () =>
        lighthouse(
          new URL(path, baseUrl).href,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "best-practices"],
            ...(path.startsWith("/dashboard") ? { extraHeaders: { Cookie: cookie } } : {}),
          },
          profile === "desktop" ? desktopConfig : undefined,
        );
      let result = await run();
      // Lighthouse now and then loses the trace's navigation start (NO_NAVSTART): that page is measured again, up to twice.
      for (let again = 0; again < 2 && result?.lhr.runtimeError?.code === "NO_NAVSTART"; again++) result = await run();
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        // One page Lighthouse could not measure is said on its line; the other pages are still measured.
        figures.push({ ...UNMEASURED, path, error: lhr.runtimeError.message });
        continue;
      }
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== path) throw new Error(`Lighthouse on ${path} ended on ${finalPath} (signed out?)`);
      figures.push({
        path,
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcpMs: numeric(lhr.audits["largest-contentful-paint"]),
        fcpMs: numeric(lhr.audits["first-contentful-paint"]),
        tbtMs: numeric(lhr.audits["total-blocking-time"]),
        lcpElement: lcpElementOf(lhr.audits["largest-contentful-paint-element"]),
        bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? Number.NaN) * 100),
        bestPracticesFailed: failedAudits(lhr.categories["best-practices"]?.auditRefs ?? [], lhr.audits),
      });
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
