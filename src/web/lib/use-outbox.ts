import { useEffect, useMemo, useSyncExternalStore } from "react";
import {
  flushOutbox,
  onDelivered,
  outboxSnapshot,
  setOutboxOwner,
  subscribeOutbox,
  type OutboxEntry,
} from "./outbox.ts";

/** How often waiting entries are tried again while the device says it is online (a server that was down). */
export const OUTBOX_RETRY_MS = 30_000;

/** The signed-in person's waiting entries of these kinds (all kinds when none are given), oldest first. */
export function useOutbox(kinds?: readonly string[]): readonly OutboxEntry[] {
  const all = useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot);
  const key = kinds?.join(",");
  return useMemo(() => (key === undefined ? all : all.filter((e) => key.split(",").includes(e.kind))), [all, key]);
}

/**
 * Runs the outbox for the signed-in person (the dashboard's shell): sends what waits now, when the connection
 * returns, and every 30 s while something waits; `delivered` is told of each entry the server accepted.
 */
export function useOutboxRunner(
  userId: string | null,
  organizationId: string | null,
  delivered: (entry: OutboxEntry) => void,
): void {
  useEffect(() => onDelivered(delivered), [delivered]);
  useEffect(() => {
    let stopped = false;
    const flush = () => void flushOutbox().catch(() => undefined);
    void setOutboxOwner(userId, organizationId).then(() => !stopped && flush());
    window.addEventListener("online", flush);
    const timer = window.setInterval(() => {
      if (navigator.onLine && outboxSnapshot().some((e) => !e.problem)) flush();
    }, OUTBOX_RETRY_MS);
    return () => {
      stopped = true;
      window.removeEventListener("online", flush);
      window.clearInterval(timer);
    };
  }, [userId, organizationId]);
}
