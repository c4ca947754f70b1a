import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { phoneCodeInput, phoneInput, phoneState } from "../../shared/contracts/phone.ts";
import { phoneEndpoints as routes } from "../../shared/contracts/phone.routes.ts";
import { requireScope } from "../../server/platform/access.ts";
import { HttpError } from "../../server/platform/errors.ts";
import { serve } from "../../server/platform/serve.ts";
import { phoneStateOf, removePhone, sendPhoneCode, verifyPhoneCode } from "./phone.queries.ts";

const tags = ["account"];

/**
 * The caller's phone for text messages (issue 30): the person's own (not the organization's), any role. Without
 * the SMS settings the server says so, and saving a number answers 409.
 */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sms } = app.deps;
  const available = sms !== null;

  serve(
    app,
    routes.get,
    {
      schema: {
        tags,
        summary: "Whether text messages are available, and the caller's phone",
        response: { 200: phoneState, ...errorResponses(401, 403) },
      },
    },
    async (request) => phoneStateOf(db, (await requireScope(request, "read")).userId, available),
  );
  serve(
    app,
    routes.save,
    {
      schema: {
        tags,
        summary: "Save the caller's mobile number (unverified) and text it a 6-digit code (5 codes a day)",
        body: phoneInput,
        response: { 200: phoneState, ...errorResponses(400, 401, 403, 409, 429, 502) },
      },
    },
    async (request) => {
      const { userId } = await requireScope(request, "read");
      try {
        return await sendPhoneCode({ db, sms }, userId, request.body.phone);
      } catch (err) {
        // The service's own answer, for the operator (a wrong token, an account out of funds); never the text.
        if (err instanceof HttpError && err.statusCode === 502)
          request.log.warn({ err: err.cause }, "a verification code could not be texted");
        throw err;
      }
    },
  );
  serve(
    app,
    routes.verify,
    {
      schema: {
        tags,
        summary: "Verify the caller's number with the code texted to it (5 wrong tries per code)",
        body: phoneCodeInput,
        response: { 200: phoneState, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => verifyPhoneCode(db, (await requireScope(request, "read")).userId, request.body.code, available),
  );
  serve(
    app,
    routes.remove,
    {
      schema: {
        tags,
        summary: "Remove the caller's phone: no more text messages",
        response: { 200: phoneState, ...errorResponses(401, 403) },
      },
    },
    async (request) => removePhone(db, (await requireScope(request, "read")).userId, available),
  );
};
