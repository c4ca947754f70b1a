import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { useSession } from "../../../web/lib/session.tsx";
import type { OutboxEntry } from "../../../web/lib/outbox.ts";
import { useOnline } from "../../../web/lib/use-online.ts";
import { useOutboxRunner } from "../../../web/lib/use-outbox.ts";
import { whenSettled } from "../../../web/lib/when-settled.ts";
import { PATHS } from "../../../web/paths.ts";
import { mountToasterEarly, toast } from "../../../web/ui/toast.tsx";
import { OfflineNotice } from "../../../web/ui/waiting-records.tsx";
import { MobileNav } from "./MobileNav.tsx";
import { ModuleOutlet } from "./ModuleOutlet.tsx";
import { useOfflineQueries } from "./offline-queries.ts";
import { PageQueryClientContext, queryClient } from "./query-client.ts";
import { ShellSkeleton } from "./ShellSkeleton.tsx";
import { StandingBanner } from "./StandingBanner.tsx";
import { DesktopSidebar } from "./Sidebar.tsx";
import { ShellSignOutContext, type ShellSignOut } from "../../../web/lib/sign-out-context.ts";

/** The protected dashboard: session guard, query cache, sidebar (drawer on small screens) and the module outlet. */
export function DashboardLayout() {
  const { status, session, signOut } = useSession();
  // The server draws a page with a cache of its own (src/app/web/ssr); the browser has one for every page.
  const client = useContext(PageQueryClientContext) ?? queryClient;
  const location = useLocation();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const handleSignOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (err) {
      setSigningOut(false);
      toast.error("Error Signing Out", err instanceof Error ? err.message : "An unexpected error occurred.");
      return;
    }
    queryClient.clear();
    toast.success("Logged Out", "You have been successfully logged out.");
    void navigate(PATHS.signIn);
  }, [signOut, navigate]);

  const signOutValue = useMemo<ShellSignOut>(
    () => ({ signOut: handleSignOut, pending: signingOut }),
    [handleSignOut, signingOut],
  );

  // Signed out without choosing to (no session, or it ended): say so once, even under StrictMode's double effects.
  const lostSession = status === "signed-out" && !signingOut;
  const warnedRef = useRef(false);
  useEffect(() => {
    if (!lostSession || warnedRef.current) return;
    warnedRef.current = true;
    queryClient.clear();
    toast.error("Authentication Error", "Please sign in to access the dashboard");
  }, [lostSession]);

  const signedIn = status === "signed-in";
  const online = useOnline();
  // What was saved offline is sent from here, whichever screen is open; its screen's lists are read again.
  const delivered = useCallback((entry: OutboxEntry) => {
    toast.success(entry.sentMessage, `${entry.label}: sent from this device.`);
    void queryClient.invalidateQueries();
  }, []);
  useOutboxRunner(session?.user.id ?? null, session?.organization?.id ?? null, delivered);
  useOfflineQueries(queryClient, session?.user.id ?? null, session?.organization?.id ?? null);
  // Not at once: sonner's code and styles would land between a drawn page's take-over and the first form opened on it.
  useEffect(() => {
    if (signedIn) whenSettled(mountToasterEarly);
  }, [signedIn]);

  if (status === "loading") return <ShellSkeleton />;
  if (status === "signed-out") {
    // A chosen sign-out navigates to /signin itself; keep the outline until it does.
    if (signingOut) return <ShellSkeleton />;
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate replace to={`${PATHS.signIn}?next=${next}`} />;
  }

  return (
    <QueryClientProvider client={client}>
      <ShellSignOutContext value={signOutValue}>
        <div className="min-h-dvh bg-surface">
          <a
            href="#main-content"
            className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-brand focus:shadow"
          >
            Skip to content
          </a>
          <DesktopSidebar session={session} />
          <MobileNav session={session} />
          <div className="lg:pl-64">
            <main
              id="main-content"
              tabIndex={-1}
              className="mx-auto w-full max-w-7xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
            >
              <StandingBanner standing={session.organization?.standing} />
              {online ? null : <OfflineNotice />}
              <Suspense fallback={<NavigationProgress />}>
                <ModuleOutlet organization={session.organization} />
              </Suspense>
            </main>
          </div>
        </div>
      </ShellSignOutContext>
    </QueryClientProvider>
  );
}

/** A thin bar at the top while the next module's chunk loads. */
function NavigationProgress() {
  return <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand" />;
}
