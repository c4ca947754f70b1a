/** An error whose status and message are meant for the client. Everything else becomes a logged 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, "BAD_REQUEST", message, fields);
export const unauthorized = (message = "Please sign in.") => new HttpError(401, "UNAUTHORIZED", message);
export const forbidden = (message = "You are not allowed to do this.") => new HttpError(403, "FORBIDDEN", message);
export const notFound = (message = "Not found.") => new HttpError(404, "NOT_FOUND", message);
export const conflict = (message: string) => new HttpError(409, "CONFLICT", message);
/** A 429 always says when to come back (Retry-After, in seconds). */
export const tooManyRequests = (message = "Too many attempts. Please try again later.", retryAfterSeconds: number) =>
  Object.assign(new HttpError(429, "TOO_MANY_REQUESTS", message), { retryAfterSeconds });

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
