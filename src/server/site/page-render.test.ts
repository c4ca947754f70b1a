import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_QUERIES_ELEMENT_ID } from "../../shared/contracts/page-render.ts";
import {
  createTestAppServing,
  lastMailTo,
  linkIn,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";
import { codeStartFor, withDrawnPage } from "./page-render.ts";

/**
 * The server's drawing of dashboard pages (decision 0031), with a stand-in for the built renderer (the real one,
 * src/app/web/ssr/render-page.tsx, is built by Vite and drawn in the journeys): what it reads goes through the
 * caller's own session, nothing but API reads are let through, and whatever fails sends the page undrawn.
 */

const BUILT =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-x.js"></head><body><div id="root"></div></body></html>';

/** A renderer that draws the organization's name and projects as the caller's API answers them, or misbehaves on cue. */
const STAND_IN = `
export async function renderPage(url, session) {
  if (url.includes("throw")) throw new Error("broken page");
  if (url.includes("slow")) await new Promise((r) => setTimeout(r, 5000));
  if (url.includes("write")) await fetch("/api/projects", { method: "POST", body: "{}" });
  if (url.includes("elsewhere")) await fetch("http://example.invalid/steal");
  const res = await fetch("/api/projects");
  const body = await res.json();
  const names = (body.projects ?? []).map((p) => p.name).join(",");
  return { html: "<main>" + session.organization.name + ":" + res.status + ":" + names + "</main>", queries: { mutations: [], queries: [{ note: "</script><script>alert(1)</script>" }] } };
}
export async function renderClientPage(url) {
  const token = url.slice("/view/".length);
  const res = await fetch("/api/client-documents/" + token + "?peek=1");
  const body = await res.json();
  return { html: "<main>" + res.status + ":" + (body.number ?? "") + "</main>", title: "Invoice " + body.number, queries: { token, status: res.status } };
}`;

const drawnRoot = (html: string) => /<div id="root" data-drawn-for="[^"]*">(.*?)<\/div>/.exec(html)?.[1];
const queriesIn = (html: string): unknown => {
  const found = new RegExp(`<script type="application/json" id="${PAGE_QUERIES_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return found?.[1] === undefined ? undefined : JSON.parse(found[1]);
};

describe("a page drawn with its first data", () => {
  it("puts the drawing in the root with the address, the data before </body>, and, with a query in the address, runs the code after the paint", () => {
    const page = withDrawnPage(
      BUILT,
      { html: "<p>Hi</p>", queries: { queries: [], mutations: [] } },
      '/dashboard/projects?q="x"',
    );
    expect(page).toContain('<div id="root" data-drawn-for="/dashboard/projects?q=&quot;x&quot;"><p>Hi</p></div>');
    expect(queriesIn(page)).toEqual({ queries: [], mutations: [] });
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain("modulepreload");
    expect(page).toContain(
      '<script defer src="/after-paint.js" data-entry="/assets/index-abc.js" data-preload="/assets/rolldown-runtime-x.js"></script>',
    );
    expect(withDrawnPage(BUILT, null, "/dashboard")).toBe(BUILT);
  });

  it("runs the code at the page's first use when its address has no query (decision 0044)", () => {
    const page = withDrawnPage(
      BUILT,
      { html: "<p>Hi</p>", queries: { queries: [], mutations: [] } },
      "/dashboard/projects",
    );
    expect(page).toContain('data-preload="/assets/rolldown-runtime-x.js" data-start="first-use"></script>');
    expect(codeStartFor("/dashboard/field")).toBe("first-use");
    expect(codeStartFor("/dashboard/field?site=3")).toBe("after-paint");
  });
});

describe("dashboard pages served drawn", () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestAppServing({ "index.html": BUILT, ".ssr/render-page.js": STAND_IN });
    owner = await signedInUser(t, { companyName: "Drawn Co" });
    other = await signedInUser(t, { companyName: "Other Co" });
    const made = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: owner.cookie },
      payload: {
        name: "Harbor Tower",
        status: "Planning",
        startDate: "2026-01-05",
        endDate: "2026-06-30",
        budget: "250k",
        client: "Port Authority",
        manager: "Dana Lee",
      },
    });
    expect(made.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it("draws a signed-in caller's page from that caller's own answers", async () => {
    const mine = await page("/dashboard/projects", owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(drawnRoot(mine.body)).toBe("<main>Drawn Co:200:Harbor Tower</main>");
    const theirs = await page("/dashboard/projects", other.cookie);
    expect(drawnRoot(theirs.body)).toBe("<main>Other Co:200:</main>");
    // The data block is JSON no text can break out of.
    expect(queriesIn(mine.body)).toEqual({ mutations: [], queries: [{ note: "</script><script>alert(1)</script>" }] });
    expect(mine.body.match(/<script/g)?.length).toBe(3);
  });

  it("draws neither public pages nor signed-out callers' pages", async () => {
    for (const [url, cookie] of [
      ["/", owner.cookie],
      ["/pricing", owner.cookie],
      ["/dashboard/projects", undefined],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    }
  });

  it("draws a client's page from its link with a peek (nothing marked viewed), not its return from paying", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/invoicing/invoices",
      headers: { cookie: owner.cookie },
      payload: {
        clientName: "Casey Client",
        clientEmail: "drawn-client@example.com",
        number: "INV-DRAWN-1",
        documentDate: "2026-11-01",
        dueDate: "2099-12-01",
        lines: [{ description: "Framing", quantity: "1", unit: "lot", unitPrice: "100", taxRate: "0" }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().id;
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/invoicing/invoices/${id}/send`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await lastMailTo(t.database, "drawn-client@example.com");
    const path = new URL(linkIn(mail?.text ?? "")).pathname;
    const drawn = await page(path);
    expect(drawnRoot(drawn.body)).toBe("<main>200:INV-DRAWN-1</main>");
    expect(queriesIn(drawn.body)).toEqual({ token: path.slice("/view/".length), status: 200 });
    expect(drawn.body).toContain('data-start="first-use"');
    expect(drawn.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const invoice = await t.app.inject({
      method: "GET",
      url: `/api/invoicing/invoices/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(invoice.json().status).toBe("sent");
    // A wrong link is drawn as the page says it (404); the return from paying is the app's own.
    expect(drawnRoot((await page("/view/not-a-token")).body)).toBe("<main>404:</main>");
    const back = await page(`${path}?paid=cs_1`);
    expect(back.body).toContain('<div id="root"></div>');
    expect(back.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("sends the page undrawn when the drawing fails, writes, reads elsewhere or takes too long", async () => {
    for (const url of [
      "/dashboard/projects?case=throw",
      "/dashboard/projects?case=write",
      "/dashboard/projects?case=elsewhere",
      "/dashboard/projects?case=slow",
    ]) {
      const res = await page(url, owner.cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(queriesIn(res.body), url).toBeUndefined();
    }
    const list = await t.app.inject({ method: "GET", url: "/api/projects", headers: { cookie: owner.cookie } });
    expect(list.json().projects).toHaveLength(1);
  });

  it("answers an unknown dashboard address with a redirect to /dashboard, as the app does, never a drawn page", async () => {
    for (const url of [
      "/dashboard/bids/x",
      "/dashboard/settings/x",
      "/dashboard/profile/x?tab=1",
      "/dashboard/two-factor-auth/x",
      "/dashboard/unknown",
      "/dashboard/projects/1/edit",
    ]) {
      for (const cookie of [owner.cookie, undefined]) {
        const res = await page(url, cookie);
        expect(res.statusCode, url).toBe(302);
        expect(res.headers.location, url).toBe("/dashboard");
        expect(res.body, url).not.toContain("<main>");
      }
    }
    const head = await t.app.inject({ method: "HEAD", url: "/dashboard/settings/x" });
    expect([head.statusCode, head.headers.location]).toEqual([302, "/dashboard"]);
    // Known addresses are pages, drawn for the signed-in caller.
    for (const url of [
      "/dashboard",
      "/dashboard/settings",
      "/dashboard/projects/3f1c",
      "/dashboard/procurement/orders/9",
      "/dashboard/invoices/new",
    ]) {
      const res = await page(url, owner.cookie);
      expect(res.statusCode, url).toBe(200);
      expect(drawnRoot(res.body), url).toContain("<main>Drawn Co");
    }
  });

  it("never serves the renderer itself", async () => {
    const res = await page("/.ssr/render-page.js", owner.cookie);
    expect(res.body).not.toContain("renderPage");
  });
});
