import { createContext, useContext } from "react";

export type ShellSignOut = {
  /** Signs out, clears the dashboard's cached data, says 'Logged Out' and goes to /signin; errors become a toast. */
  signOut: () => Promise<void>;
  pending: boolean;
};

/**
 * Sign-out as the dashboard does it. Any page inside the dashboard (the profile page's Logout too) should use
 * this rather than session.signOut() directly, so the shell does not mistake a chosen sign-out for a lost session.
 */
export const ShellSignOutContext = createContext<ShellSignOut | null>(null);

export function useShellSignOut(): ShellSignOut {
  const ctx = useContext(ShellSignOutContext);
  if (!ctx) throw new Error("useShellSignOut outside DashboardLayout");
  return ctx;
}
