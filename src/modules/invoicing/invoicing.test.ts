import { describe, expect, it } from "vitest";
import { notificationWork } from "../notifications/notifications.public.server.ts";
import type { NotificationList } from "../notifications/notifications.contract.ts";
import { eq } from "drizzle-orm";
import { clientLinks, financeTransactions, rateLimits, subscriptions } from "../../server/db/schema/index.ts";
import {
  idsOf,
  joinOrganizationOf,
  lastMailTo,
  linkIn,
  signedInUser,
  type TestUser,
} from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { pdfText } from "../../server/testing/report-files.ts";
import type {
  ClientDocument,
  Estimate,
  EstimateList,
  Invoice,
  InvoiceList,
  Template,
  TemplateList,
} from "./invoicing.contract.ts";
import { INVOICING_MSG } from "./invoicing.constants.ts";
import { defaultSections } from "./template-sections.ts";

// Professional, so that finance (where payments land as receipts) can be read back too.
const suite = moduleSuite({ plan: "professional" });

const lines = [
  { description: "Excavation", quantity: "2", unit: "day", unitPrice: "1,250.00", taxRate: "0" },
  { description: "Concrete", quantity: 3.5, unit: "yd³", unitPrice: 185, taxRate: 8.25 },
];
const estimateBody = (over: object = {}) => ({
  clientName: "Acme Homes",
  clientEmail: "buyer@acme.example",
  clientContact: "Pat Buyer",
  clientAddress: "1 Elm St",
  number: `EST-2026-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
  documentDate: "2026-11-01",
  validUntil: "2099-12-31",
  terms: "Payment due upon receipt.",
  notes: "Thank you for your business!",
  lines,
  ...over,
});
const invoiceBody = (over: object = {}) => ({
  clientName: "Acme Homes",
  clientEmail: "buyer@acme.example",
  number: `INV-2026-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
  documentDate: "2026-11-01",
  dueDate: "2099-12-01",
  paymentTerms: "Net 30",
  lines,
  ...over,
});

