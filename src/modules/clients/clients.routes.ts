import { route } from "../../shared/route.ts";
import type { Client, ClientInput, ClientList, ClientListQuery } from "./clients.contract.ts";

/** The clients' routes (decision 0047): the server registers them, the browser calls them. Nothing heavier than strings at run time. */
export const clientsEndpoints = {
  /** The clients by name, at most 500 (searched with `q`). */
  list: route("GET", "/api/clients").with<{ query: ClientListQuery; answer: ClientList }>(),
  /** Adds a client; an existing name answers the existing one (200, else 201). */
  create: route("POST", "/api/clients").with<{ body: ClientInput; answer: Client }>(),
};
