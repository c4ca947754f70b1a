import { z } from "zod";

/** A client of the organization (the company a project is built for). */
export const client = z.object({ id: z.string(), name: z.string() });
export type Client = z.infer<typeof client>;

export const CLIENT_NAME_REQUIRED = "Please enter the client's name.";

export const clientInput = z.object({
  name: z.string().trim().min(1, CLIENT_NAME_REQUIRED).max(200, "Client names are at most 200 characters."),
});
export type ClientInput = z.input<typeof clientInput>;

/** The most clients one answer carries (a select lists them; a longer list is searched with `q`). */
export const CLIENT_LIST_MAX = 500;

export const clientListQuery = z.object({
  /** Part of the name, any case. */
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CLIENT_LIST_MAX).default(CLIENT_LIST_MAX),
});
export type ClientListQuery = z.input<typeof clientListQuery>;
export type ClientFilters = z.output<typeof clientListQuery>;

/** The clients by name, at most `limit`; `more` when the organization has more that match. */
export const clientList = z.object({ clients: z.array(client), more: z.boolean() });
export type ClientList = z.infer<typeof clientList>;
