import { Navigate } from "react-router";
import { useSession } from "../../../web/lib/session.tsx";
import { PATHS } from "../../../web/paths.ts";

/** Any unknown path: the dashboard when signed in, otherwise the home page (spec: route table). */
export function UnknownPathRedirect() {
  const { status } = useSession();
  if (status === "loading") return null;
  return <Navigate to={status === "signed-in" ? PATHS.dashboard : PATHS.home} replace />;
}

/** An unknown path under /dashboard goes to /dashboard. */
export function DashboardIndexRedirect() {
  return <Navigate to={PATHS.dashboard} replace />;
}
