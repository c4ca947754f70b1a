import { route } from "../route.ts";
import type { SlackSettings, SlackSettingsInput, SlackTestResult } from "./slack.ts";

/** The organization's Slack channel (issue 30): any member reads it; admins connect, change, test, disconnect. */
export const slackEndpoints = {
  get: route("GET", "/api/organization/slack").with<{ answer: SlackSettings }>(),
  /** Connects (with a webhook URL) or changes the events (keeping the URL saved). */
  save: route("PUT", "/api/organization/slack").with<{ body: SlackSettingsInput; answer: SlackSettings }>(),
  disconnect: route("DELETE", "/api/organization/slack").with<{ answer: SlackSettings }>(),
  /** Posts a test message to the channel at once. */
  test: route("POST", "/api/organization/slack/test").with<{ answer: SlackTestResult }>(),
};
