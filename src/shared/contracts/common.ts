import { z } from "zod";

/** The one error shape every API failure has. */
export const errorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** The error responses a route documents (all in the one error shape), by status. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorResponse> {
  return Object.fromEntries(statuses.map((s) => [s, errorResponse])) as Record<S, typeof errorResponse>;
}
