import { createBrowserRouter, Outlet, ScrollRestoration } from "react-router";
import { SessionProvider } from "./lib/session.tsx";
import { Toaster } from "./ui/toast.tsx";
import { UnknownPathRedirect } from "./shell/UnknownPathRedirect.tsx";
import { DASHBOARD_MODULES } from "./shell/modules.ts";

function Root() {
  return (
    <SessionProvider>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </SessionProvider>
  );
}

/** The one route table. Every page is a lazy chunk: public pages never load dashboard code. */
export const router = createBrowserRouter([
  {
    Component: Root,
    children: [
      {
        lazy: () => import("./site/SiteLayout.tsx").then((m) => ({ Component: m.SiteLayout })),
        children: [
          { index: true, lazy: () => import("./site/HomePage.tsx").then((m) => ({ Component: m.HomePage })) },
          { path: "about", lazy: () => import("./site/AboutPage.tsx").then((m) => ({ Component: m.AboutPage })) },
          { path: "contact", lazy: () => import("./site/ContactPage.tsx").then((m) => ({ Component: m.ContactPage })) },
          { path: "features", lazy: () => import("./site/FeaturesPage.tsx").then((m) => ({ Component: m.FeaturesPage })) },
          { path: "subscription", lazy: () => import("./site/PricingPage.tsx").then((m) => ({ Component: m.PricingPage })) },
          { path: "signin", lazy: () => import("./account/SignInPage.tsx").then((m) => ({ Component: m.SignInPage })) },
          { path: "signup", lazy: () => import("./account/SignUpPage.tsx").then((m) => ({ Component: m.SignUpPage })) },
          {
            path: "forgot-password",
            lazy: () => import("./account/ForgotPasswordPage.tsx").then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: "update-password",
            lazy: () => import("./account/UpdatePasswordPage.tsx").then((m) => ({ Component: m.UpdatePasswordPage })),
          },
        ],
      },
      {
        path: "dashboard",
        lazy: () => import("./shell/DashboardLayout.tsx").then((m) => ({ Component: m.DashboardLayout })),
        children: [
          { index: true, lazy: () => import("./shell/OverviewPage.tsx").then((m) => ({ Component: m.OverviewPage })) },
          ...DASHBOARD_MODULES.filter((m) => m.path !== "").map((m) => ({
            path: m.path,
            lazy: m.load ?? (() => import("./shell/ModulePendingPage.tsx").then((p) => ({ Component: p.ModulePendingPage }))),
          })),
          { path: "*", lazy: () => import("./shell/UnknownPathRedirect.tsx").then((m) => ({ Component: m.DashboardIndexRedirect })) },
        ],
      },
      { path: "*", Component: UnknownPathRedirect },
    ],
  },
]);
