import type { FastifyReply, FastifyRequest } from "fastify";

/** The header better-auth reads the client address from (set by `toHeaders`, never taken from the client). */
export const CLIENT_IP_HEADER = "x-buildops-client-ip";

/** Fastify's request headers as a Fetch `Headers`, for libraries that speak the Fetch API. */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  // The client's address as Fastify resolved it (trustProxy-aware), for better-auth's session records;
  // whatever a client sent under this name is overwritten.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Copies the cookies a Fetch `Response` sets onto our reply. */
export function forwardCookies(from: Response | Headers, reply: FastifyReply): void {
  const headers = from instanceof Headers ? from : from.headers;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

/**
 * Sends JSON text built elsewhere (by the database) as is. Fastify passes a string with a JSON content type
 * straight through, skipping the route's response serializer; the route's schema still documents the shape.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
