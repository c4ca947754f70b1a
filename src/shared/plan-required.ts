/**
 * The error code of the server's 403 for a module the organization's plan does not open now (plan-gate.ts). The
 * browser shows its upgrade card on it, and re-reads the session: the plan changed since the page started.
 * Apart from plan-features.ts so the browser's first bundle can know it without the plan tables.
 */
export const PLAN_REQUIRED = "PLAN_REQUIRED";
