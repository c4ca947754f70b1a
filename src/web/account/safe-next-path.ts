import { PATHS } from "../paths.ts";

/**
 * `?next=` after sign-in: only a same-site relative path ("/..." but not "//..." or "/\...", which browsers
 * treat as another host), and never the sign-in page itself.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if (next === PATHS.signIn || next.startsWith(`${PATHS.signIn}?`) || next.startsWith(`${PATHS.signIn}/`)) return null;
  return next;
}
