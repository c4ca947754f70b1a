import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply } from "fastify";
import { escapeHtml } from "../platform/html.ts";
import { getSettings, saveSettings } from "./settings.queries.ts";
import { readUnsubscribeToken, type UnsubscribeTopic } from "./unsubscribe.ts";

const WHAT: Record<UnsubscribeTopic, string> = {
  email: "notification e-mails",
  marketing: "marketing e-mails",
};

function page(title: string, body: string, form?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | BuildOps</title><style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:28rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}h1{font-size:1.25rem;margin:0 0 .75rem}p{line-height:1.5;color:#334155}button{font:inherit;background:#2563eb;color:#fff;border:0;border-radius:.5rem;padding:.625rem 1rem;cursor:pointer}a{color:#1d4ed8}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${body}</p>${form ?? ""}</main></body></html>`;
}

const tokenParam = z.object({ token: z.string().min(1).max(400) });

/**
 * /unsubscribe/{token}, signed out (issue 30): the page asks, its button (and a mail client's one-click POST,
 * RFC 8058) turns that kind of e-mail off. A GET changes nothing, as link scanners open links.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth, config } = app.deps;
  const secret = async () => (await auth.$context).secret;
  const settingsLink = `<a href="${escapeHtml(`${config.appUrl}/dashboard/settings`)}">Settings</a>`;
  // The one-click POST's body ("List-Unsubscribe=One-Click") is read and ignored: the token says it all.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"])
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 16 * 1024 }, (_request, _body, done) =>
      done(null, {}),
    );

  const send = (reply: FastifyReply, code: number, html: string) =>
    reply.code(code).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
  const invalid = (reply: FastifyReply) =>
    send(
      reply,
      404,
      page("Link not valid", "This unsubscribe link is not valid. You can choose your e-mails in Settings."),
    );
  const schema = { hide: true, params: tokenParam, produces: ["text/html"] };

  app.get("/unsubscribe/:token", { schema }, async (request, reply) => {
    const found = readUnsubscribeToken(await secret(), request.params.token);
    if (!found) return invalid(reply);
    return send(
      reply,
      200,
      page(
        `Unsubscribe from ${WHAT[found.topic]}?`,
        `You will no longer get ${WHAT[found.topic]} from BuildOps. You can turn them back on any time in ${settingsLink}.`,
        `<form method="post"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  });

  app.post("/unsubscribe/:token", { schema }, async (request, reply) => {
    const found = readUnsubscribeToken(await secret(), request.params.token);
    if (!found) return invalid(reply);
    const settings = await getSettings(db, found.userId);
    const key = found.topic === "email" ? "email" : "marketingEmails";
    // A person deleted since: nothing to change, and nothing to tell.
    await saveSettings(db, found.userId, {
      ...settings,
      notifications: { ...settings.notifications, [key]: false },
    }).catch(() => undefined);
    return send(
      reply,
      200,
      page(
        "You are unsubscribed",
        `You will no longer get ${WHAT[found.topic]} from BuildOps. You can turn them back on in ${settingsLink}.`,
      ),
    );
  });
};