async function newEstimate(user: TestUser, over: object = {}): Promise<Estimate> {
  const res = await suite.as(user).post("/api/invoicing/estimates", estimateBody({ autoNumber: true, ...over }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function newInvoice(user: TestUser, over: object = {}): Promise<Invoice> {
  const res = await suite.as(user).post("/api/invoicing/invoices", invoiceBody({ autoNumber: true, ...over }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Sends a document and answers the token of the link in the client's e-mail. */
async function send(
  user: TestUser,
  kind: "estimate" | "invoice",
  id: string,
  to = "buyer@acme.example",
): Promise<string> {
  const res = await suite.as(user).post(`/api/invoicing/${kind}s/${id}/send`, {});
  expect(res.statusCode, res.body).toBe(200);
  const mail = await lastMailTo(suite.t.database, to);
  if (!mail) throw new Error("no mail");
  return new URL(linkIn(mail.text)).pathname.replace("/view/", "");
}
/** A signed-out visitor (the client). */
const client = () => suite.as(null);

describe("estimates", () => {
  it("answers a signed-out save with the spec's 'User not authenticated.' (401), whatever it sent", async () => {
    const est = await newEstimate(suite.owner);
    for (const [method, url, body] of [
      ["post", "/api/invoicing/estimates", estimateBody()],
      ["post", "/api/invoicing/invoices", { clientName: "" }],
      ["put", `/api/invoicing/estimates/${est.id}`, estimateBody({ number: est.number })],
      ["put", `/api/invoicing/invoices/${est.id}`, {}],
    ] as const) {
      const res = await client()[method](url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.message).toBe(INVOICING_MSG.notAuthenticated);
    }
  });

  it("saves an estimate with its items, the server computing every amount (spec's item math)", async () => {
    const est = await newEstimate(suite.owner, { subtotalCents: 1, totalCents: 2 });
    expect(est).toMatchObject({
      kind: "estimate",
      status: "draft",
      clientName: "Acme Homes",
      lineCount: 2,
      subtotalCents: 250_000 + 64_750,
      taxCents: 5342,
      totalCents: 250_000 + 64_750 + 5342,
    });
    expect(est.lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.taxRate, l.totalCents])).toEqual([
      ["Excavation", 2, 125_000, 0, 250_000],
      ["Concrete", 3.5, 18_500, 8.25, 64_750 + 5342],
    ]);
  });

  it("answers the spec's messages for missing fields and bad items, and stores nothing", async () => {
    const before: EstimateList = (await suite.as(suite.owner).get("/api/invoicing/estimates")).json();
    const missing = await suite.as(suite.owner).post("/api/invoicing/estimates", estimateBody({ clientName: "" }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(INVOICING_MSG.estimateRequired);
    for (const bad of [
      { quantity: "0" },
      { quantity: "abc" },
      { unitPrice: "-1" },
      { description: "" },
      { unitPrice: "cheap" },
    ]) {
      const res = await suite
        .as(suite.owner)
        .post("/api/invoicing/estimates", estimateBody({ lines: [{ ...lines[0], ...bad }] }));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.message).toBe(INVOICING_MSG.itemsInvalid.message);
    }
    const none = await suite.as(suite.owner).post("/api/invoicing/estimates", estimateBody({ lines: [] }));
    expect(none.json().error.message).toBe(INVOICING_MSG.noItems);
    const invoice = await suite.as(suite.owner).post("/api/invoicing/invoices", invoiceBody({ dueDate: "" }));
    expect(invoice.json().error.message).toBe(INVOICING_MSG.invoiceRequired);
    const after: EstimateList = (await suite.as(suite.owner).get("/api/invoicing/estimates")).json();
    expect(after.totals.count).toBe(before.totals.count);
  });

  it("refuses another organization's client or project (400) and a number already used (409), unless it was the untouched suggestion", async () => {
    const theirProject = (
      await suite
        .as(suite.stranger)
        .post("/api/projects", { name: "Theirs", startDate: "2026-01-01", endDate: "2026-12-31" })
    ).json();
    const res = await suite
      .as(suite.owner)
      .post("/api/invoicing/estimates", estimateBody({ projectId: theirProject.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.projectId).toBe(INVOICING_MSG.unknownProject);
    const theirClient = (await suite.as(suite.stranger).post("/api/clients", { name: "Their Client" })).json();
    expect(
      (
        await suite
          .as(suite.owner)
          .post("/api/invoicing/estimates", estimateBody({ clientId: theirClient.client?.id ?? theirClient.id }))
      ).statusCode,
    ).toBe(400);

    const first = await newEstimate(suite.owner, { number: "EST-2026-7777", autoNumber: false });
    const clash = await suite
      .as(suite.owner)
      .post("/api/invoicing/estimates", estimateBody({ number: "EST-2026-7777" }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(INVOICING_MSG.numberTaken("EST-2026-7777"));
    const retried = await newEstimate(suite.owner, { number: "EST-2026-7777", autoNumber: true });
    expect(retried.number).toMatch(/^EST-2026-\d{4}$/);
    expect(retried.number).not.toBe(first.number);
    // Another organization may use the same number.
    expect(
      (await suite.as(suite.stranger).post("/api/invoicing/estimates", estimateBody({ number: "EST-2026-7777" })))
        .statusCode,
    ).toBe(201);
    const suggested = (await suite.as(suite.owner).get("/api/invoicing/estimates/next-number")).json();
    expect(suggested.number).toMatch(/^EST-\d{4}-\d{4}$/);
  });

  it("lists with search, status filter and totals over every match, paged", async () => {
    const a = await newEstimate(suite.owner, { clientName: "Zephyr Lofts" });
    await newEstimate(suite.owner, { clientName: "Zephyr Lofts", validUntil: "2026-11-02" });
    await send(suite.owner, "estimate", a.id);
    const page: EstimateList = (await suite.as(suite.owner).get("/api/invoicing/estimates?q=zephyr&limit=1")).json();
    expect(page.estimates).toHaveLength(1);
    expect(page.totals).toMatchObject({ count: 2, totalCents: 2 * a.totalCents });
    const next: EstimateList = (
      await suite.as(suite.owner).get(`/api/invoicing/estimates?q=zephyr&limit=1&cursor=${page.nextCursor ?? ""}`)
    ).json();
    expect(next.estimates[0]?.id).not.toBe(page.estimates[0]?.id);
    const sent: EstimateList = (
      await suite.as(suite.owner).get("/api/invoicing/estimates?q=zephyr&status=sent")
    ).json();
    expect(sent.estimates.map((e) => e.id)).toEqual([a.id]);
    // Drafts never expire; a draft past its date is still a draft.
    const drafts: EstimateList = (
      await suite.as(suite.owner).get("/api/invoicing/estimates?q=zephyr&status=draft")
    ).json();
    expect(drafts.totals.count).toBe(1);
  });

  it("changes, duplicates and deletes; an answered estimate cannot be changed", async () => {
    const est = await newEstimate(suite.owner);
    const changed = await suite
      .as(suite.owner)
      .put(`/api/invoicing/estimates/${est.id}`, estimateBody({ number: est.number, lines: [lines[0]] }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ lineCount: 1, totalCents: 250_000 });
    const copy = await suite.as(suite.owner).post(`/api/invoicing/estimates/${est.id}/duplicate`, {});
    expect(copy.statusCode).toBe(201);
    const duplicate: Estimate = (await suite.as(suite.owner).get(`/api/invoicing/estimates/${copy.json().id}`)).json();
    expect(duplicate).toMatchObject({ status: "draft", totalCents: 250_000, lineCount: 1 });
    expect(duplicate.number).not.toBe(est.number);
    expect((await suite.as(suite.owner).delete(`/api/invoicing/estimates/${duplicate.id}`)).statusCode).toBe(200);
    expect((await suite.as(suite.owner).get(`/api/invoicing/estimates/${duplicate.id}`)).statusCode).toBe(404);

    const token = await send(suite.owner, "estimate", est.id);
    expect(
      (await client().post(`/api/client-documents/${token}/answer`, { name: "Pat Buyer", accept: false, version: 2 }))
        .statusCode,
    ).toBe(200);
    const locked = await suite
      .as(suite.owner)
      .put(`/api/invoicing/estimates/${est.id}`, estimateBody({ number: est.number }));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(INVOICING_MSG.locked.estimate);
  });
});

describe("sending and the client's link", () => {
  it("e-mails the PDF and a link; the client opens it signed out, accepts once with a typed name; the contractor is told", async () => {
    const est = await newEstimate(suite.owner, { clientEmail: "client-one@acme.example" });
    const noEmail = await newEstimate(suite.owner, { clientEmail: "" });
    const refused = await suite.as(suite.owner).post(`/api/invoicing/estimates/${noEmail.id}/send`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(INVOICING_MSG.noClientEmail);

    const token = await send(suite.owner, "estimate", est.id, "client-one@acme.example");
    const mail = await lastMailTo(suite.t.database, "client-one@acme.example");
    expect(mail?.subject).toBe(`Estimate ${est.number} from Owner Builders`);
    const attachment = mail?.attachments?.[0];
    expect(attachment?.contentType).toBe("application/pdf");
    expect(await pdfText(Buffer.from(attachment?.contentBase64 ?? "", "base64"))).toContain(est.number);
    expect(((await suite.as(suite.owner).get(`/api/invoicing/estimates/${est.id}`)).json() as Estimate).status).toBe(
      "sent",
    );

    // A peek (the server drawing the page, which a link checker may ask for) leaves it sent.
    const peek = await client().get(`/api/client-documents/${token}?peek=1`);
    expect(peek.statusCode, peek.body).toBe(200);
    expect(peek.json()).toMatchObject({ number: est.number });
    expect(((await suite.as(suite.owner).get(`/api/invoicing/estimates/${est.id}`)).json() as Estimate).status).toBe(
      "sent",
    );
    const page = await client().get(`/api/client-documents/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    const view: ClientDocument = page.json();
    expect(view).toMatchObject({
      kind: "estimate",
      number: est.number,
      totalCents: est.totalCents,
      answerable: true,
      company: { name: "Owner Builders" },
    });
    expect(((await suite.as(suite.owner).get(`/api/invoicing/estimates/${est.id}`)).json() as Estimate).status).toBe(
      "viewed",
    );
    const pdf = await client().get(`/api/client-documents/${token}/pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(await pdfText(pdf.rawPayload)).toContain("Acme Homes");

    const unnamed = await client().post(`/api/client-documents/${token}/answer`, { name: " ", accept: true });
    expect(unnamed.statusCode).toBe(400);
    const accepted = await client().post(`/api/client-documents/${token}/answer`, {
      name: "Pat Buyer",
      accept: true,
      version: view.version,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ answerable: false, answer: { accepted: true, name: "Pat Buyer" } });
    const twice = await client().post(`/api/client-documents/${token}/answer`, {
      name: "Pat Buyer",
      accept: false,
      version: view.version,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(INVOICING_MSG.alreadyAnswered);
    const seen: Estimate = (await suite.as(suite.owner).get(`/api/invoicing/estimates/${est.id}`)).json();
    expect(seen).toMatchObject({ status: "accepted", answer: { accepted: true, name: "Pat Buyer" } });
    expect(seen.answer?.ip).toBeTruthy();
    // Its author hears of the client's view and answer in the app (issue 30).
    await notificationWork(suite.t.app.deps).fanOut();
    const told = (await suite.as(suite.owner).get("/api/notifications")).json() as NotificationList;
    expect(told.notifications.filter((x) => x.link === `/dashboard/estimates/${est.id}`).map((x) => x.title)).toEqual([
      `Estimate ${est.number} accepted by Acme Homes`,
      `Estimate ${est.number} viewed by Acme Homes`,
    ]);
    expect((await lastMailTo(suite.t.database, suite.owner.email))?.subject).toBe(
      `Estimate ${est.number} accepted by Acme Homes`,
    );
  });

  it("answers a wrong, revoked or expired link with a clear error and never another document", async () => {
    const est = await newEstimate(suite.owner);
    const first = await send(suite.owner, "estimate", est.id);
    const second = await send(suite.owner, "estimate", est.id);
    const revoked = await client().get(`/api/client-documents/${first}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().error.message).toBe(INVOICING_MSG.linkInvalid);
    expect((await client().get(`/api/client-documents/${second}`)).statusCode).toBe(200);
    expect((await client().get(`/api/client-documents/${"A".repeat(43)}`)).statusCode).toBe(404);
    expect((await client().get(`/api/client-documents/${est.id}`)).statusCode).toBe(404);
    await suite.t.database.db
      .update(clientLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientLinks.documentId, est.id));
    const expired = await client().get(`/api/client-documents/${second}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(INVOICING_MSG.linkExpired);
    expect(
      (await client().post(`/api/client-documents/${second}/answer`, { name: "Pat", accept: true, version: 1 }))
        .statusCode,
    ).toBe(410);
  });

  it("revokes a sent estimate's link when it is edited: the old link says it changed, and an answer to a version the client never saw is refused and records nothing", async () => {
    const est = await newEstimate(suite.owner);
    const token = await send(suite.owner, "estimate", est.id);
    const seen: ClientDocument = (await client().get(`/api/client-documents/${token}`)).json();
    expect(seen.version).toBe(1);

    // The contractor raises the price after the client opened the page.
    const edited = await suite
      .as(suite.owner)
      .put(
        `/api/invoicing/estimates/${est.id}`,
        estimateBody({ number: est.number, lines: [{ ...lines[0], unitPrice: "9,999.00" }] }),
      );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: "draft", version: 2 });

    const reopened = await client().get(`/api/client-documents/${token}`);
    expect(reopened.statusCode).toBe(410);
    expect(reopened.json().error).toMatchObject({ code: "DOCUMENT_CHANGED", message: INVOICING_MSG.linkChanged });
    const stale = await client().post(`/api/client-documents/${token}/answer`, {
      name: "Pat Buyer",
      accept: true,
      version: seen.version,
    });
    expect(stale.statusCode).toBe(410);
    expect((await suite.as(suite.owner).get(`/api/invoicing/estimates/${est.id}`)).json() as Estimate).toMatchObject({
      status: "draft",
      answer: null,
    });

    // Sent again: the new link answers only at the version it shows.
    const fresh = await send(suite.owner, "estimate", est.id);
    const current: ClientDocument = (await client().get(`/api/client-documents/${fresh}`)).json();
    expect(current.version).toBe(2);
    const mismatch = await client().post(`/api/client-documents/${fresh}/answer`, {
      name: "Pat Buyer",
      accept: true,
      version: 1,
    });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().error).toMatchObject({ code: "DOCUMENT_CHANGED", message: INVOICING_MSG.versionChanged });
    expect(
      ((await suite.as(suite.owner).get(`/api/invoicing/estimates/${est.id}`)).json() as Estimate).answer,
    ).toBeNull();
    const accepted = await client().post(`/api/client-documents/${fresh}/answer`, {
      name: "Pat Buyer",
      accept: true,
      version: current.version,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ totalCents: current.totalCents, answer: { accepted: true } });
  });

  it("keeps a sent invoice's link after an edit (there is nothing to accept) and shows the current version", async () => {
    const inv = await newInvoice(suite.owner);
    const token = await send(suite.owner, "invoice", inv.id);
    const edited = await suite
      .as(suite.owner)
      .put(`/api/invoicing/invoices/${inv.id}`, invoiceBody({ number: inv.number, notes: "Corrected" }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: "sent", version: 2 });
    const page = await client().get(`/api/client-documents/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ notes: "Corrected", version: 2 });
  });

  it("limits the e-mails an organization sends (counted before sending), without touching another organization's", async () => {
    const est = await newEstimate(suite.owner);
    const { organizationId } = await idsOf(suite.t, suite.owner);
    const key = `invoicing:email:${organizationId}`;
    await suite.t.database.db
      .insert(rateLimits)
      .values({ key, count: 100, windowStart: Date.now() })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 100, windowStart: Date.now() } });
    const refused = await suite.as(suite.owner).post(`/api/invoicing/estimates/${est.id}/send`, {});
    expect(refused.statusCode).toBe(429);
    expect(((await suite.as(suite.owner).get(`/api/invoicing/estimates/${est.id}`)).json() as Estimate).status).toBe(
      "draft",
    );
    const theirs = await newEstimate(suite.stranger);
    expect((await suite.as(suite.stranger).post(`/api/invoicing/estimates/${theirs.id}/send`, {})).statusCode).toBe(
      200,
    );
    await suite.t.database.db.delete(rateLimits).where(eq(rateLimits.key, key));
  });

  it("refuses an answer past the estimate's valid-until date", async () => {
    const est = await newEstimate(suite.owner, { documentDate: "2026-01-01", validUntil: "2026-01-31" });
    const token = await send(suite.owner, "estimate", est.id);
    const late = await client().post(`/api/client-documents/${token}/answer`, {
      name: "Pat",
      accept: true,
      version: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(INVOICING_MSG.estimateExpired);
    expect(((await suite.as(suite.owner).get(`/api/invoicing/estimates/${est.id}`)).json() as Estimate).status).toBe(
      "expired",
    );
  });
});

describe("from estimate to paid invoice", () => {
  it("converts an accepted estimate once, then records partial and final payments, booked in finance", async () => {
    const project = (
      await suite
        .as(suite.owner)
        .post("/api/projects", { name: "Elm Street", startDate: "2026-01-01", endDate: "2026-12-31", budget: "900000" })
    ).json();
    const est = await newEstimate(suite.owner, { projectId: project.id });
    expect((await suite.as(suite.owner).post(`/api/invoicing/estimates/${est.id}/convert`, {})).statusCode).toBe(409);
    const token = await send(suite.owner, "estimate", est.id);
    await client().post(`/api/client-documents/${token}/answer`, { name: "Pat Buyer", accept: true, version: 1 });
    const converted = await suite.as(suite.owner).post(`/api/invoicing/estimates/${est.id}/convert`, {});
    expect(converted.statusCode, converted.body).toBe(201);
    expect(
      (await suite.as(suite.owner).post(`/api/invoicing/estimates/${est.id}/convert`, {})).json().error.message,
    ).toBe(INVOICING_MSG.alreadyConverted);
    const inv: Invoice = (await suite.as(suite.owner).get(`/api/invoicing/invoices/${converted.json().id}`)).json();
    expect(inv).toMatchObject({
      status: "draft",
      totalCents: est.totalCents,
      lineCount: 2,
      paymentTerms: "Net 30",
      estimate: { id: est.id, name: est.number },
      project: { id: project.id },
    });
    expect(
      ((await suite.as(suite.owner).get(`/api/invoicing/estimates/${est.id}`)).json() as Estimate).invoice?.id,
    ).toBe(inv.id);

    const early = await suite.as(suite.owner).post(`/api/invoicing/invoices/${inv.id}/payments`, {
      amount: "100",
      paymentDate: "2026-11-20",
      method: "Check",
    });
    expect(early.statusCode).toBe(409);
    await send(suite.owner, "invoice", inv.id);
    const partial = await suite.as(suite.owner).post(`/api/invoicing/invoices/${inv.id}/payments`, {
      amount: "1,000.00",
      paymentDate: "2026-11-20",
      method: "Check",
      reference: "#1001",
    });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json()).toMatchObject({
      status: "partially_paid",
      paidCents: 100_000,
      balanceCents: inv.totalCents - 100_000,
    });
    const over = await suite.as(suite.owner).post(`/api/invoicing/invoices/${inv.id}/payments`, {
      amount: inv.totalCents / 100,
      paymentDate: "2026-11-21",
      method: "Card",
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toMatch(/^A payment cannot be more than the balance of \$/);
    const rest = await suite.as(suite.owner).post(`/api/invoicing/invoices/${inv.id}/payments`, {
      amount: (inv.totalCents - 100_000) / 100,
      paymentDate: "2026-11-22",
      method: "Bank transfer",
    });
    expect(rest.json()).toMatchObject({ status: "paid", balanceCents: 0 });
    expect((rest.json() as Invoice).payments).toHaveLength(2);

    const { organizationId } = await idsOf(suite.t, suite.owner);
    const receipts = await suite.t.database.db
      .select()
      .from(financeTransactions)
      .where(eq(financeTransactions.organizationId, organizationId));
    const booked = receipts.filter((r) => r.description === `Payment of invoice ${inv.number}`);
    expect(booked.map((r) => [r.type, r.status, Number(r.amountCents), r.projectId])).toEqual([
      ["Receipt", "Cleared", 100_000, project.id],
      ["Receipt", "Cleared", inv.totalCents - 100_000, project.id],
    ]);
    const financials = (await suite.as(suite.owner).get(`/api/finance/projects/${project.id}`)).json();
    expect(financials.receivedCents).toBe(inv.totalCents);

    // A paid invoice is neither changed, voided nor deleted; removing a payment voids its receipt.
    expect(
      (await suite.as(suite.owner).put(`/api/invoicing/invoices/${inv.id}`, invoiceBody({ number: inv.number })))
        .statusCode,
    ).toBe(409);
    expect((await suite.as(suite.owner).post(`/api/invoicing/invoices/${inv.id}/void`, {})).statusCode).toBe(409);
    expect((await suite.as(suite.owner).delete(`/api/invoicing/invoices/${inv.id}`)).statusCode).toBe(409);
    const firstPayment = (rest.json() as Invoice).payments[0];
    const removed = await suite
      .as(suite.owner)
      .delete(`/api/invoicing/invoices/${inv.id}/payments/${firstPayment?.id ?? ""}`);
    expect(removed.json()).toMatchObject({ status: "partially_paid", paidCents: inv.totalCents - 100_000 });
    const [voided] = await suite.t.database.db
      .select()
      .from(financeTransactions)
      .where(eq(financeTransactions.reference, "#1001"));
    expect(voided?.status).toBe("Void");
  });

  it("marks a draft invoice sent without e-mailing it (handed over in person), so a payment can be recorded; once, and not by a viewer", async () => {
    const inv = await newInvoice(suite.owner, { clientEmail: "" });
    const early = await suite
      .as(suite.owner)
      .post(`/api/invoicing/invoices/${inv.id}/payments`, { amount: "10", paymentDate: "2026-11-20", method: "Cash" });
    expect(early.statusCode).toBe(409);
    const viewer = await signedInUser(suite.t);
    await joinOrganizationOf(suite.t, viewer, suite.owner, "viewer");
    expect((await suite.as(viewer).post(`/api/invoicing/invoices/${inv.id}/mark-sent`, {})).statusCode).toBe(403);
    expect((await suite.as(suite.stranger).post(`/api/invoicing/invoices/${inv.id}/mark-sent`, {})).statusCode).toBe(
      404,
    );

    const marked = await suite.as(suite.owner).post(`/api/invoicing/invoices/${inv.id}/mark-sent`, {});
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ status: "sent" });
    expect((marked.json() as Invoice).sentAt).toBeTruthy();
    const links = await suite.t.database.db.select().from(clientLinks).where(eq(clientLinks.documentId, inv.id));
    expect(links).toHaveLength(0);
    const again = await suite.as(suite.owner).post(`/api/invoicing/invoices/${inv.id}/mark-sent`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(INVOICING_MSG.markSentOnlyDraft);
    const paid = await suite
      .as(suite.owner)
      .post(`/api/invoicing/invoices/${inv.id}/payments`, { amount: "10", paymentDate: "2026-11-20", method: "Cash" });
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it("lists invoices by derived status with the outstanding balance", async () => {
    const overdue = await newInvoice(suite.owner, {
      clientName: "Quartz Overdue",
      documentDate: "2026-01-01",
      dueDate: "2026-01-31",
    });
    await send(suite.owner, "invoice", overdue.id);
    const voidable = await newInvoice(suite.owner, { clientName: "Quartz Void" });
    expect((await suite.as(suite.owner).post(`/api/invoicing/invoices/${voidable.id}/void`, {})).json().status).toBe(
      "void",
    );
    const list: InvoiceList = (await suite.as(suite.owner).get("/api/invoicing/invoices?q=quartz")).json();
    expect(list.totals).toMatchObject({ count: 2, balanceCents: overdue.totalCents });
    expect(
      (await suite.as(suite.owner).get("/api/invoicing/invoices?q=quartz&status=overdue"))
        .json()
        .invoices.map((i: Invoice) => i.id),
    ).toEqual([overdue.id]);
    expect(
      (await suite.as(suite.owner).get("/api/invoicing/invoices?q=quartz&status=void"))
        .json()
        .invoices.map((i: Invoice) => i.id),
    ).toEqual([voidable.id]);
  });
});

describe("templates", () => {
  it("lists a built-in default of each type, saves with the spec's messages, and moves the default", async () => {
    const list: TemplateList = (await suite.as(suite.owner).get("/api/invoicing/templates")).json();
    expect(list.templates.filter((x) => x.builtIn).map((x) => [x.kind, x.isDefault])).toEqual([
      ["estimate", true],
      ["invoice", true],
    ]);
    const unnamed = await suite
      .as(suite.owner)
      .post("/api/invoicing/templates", { name: "", kind: "invoice", sections: defaultSections() });
    expect(unnamed.json().error.message).toBe(INVOICING_MSG.templateNameRequired);
    const sections = defaultSections();
    sections.itemsTable = sections.itemsTable.map((c) => (c.id === "tax" ? { ...c, enabled: false } : c));
    sections.footer.notes = false;
    const saved = await suite
      .as(suite.owner)
      .post("/api/invoicing/templates", { name: "No tax", kind: "invoice", sections, isDefault: true });
    expect(saved.statusCode, saved.body).toBe(201);
    const tpl: Template = saved.json();
    const after: TemplateList = (await suite.as(suite.owner).get("/api/invoicing/templates")).json();
    expect(after.templates.find((x) => x.builtIn && x.kind === "invoice")?.isDefault).toBe(false);
    expect(
      (await suite.as(suite.owner).post("/api/invoicing/templates", { name: "no TAX", kind: "invoice", sections }))
        .statusCode,
    ).toBe(409);

    // The default shapes a new invoice's PDF: no Tax column, no notes.
    const inv = await newInvoice(suite.owner, { notes: "Unseen note text" });
    const pdf = await pdfText((await suite.as(suite.owner).get(`/api/invoicing/invoices/${inv.id}/pdf`)).rawPayload);
    expect(pdf).toContain(inv.number);
    expect(pdf).not.toContain("Unseen note text");
    expect((await suite.as(suite.stranger).get(`/api/invoicing/templates/${tpl.id}`)).statusCode).toBe(404);
  });

  it("downloads a template as a JSON file that imports back, and previews the real PDF", async () => {
    const tpl: Template = (
      await suite
        .as(suite.owner)
        .post("/api/invoicing/templates", { name: "Roundtrip", kind: "estimate", sections: defaultSections() })
    ).json();
    const file = await suite.as(suite.owner).get(`/api/invoicing/templates/${tpl.id}/file`);
    expect(file.headers["content-disposition"]).toBe('attachment; filename="template-roundtrip.json"');
    const json = file.json();
    expect(json).toEqual({ templateType: "estimate", templateName: "Roundtrip", sections: defaultSections() });
    const imported = await suite.as(suite.stranger).post("/api/invoicing/templates/import", json);
    expect(imported.statusCode).toBe(201);
    expect(
      (await suite.as(suite.stranger).post("/api/invoicing/templates/import", { hello: "world" })).statusCode,
    ).toBe(400);
    const preview = await suite
      .as(suite.owner)
      .post("/api/invoicing/templates/preview", { kind: "estimate", sections: defaultSections() });
    expect(preview.headers["content-type"]).toBe("application/pdf");
    expect(await pdfText(preview.rawPayload)).toContain("Sample Client LLC");
  });
});

describe("walls and roles", () => {
  it("answers 404 to every verb on another organization's documents and 403 to a viewer's writes", async () => {
    const est = await newEstimate(suite.owner);
    const inv = await newInvoice(suite.owner);
    const s = suite.as(suite.stranger);
    for (const res of [
      await s.get(`/api/invoicing/estimates/${est.id}`),
      await s.put(`/api/invoicing/estimates/${est.id}`, estimateBody()),
      await s.delete(`/api/invoicing/estimates/${est.id}`),
      await s.post(`/api/invoicing/estimates/${est.id}/send`, {}),
      await s.post(`/api/invoicing/estimates/${est.id}/duplicate`, {}),
      await s.get(`/api/invoicing/estimates/${est.id}/pdf`),
      await s.get(`/api/invoicing/invoices/${inv.id}`),
      await s.post(`/api/invoicing/invoices/${inv.id}/payments`, {
        amount: "1",
        paymentDate: "2026-11-01",
        method: "Cash",
      }),
      await s.post(`/api/invoicing/invoices/${inv.id}/void`, {}),
      await s.get(`/api/invoicing/estimates/${inv.id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(
      ((await s.get("/api/invoicing/estimates")).json() as EstimateList).estimates.some((e) => e.id === est.id),
    ).toBe(false);

    const viewer = await signedInUser(suite.t);
    await joinOrganizationOf(suite.t, viewer, suite.owner, "viewer");
    expect((await suite.as(viewer).get(`/api/invoicing/estimates/${est.id}`)).statusCode).toBe(200);
    expect((await suite.as(viewer).post("/api/invoicing/estimates", estimateBody())).statusCode).toBe(403);
    expect((await suite.as(viewer).post(`/api/invoicing/estimates/${est.id}/send`, {})).statusCode).toBe(403);
    expect(
      (
        await suite
          .as(viewer)
          .post("/api/invoicing/templates", { name: "V", kind: "estimate", sections: defaultSections() })
      ).statusCode,
    ).toBe(403);
  });

  it("stays readable once the trial is over, and refuses writes with 402 (decision 0048)", async () => {
    const lapsed = await signedInUser(suite.t);
    const { organizationId } = await idsOf(suite.t, lapsed);
    await suite.t.database.db
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.organizationId, organizationId));
    expect((await suite.as(lapsed).get("/api/invoicing/estimates")).statusCode).toBe(200);
    const res = await suite
      .as(lapsed)
      .post("/api/invoicing/templates", { name: "Late", kind: "estimate", sections: defaultSections() });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe("READ_ONLY");
  });
});
