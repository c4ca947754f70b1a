import { z } from "zod";

/** The one error shape every API failure has. */
export const errorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
