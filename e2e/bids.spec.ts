import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { VALIDATION_ERROR } from "../src/web/lib/form-check.ts";
import { appUrl } from "./support/env.ts";
import { download } from "./support/download.ts";
import { createVerifiedUser, signIn } from "./support/users.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { BID_MSG } from "../src/modules/bids/bids.constants.ts";
import { pdfText } from "../src/server/testing/report-files.ts";

/**
 * Bid Management (spec §2, §5, §7, §8): an organization without bids sees the empty state; New Bid with items
 * shows its live total, the list its amount; Generate Proposal downloads proposal-{id}.pdf with the bid in it;
 * the search keeps its filter in the address; once won, its items become an estimate whose page opens; delete asks
 * the spec's question; failed calls say the spec's "Error" toasts. At 375 px the table is cards.
 */

const PHONE = { width: 375, height: 740 };

const fillItem = async (page: Page, n: number, item: { name: string; quantity: string; unitPrice: string }) => {
  const row = page.getByRole("dialog").getByRole("group", { name: `Item ${n}`, exact: true });
  await row.getByLabel("Item Name").fill(item.name);
  await row.getByLabel("Quantity").fill(item.quantity);
  await row.getByLabel("Unit Price ($)").fill(item.unitPrice);
};

/** The next `method` request to `url` fails: refused with this error body (409), or never answered ("offline"). */
async function failNext(page: Page, method: string, url: RegExp, answer: object | "offline") {
  let armed = true;
  await page.route(url, async (route) => {
    if (!armed || route.request().method() !== method) return route.fallback();
    armed = false;
    if (answer === "offline") return route.abort("internetdisconnected");
    return route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify(answer) });
  });
}

test("a bid with items: its total, its proposal PDF, the search in the address, its estimate once won, and delete with the spec's question", async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const id = randomUUID().slice(0, 6);
  const project = `Harbor Depot ${id}`;
  const client = `City of Harbor ${id}`;
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const owner = await createVerifiedUser(request, { plan: "enterprise" });
  await request.dispose();

  await page.setViewportSize(PHONE);
  await signIn(page, owner);
  await page.goto("/dashboard/bids");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bid Management");
  await expect(page.getByRole("heading", { name: "No bids yet" })).toBeVisible();

  // New Bid: the required fields first, then items with a live total.
  await page.getByRole("main").getByRole("button", { name: "New Bid" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Bid" });
  await dialog.getByRole("button", { name: "Create Bid" }).click();
  await expectToast(page, VALIDATION_ERROR, BID_MSG.missingFields);
  await dialog.getByLabel("Project Name").fill(project);
  await dialog.getByLabel("Client", { exact: true }).fill(client);
  await dialog.getByLabel("Due Date").fill("2026-12-15");
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await fillItem(page, 1, { name: "Concrete pour", quantity: "12.5", unitPrice: "185.40" });
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await fillItem(page, 2, { name: "Carpentry labor", quantity: "40", unitPrice: "65" });
  await expect(dialog.getByText("Bid Total:")).toContainText("$4,917.50");
  await expectNoSeriousViolations(page, "the new bid form with items", '[role="dialog"]');
  // Spec §8's "Error" rows: a refused save says Failed to create bid, one that never reached the server Failed to
  // submit bid; the server's reason follows, and everything typed stays.
  const refusal = { error: { code: "CONFLICT", message: "The bids table is busy." } };
  await failNext(page, "POST", /\/api\/v1\/bids$/, refusal);
  await dialog.getByRole("button", { name: "Create Bid" }).click();
  await expectToast(page, "Error", `${BID_MSG.createError}: The bids table is busy.`);
  await failNext(page, "POST", /\/api\/v1\/bids$/, "offline");
  await dialog.getByRole("button", { name: "Create Bid" }).click();
  await expectToast(page, "Error", BID_MSG.submitError);
  await expect(dialog.getByText("Bid Total:")).toContainText("$4,917.50");
  await dialog.getByRole("button", { name: "Create Bid" }).click();
  await expectToast(page, BID_MSG.created);
  await expect(dialog).toBeHidden();

  const card = page.getByRole("list", { name: "Bids" }).getByRole("article").filter({ hasText: project });
  await expect(card).toContainText(client);
  await expect(card).toContainText("$4,917.50");
  await expect(card).toContainText("Pending");
  await expectNoSeriousViolations(page, "the bids list on a phone");

  // A failed proposal: Error / Failed to generate proposal.
  await failNext(page, "POST", /\/api\/v1\/bids\/[^/]+\/proposal$/, refusal);
  await card.getByRole("button", { name: /Generate Proposal/ }).click();
  await expectToast(page, "Error", BID_MSG.proposalError);

  // Generate Proposal: a real PDF, named by the bid's id, with the bid in it.
  const pdf = await download(page, card.getByRole("button", { name: /Generate Proposal/ }));
  expect(pdf.name).toMatch(/^proposal-[0-9a-f-]{36}\.pdf$/);
  await expectToast(page, BID_MSG.proposalGenerated);
  const text = await pdfText(pdf.body);
  for (const expected of [
    project,
    client,
    "Concrete pour",
    "Carpentry labor",
    "$2,317.50",
    "$4,917.50",
    owner.companyName,
  ])
    expect(text).toContain(expected);

  // The search is kept in the address; a search that matches nothing offers to clear it.
  await page.getByLabel("Search").fill(`nothing-${id}`);
  await expect(page).toHaveURL(new RegExp(`q=nothing-${id}`));
  await expect(page.getByRole("heading", { name: "No bids match" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(card).toBeVisible();

  // Won, its items become an estimate: the estimate's page opens with them, and the bid links it instead.
  await card.getByRole("button", { name: /Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Bid" });
  await edit.getByLabel("Status").selectOption("won");
  await failNext(page, "PUT", /\/api\/v1\/bids\/[^/]+$/, refusal);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Error", BID_MSG.updateError);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, BID_MSG.updated);
  await card.getByRole("button", { name: /Create Estimate/ }).click();
  await page
    .getByRole("alertdialog", { name: "Create Estimate" })
    .getByRole("button", { name: "Create Estimate" })
    .click();
  await expectToast(page, BID_MSG.estimated);
  await expect(page).toHaveURL(/\/dashboard\/estimates\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Estimate EST-\d{4}-\d{4}$/);
  await expect(page.getByRole("main")).toContainText("Concrete pour");
  await expect(page.getByRole("main")).toContainText("$4,917.50");
  await page.goBack();
  await expect(card.getByRole("link", { name: /^Estimate: EST-/ })).toBeVisible();
  await expect(card.getByRole("button", { name: /Create Estimate/ })).toHaveCount(0);

  // Delete asks the spec's question.
  await card.getByRole("button", { name: /Delete/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Bid" });
  await expect(confirm).toContainText(BID_MSG.deleteConfirm);
  await failNext(page, "DELETE", /\/api\/v1\/bids\/[^/]+$/, refusal);
  await confirm.getByRole("button", { name: "Delete Bid" }).click();
  await expectToast(page, "Error", BID_MSG.deleteError);
  await confirm.getByRole("button", { name: "Delete Bid" }).click();
  await expectToast(page, BID_MSG.deleted);
  await expect(page.getByRole("heading", { name: "No bids yet" })).toBeVisible();
});
