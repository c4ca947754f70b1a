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

/** A calendar date as `YYYY-MM-DD`; `requiredMessage` when it is missing or empty. */
export function isoDate(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .pipe(z.iso.date("Please enter a valid date (YYYY-MM-DD)."));
}

/** `:id` in a record's address. Any string: an unknown or foreign id is a 404, not a 400. */
export const idParam = z.object({ id: z.string().min(1).max(100) });

/** `:token` in a link sent to someone without an account: a malformed one is a 404 like an unknown one. */
export const tokenParam = z.object({ token: z.string().min(1).max(200) });

/** The answer of a delete. */
export const deletedResponse = z.object({ id: z.string(), deleted: z.literal(true) });
export type Deleted = z.infer<typeof deletedResponse>;

/** Another record a record points to, with its name for display (a project, a contract, a client). */
export const recordRef = z.object({ id: z.string(), name: z.string() });
export type RecordRef = z.infer<typeof recordRef>;

/** A cost code as an answer names it: "03 00 00", "Concrete" (a payment's, a purchase order's). */
export const costCodeRef = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type CostCodeRef = z.infer<typeof costCodeRef>;

/** A person a record points to (manager, uploader, author), with their full name. */
export const personRef = z.object({ id: z.string(), fullName: z.string() });
export type PersonRef = z.infer<typeof personRef>;

/** A file answer (a report's PDF, workbook or CSV), documented for OpenAPI; the body is not JSON, so not validated. */
export const fileResponse = (description: string) => z.string().describe(description);

/** A day a form may leave blank (YYYY-MM-DD): undefined when absent or blank, refused with `message` when not a date. */
export const blankableDay = (message: string) =>
  z
    .string()
    .trim()
    .refine((d) => d === "" || z.iso.date().safeParse(d).success, message)
    .describe("YYYY-MM-DD")
    .optional()
    .transform((d) => d || undefined);
