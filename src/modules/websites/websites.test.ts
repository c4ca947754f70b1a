import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { photos, websiteMessages } from "../../server/db/schema/index.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { idsOf, lastMailTo, signedInUser, uniqueIp, type TestUser } from "../../server/testing/test-app.ts";
import { PHOTO_MSG } from "../../shared/photos.ts";
import type { SiteAnswer, SiteMessageList } from "./websites.contract.ts";
import { SITE_MSG } from "./websites.constants.ts";

const s = moduleSuite({ plan: "professional" });
const SITE = "/api/websites/site";
const DRAFT = "/api/websites/draft";

const hero = {
  heading: "Harbor Builders",
  subheading: "We build.",
  ctaText: "Call us",
  backgroundImage: null,
  backgroundVideo: "",
  layout: "image-right",
  textColor: "#FFFFFF",
  buttonColor: "#3B82F6",
};
const services = [{ id: "s1", title: "Roofing", description: "New roofs and repairs.", icon: "Home" }];

async function site(user: TestUser): Promise<SiteAnswer> {
  const res = await s.as(user).get(SITE);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function change(user: TestUser, body: object): Promise<SiteAnswer> {
  const res = await s.as(user).patch(DRAFT, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function publish(user: TestUser, slug: string) {
  return s.as(user).post("/api/websites/publish", { slug });
}

async function uploadImage(user: TestUser, use: "hero" | "portfolio", bytes?: Buffer) {
  const body =
    bytes ??
    (await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 20 } } })
      .jpeg()
      .toBuffer());
  return s.t.app.inject({
    method: "POST",
    url: `/api/websites/images?use=${use}`,
    headers: { cookie: user.cookie, "content-type": "image/jpeg" },
    payload: body,
  });
}

const page = (slug: string) => s.t.app.inject({ method: "GET", url: `/sites/${slug}` });

