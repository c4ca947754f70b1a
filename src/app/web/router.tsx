import { Suspense, useEffect, type ComponentType } from "react";
import { BrowserRouter, Route, Routes, useLocation } from "react-router";
import { SessionProvider } from "../../web/lib/session.tsx";
import { Toaster } from "../../web/ui/toast.tsx";
import { DashboardIndexRedirect, UnknownPathRedirect } from "./routing/redirects.tsx";
import { DASHBOARD_MODULES } from "./routing/dashboard-modules.ts";
import { lazyPage } from "../../web/lazy-page.ts";
import { requestEarly } from "../../web/lib/early-requests.ts";
import { signedInAtStart } from "../../web/lib/session.tsx";
import { pageHasQueries } from "../../web/lib/page-queries.ts";
import type { SessionResponse } from "../../shared/contracts/account.ts";
import { localToday } from "../../web/lib/format.ts";

// Every page is its own chunk: public pages never load dashboard code. (React Router's declarative
// mode: its data router alone would cost the home page ~17 KB gzipped; see docs/decisions.)
const SiteLayout = lazyPage(() => import("../../web/site/SiteLayout.tsx"), "SiteLayout");
const HomePage = lazyPage(() => import("../../web/site/HomePage.tsx"), "HomePage");
const AboutPage = lazyPage(() => import("../../web/site/AboutPage.tsx"), "AboutPage");
const ContactPage = lazyPage(() => import("../../web/site/ContactPage.tsx"), "ContactPage");
const FeaturesPage = lazyPage(() => import("../../web/site/FeaturesPage.tsx"), "FeaturesPage");
const PricingPage = lazyPage(() => import("../../web/site/PricingPage.tsx"), "PricingPage");
const SignInPage = lazyPage(() => import("../../web/account/SignInPage.tsx"), "SignInPage");
const SignUpPage = lazyPage(() => import("../../web/account/SignUpPage.tsx"), "SignUpPage");
const ForgotPasswordPage = lazyPage(() => import("../../web/account/ForgotPasswordPage.tsx"), "ForgotPasswordPage");
const UpdatePasswordPage = lazyPage(() => import("../../web/account/UpdatePasswordPage.tsx"), "UpdatePasswordPage");
const InvitationPage = lazyPage(() => import("../../web/account/InvitationPage.tsx"), "InvitationPage");
const ClientDocumentPage = lazyPage(
  () => import("../../modules/invoicing/ClientDocumentPage.tsx"),
  "ClientDocumentPage",
);
const ClientChangeOrderPage = lazyPage(
  () => import("../../modules/job-finance/ClientChangeOrderPage.tsx"),
  "ClientChangeOrderPage",
);
const DashboardLayout = lazyPage(() => import("./shell/DashboardLayout.tsx"), "DashboardLayout");
const OverviewPage = lazyPage(() => import("../../modules/overview/OverviewPage.tsx"), "OverviewPage");
const ModulePendingPage = lazyPage(() => import("./shell/ModulePendingPage.tsx"), "ModulePendingPage");

/** The public site's pages under its layout, by path. */
const SITE_PAGES = [
  { path: "about", Page: AboutPage },
  { path: "contact", Page: ContactPage },
  { path: "features", Page: FeaturesPage },
  { path: "subscription", Page: PricingPage },
  { path: "signin", Page: SignInPage },
  { path: "signup", Page: SignUpPage },
  { path: "forgot-password", Page: ForgotPasswordPage },
  { path: "update-password", Page: UpdatePasswordPage },
  { path: "invitations/:token", Page: InvitationPage },
] as const;

const modulePages: { path: string; Page: ComponentType & { preload: () => Promise<unknown> } }[] =
  DASHBOARD_MODULES.filter((m) => m.path !== "").map(({ path, load }) => ({
    path,
    Page: load ? lazyPage(load, "Component") : ModulePendingPage,
  }));

/** A path as the router's parameters give it (decoded); "" when it cannot be decoded. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return "";
  }
}

/**
 * Starts loading what the page at this address needs, before the first render asks for it piece by piece
 * (issue 11: fewer requests in a chain before the first paint): its layout's and its own chunks side by side,
 * and on a signed-in dashboard page its first data too (the module's `firstRequests`).
 */
export function preloadPage(pathname: string, search: string): Promise<void> {
  const [first = "", second = "", ...rest] = pathname.split("/").filter(Boolean);
  // A page the server drew carries its first data (decision 0031): nothing to ask for early.
  if (first === "dashboard" && signedInAtStart() && !pageHasQueries()) {
    const module = DASHBOARD_MODULES.find((m) => m.path === second);
    void Promise.all([import("./shell/first-requests.ts"), module?.firstRequests?.()])
      .then(([shell, own]) =>
        requestEarly([
          shell.ORGANIZATIONS_PATH,
          ...(own?.(decodedPath(rest.join("/")), new URLSearchParams(search), localToday()) ?? []),
        ]),
      )
      // Without the early answers the page asks for its data itself.
      .catch(() => undefined);
  }
  const pages =
    first === "dashboard"
      ? [DashboardLayout, second === "" ? OverviewPage : modulePages.find((p) => p.path === second)?.Page]
      : first === "view"
        ? [second === "change-orders" ? ClientChangeOrderPage : ClientDocumentPage]
        : [SiteLayout, first === "" ? HomePage : SITE_PAGES.find((p) => p.path.split("/")[0] === first)?.Page];
  // A chunk that fails here fails again when the page renders, and says so there.
  return Promise.all(pages.map((page) => page?.preload())).then(
    () => undefined,
    () => undefined,
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  // Braces matter: newer browsers return a Promise from scrollTo, and an effect must return nothing or a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The one route table (spec: route table). */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          {SITE_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route path="dashboard" element={<DashboardLayout />}>
          <Route index element={<OverviewPage />} />
          {modulePages.map(({ path, Page }) => (
            <Route key={path} path={`${path}/*`} element={<Page />} />
          ))}
          <Route path="*" element={<DashboardIndexRedirect />} />
        </Route>
        <Route path="view/change-orders/:token" element={<ClientChangeOrderPage />} />
        <Route path="view/:token" element={<ClientDocumentPage />} />
        <Route path="*" element={<UnknownPathRedirect />} />
      </Routes>
    </Suspense>
  );
}

/** The app inside its router: the server draws it under a static router (src/app/web/ssr), the browser under its own. */
export function AppContent({ session }: { session?: SessionResponse | null }) {
  return (
    <SessionProvider initial={session}>
      <ScrollToTop />
      <AppRoutes />
      <Toaster />
    </SessionProvider>
  );
}

export function App() {
  // The app has taken the page over (a drawn page's links and buttons are the app's from here): for the journeys,
  // and anyone measuring beside "app-start".
  useEffect(() => {
    performance.mark("app-rendered");
  }, []);
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
