import { z } from "zod";

/** What the liveness check answers when the database is reachable: which engine it runs on. */
export const healthResponse = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
export type HealthResponse = z.infer<typeof healthResponse>;
