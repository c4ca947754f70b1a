/**
 * What the request log may say of an address: its path without the query string (reset and verification
 * tokens, OIDC code and state travel there) and with the path segments that are secrets replaced (signed file
 * links, invitation tokens, client document links). The house rule: secrets never reach a log.
 */
const SECRET_SEGMENTS: readonly RegExp[] = [
  /^(\/api\/files\/)[^/]+/,
  /^(\/api\/invitations\/)[^/]+/,
  /^(\/invitations\/)[^/]+/,
  /^(\/api\/avatars\/)[^/]+/,
  /^(\/api\/client-documents\/)[^/]+/,
  /^(\/view\/)[^/]+/,
  /^(\/unsubscribe\/)[^/]+/,
];

export function loggableUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  const hidden = SECRET_SEGMENTS.reduce((p, pattern) => p.replace(pattern, "$1[hidden]"), path);
  return url.length > path.length ? `${hidden}?[query hidden]` : hidden;
}

type LoggedRequest = { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } };

/** Fastify's request serializer, with the address made loggable. */
export function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
