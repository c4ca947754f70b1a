import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { SessionResponse } from "../../shared/contracts/account.ts";
import {
  PAGE_SESSION_ELEMENT_ID,
  SESSION_OPTIONAL_HEADER,
  type SignedOutSession,
} from "../../shared/contracts/session-probe.ts";
import { PAGE_MARKER_META } from "../../shared/session-marker.ts";
import {
  ApiError,
  call,
  isErrorResponse,
  NETWORK_ERROR_MESSAGE,
  onPlanRefused,
  onSessionEnded,
  safeJson,
} from "./api.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { currentSessionMarker, forgetOfflinePages } from "./offline-shell.ts";

/** The session, or null when signed out: asked so that signed out is a 200, and public pages log no failed request. */
async function probeSession(): Promise<SessionResponse | null> {
  let res: Response;
  try {
    res = await fetch("/api/auth/session", { headers: { [SESSION_OPTIONAL_HEADER]: "1" }, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "NETWORK", NETWORK_ERROR_MESSAGE);
  }
  const body = safeJson(await res.text()) as SessionResponse | SignedOutSession | undefined;
  if (!res.ok) {
    if (isErrorResponse(body)) throw new ApiError(res.status, body.error.code, body.error.message, body.error.fields);
    throw new ApiError(res.status, `HTTP_${res.status}`, "An unexpected error occurred.");
  }
  return body?.user ? body : null;
}

type SessionState =
  | { status: "loading"; session: null }
  | { status: "signed-in"; session: SessionResponse }
  | { status: "signed-out"; session: null };

const stateOf = (session: SessionResponse | null): SessionState =>
  session ? { status: "signed-in", session } : { status: "signed-out", session: null };

/** Forgets what the device kept offline (decision 0028); never fails the caller. */
const forgetKeptCopies = () => void forgetOfflinePages().catch(() => undefined);

/**
 * The session the device's kept copies are taken to belong to: its marker cookie's when the page started
 * (src/shared/session-marker.ts). When the marker changes (someone signs in, or the session ended), they go.
 */
let knownMarker = currentSessionMarker();

/** After the session changed here (a sign-in, a refresh): copies kept for another session are forgotten. */
function followMarker(): void {
  const marker = currentSessionMarker();
  if (marker === knownMarker) return;
  knownMarker = marker;
  forgetKeptCopies();
}

/**
 * The session the server wrote into this page (src/server/site/page-session.ts), read once at start-up: the
 * dashboard can show itself without a round trip first. Absent (the development server), the browser asks.
 * A signed-in page whose session marker is not the device's (a copy kept offline for a session that has since
 * ended, or someone else's) is not believed: its copies are forgotten and the browser asks.
 */
function sessionInPage(): SessionState | null {
  const element = typeof document === "undefined" ? null : document.getElementById(PAGE_SESSION_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  const body = safeJson(element.textContent) as SessionResponse | SignedOutSession | undefined;
  if (!body || typeof body !== "object" || !("user" in body)) return null;
  const marker = document.querySelector(`meta[name="${PAGE_MARKER_META}"]`)?.getAttribute("content") ?? null;
  if (body.user && marker !== null && marker !== knownMarker) {
    forgetKeptCopies();
    return null;
  }
  return stateOf(body.user ? body : null);
}

const pageSession = sessionInPage();

/** Whether the page this app started on was served to a signed-in caller (false when unknown). */
export const signedInAtStart = (): boolean => pageSession?.status === "signed-in";

type SessionContextValue = SessionState & {
  /** Re-reads the session from the server (after sign-in, profile changes). */
  refresh: () => Promise<SessionResponse | null>;
  setSession: (session: SessionResponse | null) => void;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/** The server-side session, as the browser knows it. No token is ever readable here: cookies are HttpOnly. */
/** `initial`: the session as the server knows it, when the server draws the page (src/app/web/ssr). */
export function SessionProvider({ children, initial }: { children: ReactNode; initial?: SessionResponse | null }) {
  const [state, setState] = useState<SessionState>(() =>
    initial !== undefined ? stateOf(initial) : (pageSession ?? { status: "loading", session: null }),
  );

  const setSession = useCallback((session: SessionResponse | null) => {
    followMarker();
    setState(stateOf(session));
  }, []);

  const refresh = useCallback(async () => {
    const session = await probeSession();
    setSession(session);
    return session;
  }, [setSession]);

  const signOut = useCallback(async () => {
    await call(accountEndpoints.account.signOut);
    await forgetOfflinePages().catch(() => undefined);
    setSession(null);
  }, [setSession]);

  // A 403 PLAN_REQUIRED means the plan changed since this session was read: read it again.
  useEffect(() => {
    onPlanRefused(() => void refresh().catch(() => undefined));
    return () => onPlanRefused(null);
  }, [refresh]);

  // A 401 means this session is over: what the device kept offline for it goes at once (decision 0028).
  useEffect(() => {
    onSessionEnded(() => {
      knownMarker = currentSessionMarker();
      forgetKeptCopies();
    });
    return () => onSessionEnded(null);
  }, []);

  useEffect(() => {
    if (pageSession) return;
    let cancelled = false;
    probeSession()
      .then((session) => {
        if (cancelled) return;
        followMarker();
        setState(stateOf(session));
      })
      .catch(() => !cancelled && setState({ status: "signed-out", session: null }));
    return () => {
      cancelled = true;
    };
  }, []);

  const value = useMemo(() => ({ ...state, refresh, setSession, signOut }), [state, refresh, setSession, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error("useSession outside SessionProvider");
  return ctx;
}
