import { z } from "zod";

/** A client of the organization (the company a project is built for). */
export const client = z.object({ id: z.string(), name: z.string() });
export type Client = z.infer<typeof client>;

export const CLIENT_NAME_REQUIRED = "Please enter the client's name.";

export const clientInput = z.object({
  name: z.string().trim().min(1, CLIENT_NAME_REQUIRED).max(200, "Client names are at most 200 characters."),
});
export type ClientInput = z.infer<typeof clientInput>;

export const clientList = z.object({ clients: z.array(client) });
export type ClientList = z.infer<typeof clientList>;
