import { Laptop, LogOut, RotateCw } from "lucide-react";
import { SECURITY_MSG } from "../../../shared/contracts/security.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Button } from "../../ui/button.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { useRevokeSession, useSessions } from "./security-api.ts";

/** The user's active sessions: device, address, times; "This device" marked; sign out one or all others. */
export function SessionsList() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const others = sessions.data?.sessions.filter((s) => !s.current) ?? [];

  async function signOut(id: string | "others") {
    try {
      await revoke.mutateAsync(id);
    } catch (err) {
      toast.error("Error", err instanceof Error ? err.message : undefined);
      return;
    }
    toast.success(id === "others" ? SECURITY_MSG.sessionsSignedOut : SECURITY_MSG.sessionSignedOut);
  }

  return (
    <section aria-labelledby="sessions-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="sessions-heading" className="text-base font-semibold text-ink">
          Active Sessions
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void signOut("others")}
          disabled={revoke.isPending || others.length === 0}
        >
          <LogOut aria-hidden="true" />
          Sign out other sessions
        </Button>
      </div>
      {sessions.isPending ? (
        <div aria-busy="true" className="space-y-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : sessions.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>{sessions.error.message || "Could not load your sessions."}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        </div>
      ) : (
        <ul aria-label="Active sessions" className="divide-y divide-border rounded-md border border-border">
          {sessions.data.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 items-start gap-3">
                <Laptop aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-ink">
                    {s.device}
                    {s.current && (
                      <span className="ml-2 rounded bg-blue-50 px-1.5 py-0.5 text-xs font-medium text-brand">
                        This device
                      </span>
                    )}
                  </p>
                  <p className="text-muted">
                    {s.ipAddress ?? "Unknown address"} · Last seen {formatDateTime(s.lastSeenAt)} · Signed in{" "}
                    {formatDateTime(s.createdAt)}
                  </p>
                </div>
              </div>
              {!s.current && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => void signOut(s.id)}
                  disabled={revoke.isPending}
                  aria-label={`Sign out ${s.device}`}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
