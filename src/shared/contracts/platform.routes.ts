import { route } from "../route.ts";
import type { HealthResponse } from "./health.ts";

/** The platform's own routes (decision 0047): the liveness check and the OpenAPI document. */
export const platformEndpoints = {
  /** Liveness and database check (a 503 when the database is not reachable). */
  health: route("GET", "/api/health").with<{ answer: HealthResponse }>(),
  /** The OpenAPI document of every route (not documented in itself; read by the docs page and tools, not by `call`). */
  openapi: route("GET", "/api/openapi.json").with<{ answer: void }>(),
};
