import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactBody, contactResponse } from "../../shared/contracts/contact.ts";
import { errorResponses } from "../../shared/contracts/common.ts";
import { siteEndpoints } from "../../shared/contracts/site.routes.ts";
import { consume } from "../platform/rate-limit.ts";
import { openToAll } from "../platform/caller-first.ts";
import { serve } from "../platform/serve.ts";
import { saveContactMessage } from "./contact.queries.ts";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  openToAll(app);
  const { db, mailer, config, limits } = app.deps;
  serve(
    app,
    siteEndpoints.contact,
    {
      schema: {
        tags: ["site"],
        summary: "Send a message to the company (contact form)",
        body: contactBody,
        response: { 201: contactResponse, ...errorResponses(400, 429) },
      },
      // Every post counts against the address, before its body is read or checked (issue 25): a refused one too.
      onRequest: async (request) => consume(db, `contact:ip:${request.ip}`, limits.contactPerIp),
    },
    async (request, reply) => {
      const body = request.body;
      await consume(db, `contact:email:${body.email}`, limits.contactPerEmail);
      const id = await saveContactMessage(db, body, request.ip);
      if (config.contactInbox) {
        await mailer.send({
          to: config.contactInbox,
          subject: `Contact form: ${body.subject}`,
          text: `From: ${body.name} <${body.email}>\nSubject: ${body.subject}\n\n${body.message}`,
        });
      }
      return reply.code(201).send({ id });
    },
  );
};
