import { aiSettingsPath } from "./ai.constants.ts";

/** What /dashboard/ai asks for first (decision 20): the person's settings (with whether a model is configured). Strings only. */
export function aiFirstRequests(): string[] {
  return [aiSettingsPath];
}