function postContact(slug: string, fields: Record<string, string>, ip = uniqueIp()) {
  return s.t.app.inject({
    method: "POST",
    url: `/sites/${slug}/contact`,
    remoteAddress: ip,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: s.t.config.appUrl },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A fresh organization with a chosen template and its site published at `slug`. */
async function publishedSite(companyName: string, slug: string): Promise<TestUser> {
  const user = await s.onPlan(companyName);
  await change(user, { template: "general-contractor" });
  const res = await publish(user, slug);
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

describe("the draft", () => {
  it("starts with the spec's defaults, no template, unpublished, and a slug suggested from the company name", async () => {
    const answer = await site(s.owner);
    expect(answer).toMatchObject({
      published: false,
      slug: null,
      suggestedSlug: "owner-builders",
      companyName: "Owner Builders",
      unreadMessages: 0,
      draftSavedAt: null,
    });
    expect(answer.draft.template).toBeNull();
    expect(answer.draft.theme.colors).toEqual({ primary: "#2563eb", secondary: "#1e40af", accent: "#3b82f6" });
    expect(answer.draft.hero).toMatchObject({ layout: "image-right", textColor: "#FFFFFF", buttonColor: "#3B82F6" });
  });

  it("refuses customization before a template is chosen (the spec's message), and saves nothing", async () => {
    const user = await s.onPlan("No Template Co");
    const res = await s.as(user).patch(DRAFT, { hero });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(SITE_MSG.selectTemplateFirst);
    expect((await site(user)).draft.hero.heading).toBe("");
  });

  it("applies a template's layout and fonts and fills starter content once; later changes keep what was written", async () => {
    const user = await s.onPlan("Starter Co");
    const first = await change(user, { template: "remodeler" });
    expect(first.draft).toMatchObject({
      template: "remodeler",
      theme: { layout: "classic", fonts: { heading: "Roboto", body: "Roboto" } },
    });
    expect(first.draft.hero.heading).toBe("Starter Co");
    expect(first.draft.services).toHaveLength(3);
    expect(first.draftSavedAt).not.toBeNull();
    await change(user, { hero: { ...hero, heading: "Our own words" } });
    const second = await change(user, { template: "specialty-trade" });
    expect(second.draft).toMatchObject({
      template: "specialty-trade",
      theme: { layout: "minimal" },
      hero: { heading: "Our own words" },
    });
  });

  it("checks each section with the spec's messages", async () => {
    await change(s.owner, { template: "general-contractor" });
    const cases: [object, string][] = [
      [{ hero: { ...hero, heading: "  " } }, SITE_MSG.headingRequired],
      [{ hero: { ...hero, backgroundVideo: "https://vimeo.com/123" } }, SITE_MSG.invalidYoutube],
      [{ services: [] }, SITE_MSG.oneService],
      [{ services: [{ ...services[0], title: "" }] }, SITE_MSG.serviceFields],
      [
        { portfolio: [{ id: "p1", title: "Deck", description: "Cedar deck", category: "", projectUrl: "" }] },
        SITE_MSG.portfolioFields,
      ],
      [
        {
          portfolio: [
            {
              id: "p1",
              title: "Deck",
              description: "Cedar deck",
              category: "Outdoor",
              projectUrl: "javascript:alert(1)",
            },
          ],
        },
        SITE_MSG.invalidProjectUrl,
      ],
      [
        {
          theme: {
            colors: { primary: "red;}", secondary: "#1e40af", accent: "#3b82f6" },
            fonts: { heading: "Inter", body: "Inter" },
            layout: "modern",
          },
        },
        SITE_MSG.invalidColor,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await s.as(s.owner).patch(DRAFT, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(message);
    }
    const video = await change(s.owner, { hero: { ...hero, backgroundVideo: "https://youtu.be/dQw4w9WgXcQ" } });
    expect(video.draft.hero.backgroundVideo).toBe("https://youtu.be/dQw4w9WgXcQ");
  });

  it("takes pictures within the spec's sizes, keeps only the organization's own, and lets go of one replaced", async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    const tooBig = await uploadImage(s.owner, "portfolio", big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(SITE_MSG.portfolioImageTooLarge);
    const heroTooBig = await uploadImage(s.owner, "hero", Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(heroTooBig.json().error.message).toBe(SITE_MSG.heroImageTooLarge);

    const first = (await uploadImage(s.owner, "hero")).json();
    await change(s.owner, { template: "general-contractor", hero: { ...hero, backgroundImage: first.id } });
    const foreign = (await uploadImage(s.stranger, "hero")).json();
    const refused = await s.as(s.owner).patch(DRAFT, { hero: { ...hero, backgroundImage: foreign.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(PHOTO_MSG.notYours);
    const both = await s
      .as(s.owner)
      .patch(DRAFT, { hero: { ...hero, backgroundImage: first.id, backgroundVideo: "https://youtu.be/dQw4w9WgXcQ" } });
    expect(both.statusCode).toBe(400);

    const second = (await uploadImage(s.owner, "hero")).json();
    await change(s.owner, { hero: { ...hero, backgroundImage: second.id } });
    const left = await s.t.database.db.select({ id: photos.id }).from(photos).where(eq(photos.id, first.id));
    expect(left).toEqual([]);
  });
});

describe("publishing", () => {
  it("serves the published copy at /sites/{slug}, escaped and under its own strict policy, and not the draft until published again", async () => {
    const user = await s.onPlan("Escape Co");
    await change(user, {
      template: "general-contractor",
      hero: { ...hero, heading: '<script>alert("x")</script>' },
      services,
    });
    const res = await publish(user, "Escape-Co");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ published: true, slug: "escape-co", unpublishedChanges: false });

    const live = await page("escape-co");
    expect(live.statusCode).toBe(200);
    expect(live.headers["content-type"]).toContain("text/html");
    expect(live.body).not.toContain("<script");
    expect(live.body).toContain("&lt;script&gt;");
    const csp = String(live.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");

    await change(user, { hero: { ...hero, heading: "Second version" } });
    expect((await site(user)).unpublishedChanges).toBe(true);
    expect((await page("escape-co")).body).not.toContain("Second version");
    await publish(user, "escape-co");
    expect((await page("escape-co")).body).toContain("Second version");
  });

  it("validates and reserves the slug: malformed 400, reserved 400, another organization's 409", async () => {
    await publishedSite("Taken Co", "taken-co");
    const user = await s.onPlan("Wants Co");
    await change(user, { template: "specialty-trade" });
    for (const slug of ["a", "-bad", "bad--slug", "has space", "x".repeat(51)])
      expect((await publish(user, slug)).json().error.message, slug).toBe(SITE_MSG.slugInvalid);
    expect((await publish(user, "admin")).json().error.message).toBe(SITE_MSG.slugReserved);
    const taken = await publish(user, "taken-co");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(SITE_MSG.slugTaken);
    expect((await site(user)).published).toBe(false);
  });

  it("needs a template to publish (the spec's message)", async () => {
    const user = await s.onPlan("Bare Co");
    const res = await publish(user, "bare-co");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(SITE_MSG.selectTemplateFirst);
  });

  it("takes the site down on unpublish: the page and its pictures answer 404, the draft stays", async () => {
    const user = await s.onPlan("Down Co");
    const image = (await uploadImage(user, "portfolio")).json();
    await change(user, {
      template: "general-contractor",
      portfolio: [
        { id: "p1", title: "Deck", description: "Cedar deck", category: "Outdoor", image: image.id, projectUrl: "" },
      ],
    });
    await publish(user, "down-co");
    const picture = await s.t.app.inject({ method: "GET", url: `/sites/down-co/images/${image.id}/small` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/jpeg");
    const other = (await uploadImage(user, "portfolio")).json();
    expect((await s.t.app.inject({ method: "GET", url: `/sites/down-co/images/${other.id}` })).statusCode).toBe(404);

    const down = await s.as(user).post("/api/websites/unpublish", {});
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json()).toMatchObject({ published: false, slug: "down-co" });
    expect((await page("down-co")).statusCode).toBe(404);
    expect((await s.t.app.inject({ method: "GET", url: `/sites/down-co/images/${image.id}` })).statusCode).toBe(404);
    expect((await site(user)).draft.portfolio).toHaveLength(1);
    expect((await s.as(user).post("/api/websites/unpublish", {})).statusCode).toBe(409);
    expect((await page("no-such-site")).statusCode).toBe(404);
  });

  it("shows the draft in the preview, marked not to be indexed, for members only", async () => {
    const user = await s.onPlan("Preview Co");
    await change(user, { template: "general-contractor", hero: { ...hero, heading: "Draft heading" } });
    const res = await s.as(user).get("/api/websites/preview");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Draft heading");
    expect(res.body).toContain("noindex");
    expect((await s.as(null).get("/api/websites/preview")).statusCode).toBe(401);
  });
});

describe("the contact form", () => {
  it("keeps a message in the inbox, e-mails the admins and sends the visitor back to a thank-you", async () => {
    const user = await publishedSite("Contact Co", "contact-co");
    const res = await postContact("contact-co", {
      name: "Pat Visitor",
      email: "pat@example.com",
      phone: "555-0100",
      message: "Can you quote a deck?",
      company_website: "",
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe("/sites/contact-co?sent=1#contact");
    expect((await s.t.app.inject({ method: "GET", url: "/sites/contact-co?sent=1" })).body).toContain(
      SITE_MSG.contactSent,
    );

    const inbox: SiteMessageList = (await s.as(user).get("/api/websites/messages")).json();
    expect(inbox.unread).toBe(1);
    expect(inbox.items[0]).toMatchObject({
      name: "Pat Visitor",
      email: "pat@example.com",
      phone: "555-0100",
      message: "Can you quote a deck?",
      read: false,
    });
    expect((await site(user)).unreadMessages).toBe(1);
    const mail = await lastMailTo(s.t.database, user.email);
    expect(mail?.subject).toBe("New message from your website: Pat Visitor");
    expect(mail?.text).toContain("Can you quote a deck?");

    const id = inbox.items[0]?.id ?? "";
    expect((await s.as(user).patch(`/api/websites/messages/${id}`, { read: true })).json()).toMatchObject({
      read: true,
    });
    expect((await s.as(s.stranger).patch(`/api/websites/messages/${id}`, { read: false })).statusCode).toBe(404);
    expect((await s.as(s.stranger).delete(`/api/websites/messages/${id}`)).statusCode).toBe(404);
    expect(((await s.as(s.stranger).get("/api/websites/messages")).json() as SiteMessageList).items).toEqual([]);
    expect((await s.as(user).delete(`/api/websites/messages/${id}`)).statusCode).toBe(200);
  });

  it("redraws the page with the message and the typed text kept when something is missing; a robot's message is dropped", async () => {
    const user = await publishedSite("Form Co", "form-co");
    const missing = await postContact("form-co", { name: "Sam", email: "", message: "Typed <b>words</b>" });
    expect(missing.statusCode).toBe(400);
    expect(missing.headers["content-type"]).toContain("text/html");
    expect(missing.body).toContain(SITE_MSG.contactMissing);
    expect(missing.body).toContain("Typed &lt;b&gt;words&lt;/b&gt;");
    expect((await postContact("form-co", { name: "Sam", email: "not-an-email", message: "Hi" })).body).toContain(
      SITE_MSG.contactEmailInvalid,
    );

    const robot = await postContact("form-co", {
      name: "Bot",
      email: "bot@example.com",
      message: "Buy now",
      company_website: "http://spam.example",
    });
    expect(robot.statusCode).toBe(303);
    const { organizationId } = await idsOf(s.t, user);
    expect(
      await s.t.database.db.select().from(websiteMessages).where(eq(websiteMessages.organizationId, organizationId)),
    ).toEqual([]);
    expect((await postContact("no-such-site", { name: "A", email: "a@example.com", message: "Hi" })).statusCode).toBe(
      404,
    );
  });

  it("answers hostile input to the public pages with a 4xx page, never a 5xx", async () => {
    await publishedSite("Hostile Co", "hostile-co");
    const send = (
      method: "GET" | "POST",
      url: string,
      payload?: string,
      contentType = "application/x-www-form-urlencoded",
    ) =>
      s.t.app.inject({
        method,
        url,
        remoteAddress: uniqueIp(),
        headers: { "content-type": contentType },
        ...(payload === undefined ? {} : { payload }),
      });
    const attempts = [
      await send("POST", "/sites/hostile-co/contact", "name=a&name=b&email[]=x&message=%ZZ"),
      await send("POST", "/sites/hostile-co/contact", `name=${"x".repeat(30_000)}&email=a%40b.co&message=hi`),
      await send("POST", "/sites/hostile-co/contact", '{"name":"a"}', "application/json"),
      await send("POST", "/sites/hostile-co/contact", "\u0000", "text/plain"),
      await send("POST", `/sites/${"x".repeat(200)}/contact`, "name=a"),
      await send("GET", "/sites/hostile-co/images/..%2F..%2Fetc%2Fpasswd"),
      await send("GET", "/sites/hostile-co/logo/..%2Fsecret.png"),
      await send("GET", "/sites/_fonts/..%2F..%2Fpackage.json"),
      await send("GET", "/sites/%00"),
    ];
    for (const res of attempts) {
      expect(res.statusCode, `${attempts.indexOf(res)}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${attempts.indexOf(res)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
    const font = await send("GET", "/sites/_fonts/inter-latin-700-normal.woff2");
    expect(font.statusCode).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
  });

  it("limits one address's messages (counted before the check) and answers 429 with the text kept", async () => {
    await publishedSite("Busy Co", "busy-co");
    const ip = uniqueIp();
    const limit = s.t.app.deps.limits.siteContactPerIp.max;
    for (let i = 0; i < limit; i++)
      expect(
        (await postContact("busy-co", { name: "A", email: "a@example.com", message: `Hi ${i}` }, ip)).statusCode,
      ).toBe(303);
    const refused = await postContact("busy-co", { name: "A", email: "a@example.com", message: "One too many" }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(SITE_MSG.contactLimited);
    expect(refused.body).toContain("One too many");
  });
});

describe("walls", () => {
  it("lets a viewer read but not change, publish or upload", async () => {
    const viewer = await s.viewerOf(s.owner);
    expect((await s.as(viewer).get(SITE)).statusCode).toBe(200);
    expect((await s.as(viewer).patch(DRAFT, { template: "remodeler" })).statusCode).toBe(403);
    expect((await publish(viewer, "viewer-site")).statusCode).toBe(403);
    expect((await s.as(viewer).post("/api/websites/unpublish", {})).statusCode).toBe(403);
    expect((await uploadImage(viewer, "hero")).statusCode).toBe(403);
  });

  it("keeps each organization's site its own", async () => {
    await change(s.owner, { template: "general-contractor", hero: { ...hero, heading: "Owner's own heading" } });
    expect((await site(s.stranger)).draft.hero.heading).not.toBe("Owner's own heading");
  });

  it("refuses a plan without the website builder with 403 PLAN_REQUIRED, and the signed-out with 401", async () => {
    const basic = await s.t.app.inject({ method: "GET", url: SITE });
    expect(basic.statusCode).toBe(401);
    const basicUser = await signedInUser(s.t, { companyName: "Basic Co", plan: "basic" });
    const res = await s.as(basicUser).get(SITE);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("PLAN_REQUIRED");
  });
});
