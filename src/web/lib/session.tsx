import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { SessionResponse } from "../../shared/contracts/account.ts";
import { api, ApiError } from "./api.ts";

type SessionState =
  | { status: "loading"; session: null }
  | { status: "signed-in"; session: SessionResponse }
  | { status: "signed-out"; session: null };

type SessionContextValue = SessionState & {
  /** Re-reads the session from the server (after sign-in, profile changes). */
  refresh: () => Promise<SessionResponse | null>;
  setSession: (session: SessionResponse | null) => void;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/** The server-side session, as the browser knows it. No token is ever readable here: cookies are HttpOnly. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: "loading", session: null });

  const setSession = useCallback((session: SessionResponse | null) => {
    setState(session ? { status: "signed-in", session } : { status: "signed-out", session: null });
  }, []);

  const refresh = useCallback(async () => {
    try {
      const session = await api<SessionResponse>("/api/auth/session");
      setSession(session);
      return session;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        setSession(null);
        return null;
      }
      throw err;
    }
  }, [setSession]);

  const signOut = useCallback(async () => {
    await api("/api/auth/sign-out", { method: "POST" });
    setSession(null);
  }, [setSession]);

  useEffect(() => {
    let cancelled = false;
    api<SessionResponse>("/api/auth/session")
      .then((session) => !cancelled && setState({ status: "signed-in", session }))
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
