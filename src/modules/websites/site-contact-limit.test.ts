/**
 * Issue 25, finding 2: every post to a published site's contact form counts against its limits, whatever it
 * holds: a mistake that redraws the page, a robot's honeypot, a body the route refuses outright. Before, only
 * valid messages were counted, so invalid ones could redraw the page without end.
 */
import { describe, expect, it } from "vitest";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { uniqueIp } from "../../server/testing/test-app.ts";
import { SITE_MSG } from "./websites.constants.ts";

const s = moduleSuite({ plan: "professional" });

function postContact(slug: string, payload: string, ip: string) {
  return s.t.app.inject({
    method: "POST",
    url: `/sites/${slug}/contact`,
    remoteAddress: ip,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: s.t.config.appUrl },
    payload,
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("the published site's contact form limit", () => {
  it("counts invalid posts too: after the limit's worth of them, the next post, even a valid one, is refused as limited with Retry-After", async () => {
    const user = await s.onPlan("Spam Target Co");
    expect((await s.as(user).patch("/api/websites/draft", { template: "general-contractor" })).statusCode).toBe(200);
    expect((await s.as(user).post("/api/websites/publish", { slug: "spam-target" })).statusCode).toBe(200);

    const ip = uniqueIp();
    const limit = s.t.app.deps.limits.siteContactPerIp.max;
    const invalid = [
      form({ name: "Sam", email: "", message: "Missing e-mail" }),
      form({ name: "Sam", email: "not-an-email", message: "Bad e-mail" }),
      form({ name: "Bot", email: "bot@example.com", message: "Buy now", company_website: "http://spam.example" }),
      form({ name: "x".repeat(30_000), email: "a@example.com", message: "Too long for the route" }),
    ];
    for (let i = 0; i < limit; i++) {
      const res = await postContact("spam-target", invalid[i % invalid.length] ?? "", ip);
      expect(res.statusCode, `post ${i + 1}: ${res.body.slice(0, 200)}`).not.toBe(429);
    }

    const refused = await postContact(
      "spam-target",
      form({ name: "Pat", email: "pat@example.com", message: "A real question" }),
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["content-type"]).toContain("text/html");
    expect(refused.body).toContain(SITE_MSG.contactLimited);
    expect(refused.body).toContain("A real question");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(((await s.as(user).get("/api/websites/messages")).json() as { items: unknown[] }).items).toEqual([]);

    // Another address is not affected.
    expect(
      (await postContact("spam-target", form({ name: "Pat", email: "pat@example.com", message: "Hi" }), uniqueIp()))
        .statusCode,
    ).toBe(303);
  });
});
