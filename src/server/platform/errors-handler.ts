import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { errorBody, HttpError } from "./errors.ts";

/** Fastify's own client-error codes and the status we answer them with. */
const FASTIFY_CLIENT_ERRORS: Record<string, number> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_EMPTY_TYPE: 400,
  FST_ERR_CTP_INVALID_TYPE: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_VALIDATION: 400,
};

/** One error shape for every failure; never a 5xx for what a client sent. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
        fields[key] ??= v.message ?? "Invalid value.";
      }
      const first = Object.values(fields)[0] ?? "Invalid request.";
      return reply.code(400).send(errorBody("VALIDATION_ERROR", first, fields));
    }
    if (err instanceof HttpError) {
      const retry = (err as HttpError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retry) reply.header("retry-after", String(retry));
      return reply.code(err.statusCode).send(errorBody(err.code, err.message, err.fields));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, "response did not match its schema");
      return reply.code(500).send(errorBody("INTERNAL", "Something went wrong on our side. Please try again."));
    }
    const status =
      (err.code && FASTIFY_CLIENT_ERRORS[err.code]) ||
      (err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : undefined);
    if (status) {
      return reply.code(status).send(errorBody(err.code ?? "BAD_REQUEST", err.message));
    }
    const dbStatus = databaseClientErrorStatus(err);
    if (dbStatus) {
      request.log.warn({ err }, "database refused a value");
      const message = dbStatus === 409 ? "This record already exists." : "A value in the request is not valid.";
      return reply.code(dbStatus).send(errorBody(dbStatus === 409 ? "CONFLICT" : "INVALID_VALUE", message));
    }
    request.log.error({ err }, "unhandled error");
    return reply.code(500).send(errorBody("INTERNAL", "Something went wrong on our side. Please try again."));
  });
}

/**
 * PostgreSQL's SQLSTATE for errors caused by the data a request carried (class 22: data exception, e.g. a
 * value too long or malformed; 23505: unique violation), found on the error or its causes (Drizzle wraps it).
 * Such a failure is the client's (4xx), whichever validation should have caught it earlier.
 */
export function databaseClientErrorStatus(err: unknown): 400 | 409 | undefined {
  const code = databaseError(err)?.code;
  if (code === "23505") return 409;
  if (code?.startsWith("22")) return 400;
  return undefined;
}

/**
 * The PostgreSQL error behind a failed statement (its SQLSTATE and the constraint it names), on the error or
 * its causes; a query function turns the ones it expects (a check its data broke) into its own message.
 */
export function databaseError(err: unknown): { code: string; constraint?: string } | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === "string" ? constraint : undefined };
  }
  return undefined;
}

/** Errors the router raises before any route runs (a malformed or over-long path segment), in our shape. */
export function sendFrameworkError(err: FastifyError, reply: FastifyReply): FastifyReply {
  const tooLong = err.statusCode === 414;
  return reply
    .code(tooLong ? 414 : 400)
    .send(errorBody(err.code || "BAD_URL", tooLong ? "This address is too long." : "This address is not valid."));
}

/** Whether a delete failed because other rows still point at the row (a foreign key that restricts). */
export const isStillReferenced = (err: unknown): boolean => ["23001", "23503"].includes(databaseError(err)?.code ?? "");
