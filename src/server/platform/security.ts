import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import { errorBody } from "./errors.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The one cross-site POST we accept: a social provider's `form_post` answer (Apple's), which changes nothing
 * itself: it only becomes a GET to the same callback, where the OAuth state and its cookie are checked.
 */
const CROSS_SITE_POST_ALLOWED = /^\/api\/auth\/callback\/[a-z]+(\?|$)/;

/** Security headers on every response, and refusal of cross-site state-changing requests. */
export async function installSecurity(app: FastifyInstance, appUrl: string): Promise<void> {
  const appOrigin = new URL(appUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The template builder's preview shows a PDF the page fetched, from a blob: URL, in a frame.
        frameSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only when the request reached us over https (see the hook below).
    strictTransportSecurity: false,
    frameguard: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook("onSend", async (request, reply) => {
    if (request.protocol === "https") reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.method === "POST" && CROSS_SITE_POST_ALLOWED.test(request.url)) return;
    const origin = request.headers.origin;
    const site = request.headers["sec-fetch-site"];
    const sameHost = origin !== undefined && safeHost(origin) === request.headers.host;
    if ((origin !== undefined && origin !== appOrigin && !sameHost) || site === "cross-site") {
      return reply.code(403).send(errorBody("FOREIGN_ORIGIN", "Cross-site requests are not allowed."));
    }
  });
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
