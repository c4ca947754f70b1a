import { APIError } from "better-auth/api";
import { HttpError } from "../platform/errors.ts";

/** better-auth's error codes we answer with our own wording; the rest keep its message. */
const OWN_WORDING: Record<string, { status: number; code: string; message: string }> = {};

/** Runs a better-auth call and turns its errors into our error shape. */
export async function authCall<T>(fn: () => Promise<T>, overrides: typeof OWN_WORDING = OWN_WORDING): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof APIError) {
      const code = typeof err.body?.code === "string" ? err.body.code : "AUTH_ERROR";
      const own = overrides[code];
      if (own) throw new HttpError(own.status, own.code, own.message);
      const status = err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      throw new HttpError(status, code, err.body?.message ?? err.message);
    }
    throw err;
  }
}
