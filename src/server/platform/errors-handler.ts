import type { FastifyError, FastifyInstance } from "fastify";
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
    const status = (err.code && FASTIFY_CLIENT_ERRORS[err.code]) || (err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : undefined);
    if (status) {
      return reply.code(status).send(errorBody(err.code ?? "BAD_REQUEST", err.message));
    }
    request.log.error({ err }, "unhandled error");
    return reply.code(500).send(errorBody("INTERNAL", "Something went wrong on our side. Please try again."));
  });
}
