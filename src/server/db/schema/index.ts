export * from "./auth.ts";
export * from "./organizations.ts";
export * from "./billing.ts";
export * from "./platform.ts";
export * from "./projects.ts";
export * from "./gantt.ts";
export * from "./settings.ts";
export * from "./data-versions.ts";
