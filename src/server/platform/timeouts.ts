import type { FastifyInstance } from "fastify";
import { errorBody } from "./errors.ts";

/**
 * How long a client may take (issue 12: slow bodies cannot hold connections forever; uploads still get their
 * time). Fastify and Node enforce the socket-level ones; the JSON body deadline is ours.
 */
export type Timeouts = {
  /** The request's headers must all arrive within this. */
  headersMs: number;
  /** A connection that sends nothing for this long is closed (a stalled upload too). */
  idleMs: number;
  /**
   * An idle kept-alive connection waits this long for the next request. Longer than the clients' pools keep an
   * idle connection (proxies and load balancers 60 s): the side that closes an idle connection must be the
   * client, or a request it sends on the connection as the server closes it meets ECONNRESET (decision 0039).
   */
  keepAliveMs: number;
  /** The whole request, body included: what a 2 GiB upload at about 300 KB/s needs. */
  requestMs: number;
  /** A JSON body (at most 1 MiB) must have arrived within this, however slowly it trickles in. */
  jsonBodyMs: number;
};

export const TIMEOUTS: Timeouts = {
  headersMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 75_000,
  requestMs: 2 * 60 * 60_000,
  jsonBodyMs: 30_000,
};

/** The Fastify options that carry the socket-level timeouts. */
export const fastifyTimeoutOptions = (t: Timeouts) => ({
  connectionTimeout: t.idleMs,
  keepAliveTimeout: t.keepAliveMs,
  requestTimeout: t.requestMs,
});

/**
 * The headers deadline on the HTTP server, and the JSON body deadline: a request that announced a JSON body
 * and has not delivered it in time gets a 408 and its connection closed. Uploads (any other body type) are
 * streamed by their routes and bounded by the idle and whole-request timeouts instead.
 */
export function installTimeouts(app: FastifyInstance, t: Timeouts): void {
  app.server.headersTimeout = t.headersMs;
  const deadlines = new WeakMap<object, NodeJS.Timeout>();
  app.addHook("onRequest", async (request, reply) => {
    if (!String(request.headers["content-type"] ?? "").startsWith("application/json")) return;
    const timer = setTimeout(() => {
      if (reply.sent) return;
      // Node closes a "connection: close" answer's socket once it is written, unread body and all.
      void reply
        .code(408)
        .header("connection", "close")
        .send(errorBody("REQUEST_TIMEOUT", "The request body took too long to arrive."));
    }, t.jsonBodyMs);
    timer.unref();
    deadlines.set(request, timer);
  });
  const clear = async (request: object) => {
    clearTimeout(deadlines.get(request));
    deadlines.delete(request);
  };
  app.addHook("preValidation", clear);
  app.addHook("onResponse", clear);
}
