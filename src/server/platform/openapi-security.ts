import type { SwaggerTransform } from "@fastify/swagger";
import type { FastifySchema } from "fastify";
import { PUBLIC_API_PREFIX } from "./api-token-access.ts";

/** The OpenAPI security schemes: the browser's session cookie, and a personal API token on /api/v1 (decision 0033). */
export const SECURITY_SCHEMES = {
  session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    description:
      "A personal API token (`bo_…`) an admin creates in Account Settings → API Tokens. Accepted on /api/v1 only.",
  },
} as const;

/** Either the session or a token opens a /api/v1 operation. */
const PUBLIC_API_SECURITY: { [scheme: string]: string[] }[] = [{ session: [] }, { bearerAuth: [] }];

/**
 * Wraps the schema transform so every /api/v1 operation (the bids module's too, without it knowing) is documented
 * with both security schemes and the token's 429, and the others as they were.
 */
export function withPublicApiSecurity<S extends FastifySchema>(transform: SwaggerTransform<S>): SwaggerTransform<S> {
  return (args) => {
    const out = transform(args);
    if (out.url !== PUBLIC_API_PREFIX && !out.url.startsWith(`${PUBLIC_API_PREFIX}/`)) return out;
    // A route declared without a schema has none to add to.
    if (!out.schema) return out;
    const response = out.schema.response as Record<string, unknown> | undefined;
    // A token's request may also be refused for its rate: the same error shape as the 401.
    const withLimit = response?.["401"] && !response["429"] ? { ...response, 429: response["401"] } : response;
    return {
      ...out,
      schema: { ...out.schema, ...(withLimit ? { response: withLimit } : {}), security: PUBLIC_API_SECURITY },
    };
  };
}
