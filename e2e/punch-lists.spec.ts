import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn } from "./support/users.ts";
import { PUNCH_MSG } from "../src/modules/punch-lists/punch-lists.constants.ts";
import type { PunchList } from "../src/modules/punch-lists/punch-lists.contract.ts";
import { VALIDATION_ERROR } from "../src/web/lib/form-check.ts";
import { KEPT_ON_DEVICE } from "../src/web/lib/outbox-result.ts";
import { MSG } from "../src/shared/messages.ts";
import { PHOTO_MSG } from "../src/shared/photos.ts";

/**
 * Punch Lists (issue 31) on a phone: an item added to a project, marked Ready for Review, the filters in the
 * address and the project's PDF; then an item with a photo captured with no connection, kept on the device, and
 * arriving once (with its photo) when the connection returns.
 */

test.use({ viewport: { width: 375, height: 740 } });

test("add a punch item, move it, filter, and capture one offline with a photo that arrives once", async ({
  page,
  context,
  playwright,
}) => {
  const id = randomUUID().slice(0, 6);
  const projectName = `Harbor ${id}`;
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const user = await createVerifiedUser(request, { plan: "professional" });
  await request.dispose();
  await signIn(page, user);
  const project = await page.request.post("/api/projects", {
    data: { name: projectName, startDate: "2026-01-05", endDate: "2026-12-30" },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;

  await page.goto("/dashboard/punch-lists");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Punch Lists");
  await expect(page.getByRole("heading", { name: "No punch items yet" })).toBeVisible();

  // The required fields first, then an item with a trade and the person as assignee.
  await page.getByRole("main").getByRole("button", { name: "New Punch Item" }).first().click();
  const form = page.getByRole("dialog", { name: "New Punch Item" });
  await form.getByRole("button", { name: "Add Punch Item" }).click();
  await expectToast(page, VALIDATION_ERROR, PUNCH_MSG.missingFields);
  await form.getByLabel("Project").selectOption({ label: projectName });
  await form.getByLabel("Location").fill(`Lobby ${id}`);
  await form.getByLabel("Description").fill("Touch up paint at the door frame");
  await form.getByLabel("Trade").fill("Painting");
  await form.getByLabel("Assignee").selectOption({ label: user.fullName });
  await form.getByRole("button", { name: "Add Punch Item" }).click();
  await expectToast(page, PUNCH_MSG.created);
  await expect(form).toBeHidden();
  const items = page.getByRole("list", { name: "Punch items" });
  const lobby = items.getByRole("article", { name: `Lobby ${id}` });
  await expect(lobby).toContainText("Open");
  await expect(lobby).toContainText(`Painting · ${user.fullName}`);

  // Marked Ready for Review from its details; the history says who did.
  await lobby.getByRole("button", { name: /View Details/ }).click();
  const details = page.getByRole("dialog", { name: `Lobby ${id}` });
  await details.getByRole("button", { name: "Mark Ready for Review" }).click();
  await expectToast(page, PUNCH_MSG.moved);
  await expect(details.getByRole("list", { name: "History" })).toContainText(
    `Marked Ready for Review by ${user.fullName}`,
  );
  await details.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(details).toBeHidden();
  await expect(lobby).toContainText("Ready for Review");

  // Filters live in the address; the chosen project's punch list comes as a PDF.
  const filters = page.getByRole("search", { name: "Filter punch items" });
  await filters.getByLabel("Status").selectOption("open");
  await expect(page).toHaveURL(/status=open/);
  await expect(page.getByRole("heading", { name: "No matching punch items" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await filters.getByLabel("Project").selectOption({ label: projectName });
  await expect(page).toHaveURL(new RegExp(`projectId=${projectId}`));
  await expect(lobby).toBeVisible();
  await page.getByRole("link", { name: "Punch List PDF" }).click();
  await expectToast(page, MSG.downloadStarted.title);

  // No connection: a new item with a photo taken there waits on the device.
  await context.setOffline(true);
  await page.getByRole("main").getByRole("button", { name: "New Punch Item" }).first().click();
  const offline = page.getByRole("dialog", { name: "New Punch Item" });
  await expect(offline.getByLabel("Project")).toHaveValue(projectId);
  await offline.getByLabel("Location").fill(`Stair ${id}`);
  await offline.getByLabel("Description").fill("Handrail bracket loose");
  await expect(offline.getByText(PHOTO_MSG.offline)).toBeVisible();
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c73" } })
    .jpeg()
    .toBuffer();
  await offline
    .getByLabel(PHOTO_MSG.fileLabel)
    .setInputFiles({ name: "bracket.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(
    offline.getByRole("listitem").filter({ has: page.getByRole("img", { name: PHOTO_MSG.photoAlt(1) }) }),
  ).toContainText(PHOTO_MSG.waiting);
  await offline.getByRole("button", { name: "Add Punch Item" }).click();
  await expectToast(page, KEPT_ON_DEVICE.title, KEPT_ON_DEVICE.message);
  await expect(offline).toBeHidden();
  const waiting = page.getByRole("region", { name: /Punch items waiting to be sent/ });
  const entry = waiting.getByRole("listitem").filter({ hasText: `Punch item: Stair ${id}, ${projectName}` });
  await expect(entry).toContainText("Waiting to send");
  await expect(entry).toContainText("with 1 photo");

  // The connection returns: sent, no longer waiting, listed once, with its photo.
  await context.setOffline(false);
  await expectToast(page, PUNCH_MSG.created, "sent from this device");
  await expect(waiting).toBeHidden();
  const stair = items.getByRole("article", { name: `Stair ${id}` });
  await expect(stair).toHaveCount(1);
  await expect(stair).toContainText("Photos1");
  const stored = (await (
    await page.request.get(`/api/punch-lists/items?projectId=${projectId}&location=Stair`)
  ).json()) as PunchList;
  expect(stored.items).toHaveLength(1);
  expect(stored.items[0]?.photos).toHaveLength(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
