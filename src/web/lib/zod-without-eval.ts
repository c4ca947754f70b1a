import type { z } from "zod";

/**
 * Zod compiles a faster object parser with `new Function` where it may, and probes for that when it makes its
 * first object schema. Our content security policy forbids eval, so the probe alone was reported as a violation
 * (an issue in the browser, and Lighthouse's best practices below 100 on every page with a form: issue 26). Zod
 * reads its settings from this global when it loads, so the entry sets `jitless` here, before any schema's chunk
 * is fetched, without bringing zod itself into the entry. The server keeps the compiled parsers.
 */
type ZodSettings = Partial<ReturnType<typeof z.config>>;
const scope: typeof globalThis & { __zod_globalConfig?: ZodSettings } = globalThis;
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
