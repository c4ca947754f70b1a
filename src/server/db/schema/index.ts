export * from "./auth.ts";
export * from "./organizations.ts";
export * from "./billing.ts";
export * from "./platform.ts";
