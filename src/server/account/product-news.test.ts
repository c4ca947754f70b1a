import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema/index.ts";
import { as, createTestApp, signedInUser, type TestApp } from "../testing/test-app.ts";
import { DEFAULT_SETTINGS } from "../../shared/contracts/settings.ts";
import { sendProductNews } from "./product-news.queries.ts";

// Marketing e-mails (issue 30): only to those who turned them on, once per person for the same news, each with a
// one-click unsubscribe (RFC 8058) that works signed out and turns them off.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe("product news", () => {
  it("goes once to those who chose marketing e-mails, and its one-click link turns them off", async () => {
    const reader = await signedInUser(t, { fullName: "Rea Reader" });
    const other = await signedInUser(t, { fullName: "Oli Other" });
    const on = await as(t, reader).put("/api/settings", {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, marketingEmails: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const deps = {
      db: t.database.db,
      mailer: t.mailer,
      appUrl: t.config.appUrl,
      secret: (await t.app.deps.auth.$context).secret,
    };
    const news = { subject: "New: schedules on your phone", text: "The Gantt chart now works on a phone." };
    expect(await sendProductNews(deps, news)).toBe(1);
    await sendProductNews(deps, news);
    const mails = async (to: string) =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter(
        (m) => m.subject === news.subject,
      );
    expect(await mails(other.email)).toEqual([]);
    const [mail, ...more] = await mails(reader.email);
    expect(more).toEqual([]);
    expect(mail?.text).toContain("Marketing Emails are on");
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /^<(.+)>$/.exec(mail?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const page = await t.app.inject({ method: "GET", url: link.replace(t.config.appUrl, "") });
    expect(page.body).toContain("Unsubscribe from marketing e-mails?");
    const done = await t.app.inject({
      method: "POST",
      url: link.replace(t.config.appUrl, ""),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(200);
    const settings = (await as(t, reader).get("/api/settings")).json();
    expect([settings.notifications.marketingEmails, settings.notifications.email]).toEqual([false, true]);
    expect(await sendProductNews(deps, { ...news, subject: "More news" })).toBe(0);
  });
});
