import { z } from "zod";

/** The spec's texts for the settings screen. */
export const SETTINGS_MSG = {
  saved: "Settings saved successfully",
  failed: { title: "Error", message: "Failed to save settings" },
  loadFailed: "Could not load your settings.",
} as const;

export const NOTIFICATION_KEYS = [
  "email",
  "push",
  "sms",
  "projectUpdates",
  "securityAlerts",
  "marketingEmails",
  "emailDigest",
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

/** The spec names only Slack among the integrations. */
export const INTEGRATION_KEYS = ["slack"] as const;
export type IntegrationKey = (typeof INTEGRATION_KEYS)[number];

export const notificationSettings = z.strictObject({
  email: z.boolean(),
  push: z.boolean(),
  sms: z.boolean(),
  projectUpdates: z.boolean(),
  securityAlerts: z.boolean(),
  marketingEmails: z.boolean(),
  /** E-mails gathered in one a day (issue 30) instead of one each. */
  emailDigest: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const integrationSettings = z.strictObject({ slack: z.boolean() });
export type IntegrationSettings = z.infer<typeof integrationSettings>;

/** A person's settings: what GET answers and PUT takes, always complete. */
export const userSettings = z.strictObject({ notifications: notificationSettings, integrations: integrationSettings });
export type UserSettings = z.infer<typeof userSettings>;

/** Spec: email, push, projectUpdates, securityAlerts on; sms, marketingEmails off; only slack on. A daily e-mail digest (issue 30): off. */
export const DEFAULT_SETTINGS: UserSettings = {
  notifications: {
    email: true,
    push: true,
    sms: false,
    projectUpdates: true,
    securityAlerts: true,
    marketingEmails: false,
    emailDigest: false,
  },
  integrations: { slack: true },
};

/**
 * Stored settings over the defaults: a key saved before it existed, or never saved, takes its default;
 * anything stored that is not a known boolean setting is ignored.
 */
export function withDefaults(
  stored: { notifications?: unknown; integrations?: unknown } | null | undefined,
): UserSettings {
  const pick = <K extends string>(
    keys: readonly K[],
    defaults: Record<K, boolean>,
    value: unknown,
  ): Record<K, boolean> => {
    const source = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
    const out = { ...defaults };
    for (const key of keys) {
      const v = source[key];
      if (typeof v === "boolean") out[key] = v;
    }
    return out;
  };
  return {
    notifications: pick(NOTIFICATION_KEYS, DEFAULT_SETTINGS.notifications, stored?.notifications),
    integrations: pick(INTEGRATION_KEYS, DEFAULT_SETTINGS.integrations, stored?.integrations),
  };
}
