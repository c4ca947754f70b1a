import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { userSettings as userSettingsTable } from "../db/schema/index.ts";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";
import { DEFAULT_SETTINGS, type UserSettings } from "../../shared/contracts/settings.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedInUser(t, { companyName: "Alice Co" });
  bob = await signedInUser(t, { companyName: "Bob Co" });
});
afterAll(async () => {
  await t.close();
});

const changed: UserSettings = {
  notifications: {
    email: false,
    push: true,
    sms: true,
    projectUpdates: false,
    securityAlerts: true,
    marketingEmails: true,
    emailDigest: true,
  },
  integrations: { slack: false },
};

describe("settings", () => {
  it("starts at the spec's defaults: email, push, project updates, security alerts on; sms, marketing off; Slack on", async () => {
    const res = await as(t, alice).get("/api/settings");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
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

  it("saves every setting on the server and reads them back", async () => {
    const res = await as(t, alice).put("/api/settings", changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(changed);
    expect((await as(t, alice).get("/api/settings")).json()).toEqual(changed);
    const back = await as(t, alice).put("/api/settings", DEFAULT_SETTINGS);
    expect(back.json()).toEqual(DEFAULT_SETTINGS);
    await as(t, alice).put("/api/settings", changed);
  });

  it("keeps each person's settings their own", async () => {
    expect((await as(t, bob).get("/api/settings")).json()).toEqual(DEFAULT_SETTINGS);
    expect((await as(t, alice).get("/api/settings")).json()).toEqual(changed);
  });

  it("belongs to the person whatever their role: a viewer saves their own", async () => {
    const viewer = await signedInUser(t);
    await joinOrganizationOf(t, viewer, alice, "viewer");
    const res = await as(t, viewer).put("/api/settings", changed);
    expect(res.statusCode).toBe(200);
    expect((await as(t, viewer).get("/api/settings")).json()).toEqual(changed);
  });

  it("refuses an incomplete form, a value that is not a boolean and an unknown setting with 400, saving nothing", async () => {
    const before = (await as(t, bob).get("/api/settings")).json();
    const { sms: _sms, ...noSms } = changed.notifications;
    for (const body of [
      { notifications: noSms, integrations: changed.integrations },
      { notifications: { ...changed.notifications, email: "false" }, integrations: changed.integrations },
      { notifications: changed.notifications, integrations: { slack: true, teams: true } },
      { notifications: changed.notifications },
      { ...changed, theme: "dark" },
      [],
    ]) {
      const res = await as(t, bob).put("/api/settings", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_ERROR");
    }
    expect((await as(t, bob).get("/api/settings")).json()).toEqual(before);
  });

  it("fills in a setting stored before it existed with its default", async () => {
    const { userId } = await idsOf(t, bob);
    await t.database.db.insert(userSettingsTable).values({ userId, notifications: { sms: true }, integrations: {} });
    expect((await as(t, bob).get("/api/settings")).json()).toEqual({
      notifications: { ...DEFAULT_SETTINGS.notifications, sms: true },
      integrations: DEFAULT_SETTINGS.integrations,
    });
    await t.database.db.delete(userSettingsTable).where(eq(userSettingsTable.userId, userId));
  });

  it("answers 401 signed out", async () => {
    expect((await as(t, null).get("/api/settings")).statusCode).toBe(401);
    expect((await as(t, null).put("/api/settings", DEFAULT_SETTINGS)).statusCode).toBe(401);
  });
});
