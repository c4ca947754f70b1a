import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, userSettings, withDefaults } from "./settings.ts";

describe("settings defaults (spec)", () => {
  it("turns email, push, project updates and security alerts on; sms, marketing e-mails and the daily digest off; only Slack on", () => {
    expect(DEFAULT_SETTINGS).toEqual({
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
    });
  });
});

describe("withDefaults", () => {
  it("answers the defaults with nothing stored", () => {
    expect(withDefaults(null)).toEqual(DEFAULT_SETTINGS);
    expect(withDefaults(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(withDefaults({})).toEqual(DEFAULT_SETTINGS);
  });

  it("keeps stored booleans, fills what is missing, ignores what is unknown or not a boolean", () => {
    const stored = {
      notifications: { sms: true, email: "yes", ghost: true },
      integrations: { slack: false, teams: true },
    };
    expect(withDefaults(stored)).toEqual({
      notifications: { ...DEFAULT_SETTINGS.notifications, sms: true },
      integrations: { slack: false },
    });
  });

  it("survives stored values that are not objects", () => {
    expect(withDefaults({ notifications: "on", integrations: [true] })).toEqual(DEFAULT_SETTINGS);
  });
});

describe("userSettings (the body PUT takes)", () => {
  it("accepts a complete form", () => {
    expect(userSettings.safeParse(DEFAULT_SETTINGS).success).toBe(true);
  });

  it("refuses a missing setting, a setting that is not a boolean, and unknown keys", () => {
    const { sms: _sms, ...withoutSms } = DEFAULT_SETTINGS.notifications;
    expect(userSettings.safeParse({ ...DEFAULT_SETTINGS, notifications: withoutSms }).success).toBe(false);
    expect(
      userSettings.safeParse({
        ...DEFAULT_SETTINGS,
        notifications: { ...DEFAULT_SETTINGS.notifications, email: "true" },
      }).success,
    ).toBe(false);
    expect(userSettings.safeParse({ ...DEFAULT_SETTINGS, integrations: { slack: true, teams: true } }).success).toBe(
      false,
    );
    expect(userSettings.safeParse({ ...DEFAULT_SETTINGS, theme: "dark" }).success).toBe(false);
  });
});
