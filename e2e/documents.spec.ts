import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, expectToast, test, toasts } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { makePdf, makePng } from "./support/documents.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { DOCUMENT_MSG } from "../src/modules/documents/documents.constants.ts";
import { presentAsViewer } from "./support/viewer.ts";

/**
 * The Document Hub (spec §2 Document Hub, §5 Upload and Search, §8 messages): upload with tags, the table, tag
 * chips and search in the address, the pdf.js preview (zoom, rotate, pages), versions, downloads, status,
 * delete; an image preview; a phone; a viewer.
 */

/** Shared by the journeys that do not count documents; the first journey has an account of its own. */
let user: TestUser;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(request);
  await request.dispose();
});

const PHONE = { width: 375, height: 740 };

const table = (page: Page) => page.getByRole("table", { name: "Documents" });
const row = (page: Page, name: string) => table(page).getByRole("row").filter({ hasText: name });
const stat = (page: Page, label: string) =>
  page.getByRole("list", { name: "Document statistics" }).getByRole("listitem").filter({ hasText: label });
const chip = (page: Page, tag: string) =>
  page.getByRole("list", { name: "Filter by tag" }).getByRole("button", { name: new RegExp(`^${tag}\\b`) });

type ApiUpload = { name: string; fileName: string; body: Buffer; type: string; tags?: string };

/** Uploads through the API as the signed-in browser (its session cookie), for the documents a journey only needs to exist. */
async function uploadViaApi(page: Page, { name, fileName, body, type, tags = "" }: ApiUpload): Promise<void> {
  const query = new URLSearchParams({ name, fileName, tags });
  const res = await page.request.post(`/api/documents?${query.toString()}`, {
    data: body,
    headers: { "content-type": type },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Clicks a download link and answers the file name the browser was given. */
async function downloadName(page: Page, link: Locator): Promise<string> {
  const download = page.waitForEvent("download");
  await link.click();
  return (await download).suggestedFilename();
}

/** The size of an element as laid out. */
const box = (el: Locator) =>
  el.evaluate((node) => ({ width: node.getBoundingClientRect().width, height: node.getBoundingClientRect().height }));

test("a document's life: upload with tags, filters, the PDF preview, a new version, downloads, status, delete", async ({
  page,
  playwright,
}) => {
  // A long journey (about 35 s alone): room for a busy 2-core machine running another journey beside it.
  test.setTimeout(120_000);
  const id = randomUUID().slice(0, 6);
  const plan = `Site Plan ${id}`;
  const report = `Daily Report ${id}`;
  const twoPages = await makePdf(["Ground floor", "First floor"]);
  // An account of its own: the stat cards count from zero.
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const owner = await createVerifiedUser(request);
  await request.dispose();

  await signIn(page, owner);
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Documents" }).click();
  await expect(page).toHaveURL(/\/dashboard\/documents$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Document Hub");
  await expect(page.getByRole("heading", { name: "No documents yet" })).toBeVisible();
  await expect(stat(page, "Total Documents")).toContainText("0");

  // The spec's checks: a file, then a name (defaulted from the file name, without its extension).
  await page.getByRole("main").getByRole("button", { name: "Upload Document" }).first().click();
  const upload = page.getByRole("dialog", { name: "Upload Document" });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expectToast(page, DOCUMENT_MSG.noFile.title, DOCUMENT_MSG.noFile.message);
  await expect(upload.getByLabel("File")).toHaveAttribute("aria-invalid", "true");
  await upload
    .getByLabel("File")
    .setInputFiles({ name: "site-plan.pdf", mimeType: "application/pdf", buffer: twoPages });
  await expect(upload.getByLabel("Name")).toHaveValue("site-plan");
  await upload.getByLabel("Name").fill("");
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expectToast(page, DOCUMENT_MSG.nameRequired.title, DOCUMENT_MSG.nameRequired.message);
  await expect(upload.getByLabel("Name")).toBeFocused();
  await upload.getByLabel("Name").fill(plan);
  await upload.getByLabel("Tags").fill(" drawings ,phase-1,, ");
  await upload.getByLabel("Type").selectOption("Blueprint");

  // The progress bar, while the server's answer is held back.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const isUpload = (url: URL) => url.pathname === "/api/documents" && url.searchParams.has("name");
  await page.route(isUpload, async (route) => {
    await held;
    await route.continue();
  });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  const progress = upload.getByRole("progressbar", { name: "Upload progress" });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", /^\d+$/);
  await expect(upload.getByRole("button", { name: "Uploading…" })).toBeDisabled();
  release();
  await expectToast(page, DOCUMENT_MSG.uploaded(plan));
  await expect(upload).toBeHidden();
  await page.unroute(isUpload);

  const planRow = row(page, plan);
  await expect(planRow).toContainText("1.0");
  await expect(planRow).toContainText("Uploaded");
  await expect(planRow).toContainText("Blueprint");
  await expect(planRow.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["drawings", "phase-1"]);
  await expect(planRow).toContainText(/\d+(\.\d+)? KB/);

  // A file type the server refuses: its message in the spec's Upload Failed toast.
  await page.getByRole("main").getByRole("button", { name: "Upload Document" }).first().click();
  await upload.getByLabel("File").setInputFiles({
    name: "tool.bin",
    mimeType: "application/octet-stream",
    buffer: Buffer.from([0, 1, 2, 3, 0, 255, 254, 0]),
  });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expectToast(page, DOCUMENT_MSG.uploadFailed.title, DOCUMENT_MSG.wrongType);
  await expect(upload.getByLabel("Name")).toHaveValue("tool");
  await upload.getByRole("button", { name: "Cancel" }).click();
  await expect(upload).toBeHidden();

  // A second document for the filters.
  await uploadViaApi(page, {
    name: report,
    fileName: "daily-report.txt",
    body: Buffer.from("Poured the slab.\n"),
    type: "text/plain",
    tags: "reports,phase-1",
  });
  await page.reload();
  await expect(row(page, report)).toBeVisible();
  await expect(stat(page, "Total Documents")).toContainText("2");
  await expect(stat(page, "Recent Uploads (7d)")).toContainText("2");
  await expect(stat(page, "Pending Action")).toContainText("2");
  await expect(stat(page, "Storage Used")).toContainText(/KB/);

  // Tag chips: every selected tag must be carried; they stay in the address.
  await chip(page, "drawings").click();
  await expect(chip(page, "drawings")).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/[?&]tags=drawings/);
  await expect(row(page, report)).toBeHidden();
  await expect(row(page, plan)).toBeVisible();
  await chip(page, "phase-1").click();
  await expect(page).toHaveURL(/tags=drawings%2Cphase-1|tags=drawings,phase-1/);
  await expect(row(page, plan)).toBeVisible();
  await expect(row(page, report)).toBeHidden();
  await page.reload();
  await expect(chip(page, "phase-1")).toHaveAttribute("aria-pressed", "true");
  await expect(row(page, plan)).toBeVisible();
  await expect(row(page, report)).toBeHidden();
  await page.getByRole("search").getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/dashboard\/documents$/);
  await expect(row(page, report)).toBeVisible();

  // Search: a case-insensitive part of the name.
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("DAILY");
  await expect(page).toHaveURL(/[?&]q=DAILY/);
  await expect(row(page, plan)).toBeHidden();
  await expect(row(page, report)).toBeVisible();
  await chip(page, "drawings").click();
  await expect(page.getByRole("heading", { name: "No documents match" })).toBeVisible();
  await page.getByRole("search").getByRole("button", { name: "Clear Filters" }).click();
  await expect(search).toHaveValue("");
  await expect(page).toHaveURL(/\/dashboard\/documents$/);
  await expect(row(page, plan)).toBeVisible();
  await expect(row(page, report)).toBeVisible();
  await expectNoSeriousViolations(page, "the document hub");

  // A download from the table: the file keeps its name; the spec's toast.
  expect(await downloadName(page, planRow.getByRole("link", { name: `Download ${plan}` }))).toBe("site-plan.pdf");
  await expectToast(page, DOCUMENT_MSG.downloadStarted);

  // The preview: pdf.js draws the page; zoom, rotate, pages, download.
  await planRow.getByRole("button", { name: `View ${plan}` }).click();
  const preview = page.getByRole("dialog", { name: plan });
  const zoomLevel = preview.getByRole("status", { name: "Zoom level" });
  // The first preview loads pdf.js and its worker (1.2 MB to parse): on a busy 2-core machine that alone can take 10 s.
  await expect(preview.getByRole("img", { name: `${plan}, page 1 of 2` })).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByText("Page 1 of 2")).toBeVisible();
  await expect(zoomLevel).toHaveText("100%");
  await expect(preview.getByRole("button", { name: "Previous page" })).toBeDisabled();
  const page1 = preview.getByRole("img", { name: `${plan}, page 1 of 2` });
  const before = await box(page1);
  expect(before.height).toBeGreaterThan(before.width);

  await preview.getByRole("button", { name: "Zoom in" }).click();
  await expect(zoomLevel).toHaveText("110%");
  await expect.poll(async () => (await box(page1)).width / before.width).toBeGreaterThan(1.05);
  await preview.getByRole("button", { name: "Zoom out" }).click();
  await preview.getByRole("button", { name: "Zoom out" }).click();
  await expect(zoomLevel).toHaveText("90%");

  await preview.getByRole("button", { name: "Rotate 90° clockwise" }).click();
  await expect(page1).toHaveAttribute("data-rotation", "90");
  const turned = await box(page1);
  expect(turned.width).toBeGreaterThan(turned.height);

  await preview.getByRole("button", { name: "Next page" }).click();
  await expect(preview.getByText("Page 2 of 2")).toBeVisible();
  const page2 = preview.getByRole("img", { name: `${plan}, page 2 of 2` });
  await expect(page2).toBeVisible();
  await expect(page2).toHaveAttribute("data-rotation", "90");
  await expect(preview.getByRole("button", { name: "Next page" })).toBeDisabled();
  await expectNoSeriousViolations(page, "the PDF preview");
  expect(await downloadName(page, preview.getByRole("link", { name: `Download ${plan}` }))).toBe("site-plan.pdf");
  await expectToast(page, DOCUMENT_MSG.downloadStarted);
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  await expect(planRow.getByRole("button", { name: `View ${plan}` })).toBeFocused();

  // Details: a new version (with its progress), the history's downloads, then the status.
  await planRow.getByRole("button", { name: `Details of ${plan}` }).click();
  const details = page.getByRole("dialog", { name: "Document Details" });
  const versions = details.getByRole("list", { name: "Versions" }).getByRole("listitem");
  await expect(versions).toHaveCount(1);
  await details.getByLabel("New version file").setInputFiles({
    name: "site-plan-rev2.pdf",
    mimeType: "application/pdf",
    buffer: await makePdf(["Ground floor, revised", "First floor"]),
  });
  await details.getByRole("button", { name: "Upload New Version" }).click();
  await expectToast(page, DOCUMENT_MSG.versionUploaded(plan, 2));
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("Version 2.0");
  await expect(versions.first()).toContainText("site-plan-rev2.pdf");
  expect(await downloadName(page, details.getByRole("link", { name: "Download version 1.0" }))).toBe("site-plan.pdf");
  await details.getByLabel("Status").selectOption("Approved");
  await details.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, DOCUMENT_MSG.updated);
  await expect(details).toBeHidden();
  await expect(planRow).toContainText("2.0");
  await expect(planRow).toContainText("Approved");
  await expect(stat(page, "Pending Action")).toContainText("1");
  expect(await downloadName(page, planRow.getByRole("link", { name: `Download ${plan}` }))).toBe("site-plan-rev2.pdf");

  // Delete: Cancel keeps it; confirming removes it.
  await planRow.getByRole("button", { name: `Delete ${plan}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Document" });
  await expect(confirm).toContainText(plan);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(planRow).toBeVisible();
  await planRow.getByRole("button", { name: `Delete ${plan}` }).click();
  await confirm.getByRole("button", { name: "Delete Document" }).click();
  await expectToast(page, DOCUMENT_MSG.deleted);
  await expect(row(page, plan)).toHaveCount(0);
  await expect(stat(page, "Total Documents")).toContainText("1");
});

test("an image previews with zoom and rotation; a file with no preview offers its download", async ({ page }) => {
  const id = randomUUID().slice(0, 6);
  const photo = `Site Photo ${id}`;
  const notes = `Notes ${id}`;
  await signIn(page, user);
  await page.goto("/dashboard/documents");
  await uploadViaApi(page, {
    name: photo,
    fileName: "site-photo.png",
    body: await makePng(160, 90),
    type: "image/png",
    tags: "photos",
  });
  await uploadViaApi(page, {
    name: notes,
    fileName: "notes.csv",
    body: Buffer.from("item,qty\nrebar,40\n"),
    type: "text/csv",
  });
  await page.reload();

  // A download from the table (the spec's toast), then the preview.
  expect(await downloadName(page, row(page, photo).getByRole("link", { name: `Download ${photo}` }))).toBe(
    "site-photo.png",
  );
  await expectToast(page, DOCUMENT_MSG.downloadStarted);
  await row(page, photo)
    .getByRole("button", { name: `View ${photo}` })
    .click();
  const preview = page.getByRole("dialog", { name: photo });
  const image = preview.getByRole("img", { name: photo });
  await expect(image).toBeVisible();
  await expect(preview.getByText("Page 1 of 1")).toBeVisible();
  await expect(preview.getByRole("button", { name: "Next page" })).toBeDisabled();
  const before = await box(image);
  await preview.getByRole("button", { name: "Zoom in" }).click();
  await expect(preview.getByRole("status", { name: "Zoom level" })).toHaveText("110%");
  await expect.poll(async () => (await box(image)).width / before.width).toBeGreaterThan(1.05);
  await preview.getByRole("button", { name: "Rotate 90° clockwise" }).click();
  await expect(image).toHaveAttribute("data-rotation", "90");
  // Turned a quarter: the landscape photo now stands taller than wide.
  await expect
    .poll(async () => {
      const b = await box(image);
      return b.height > b.width;
    })
    .toBe(true);
  await expectNoSeriousViolations(page, "the image preview");
  await preview.getByRole("button", { name: "Close" }).click();
  await expect(preview).toBeHidden();

  await row(page, notes)
    .getByRole("button", { name: `View ${notes}` })
    .click();
  const none = page.getByRole("dialog", { name: notes });
  await expect(none.getByText("No preview available")).toBeVisible();
  await expect(none.getByRole("button", { name: "Zoom in" })).toHaveCount(0);
  expect(await downloadName(page, none.getByRole("link", { name: "Download" }))).toBe("notes.csv");
  await expectToast(page, DOCUMENT_MSG.downloadStarted);
});

test("a download that fails says Download Failed with the reason; Download Started only when it started", async ({
  page,
}) => {
  const name = `Failing ${randomUUID().slice(0, 6)}`;
  await signIn(page, user);
  await uploadViaApi(page, { name, fileName: "failing.csv", body: Buffer.from("a,b\n1,2\n"), type: "text/csv" });
  await page.goto("/dashboard/documents");
  const link = row(page, name).getByRole("link", { name: `Download ${name}` });
  await expect(link).toBeVisible();
  const started = toasts(page).getByText(DOCUMENT_MSG.downloadStarted, { exact: true });
  const files: string[] = [];
  page.on("download", (d) => files.push(d.suggestedFilename()));

  // The network fails: the reason, and no Download Started.
  await page.route("**/api/documents/*/file*", (route) => route.abort("internetdisconnected"));
  await link.click();
  await expectToast(page, DOCUMENT_MSG.downloadFailed, "Could not reach the server");
  await expect(started).toHaveCount(0);
  await page.unroute("**/api/documents/*/file*");

  // The file is gone (deleted meanwhile): the server's 404 message.
  const href = (await link.getAttribute("href")) ?? "";
  const id = href.split("/")[3] ?? "";
  expect((await page.request.delete(`/api/documents/${id}`)).status()).toBe(200);
  const gone = (await (await page.request.get(href)).json()) as { error: { message: string } };
  await link.click();
  await expectToast(page, DOCUMENT_MSG.downloadFailed, gone.error.message);
  await expect(started).toHaveCount(0);
  expect(files).toEqual([]);
});

test("a download after the session ended says Download Failed; a working one starts and says so", async ({ page }) => {
  const name = `Signed out ${randomUUID().slice(0, 6)}`;
  await signIn(page, user);
  await uploadViaApi(page, { name, fileName: "later.csv", body: Buffer.from("x,y\n3,4\n"), type: "text/csv" });
  await page.goto("/dashboard/documents");
  const link = row(page, name).getByRole("link", { name: `Download ${name}` });
  expect(await downloadName(page, link)).toBe("later.csv");
  await expectToast(page, DOCUMENT_MSG.downloadStarted);

  await page.context().clearCookies();
  const refused = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(refused.status()).toBe(401);
  const reason = ((await refused.json()) as { error: { message: string } }).error.message;
  await link.click();
  await expectToast(page, DOCUMENT_MSG.downloadFailed, reason);
});

test("on a 375 px phone the table becomes cards, and the upload and preview dialogs fit", async ({ page }) => {
  const id = randomUUID().slice(0, 6);
  const drawing = `Phone Drawing ${id}`;
  await page.setViewportSize(PHONE);
  await signIn(page, user);
  await page.goto("/dashboard/documents");
  await uploadViaApi(page, {
    name: drawing,
    fileName: "phone-drawing.pdf",
    body: await makePdf(["Elevation"]),
    type: "application/pdf",
    tags: "phone",
  });
  await page.reload();

  const card = page.getByRole("article", { name: drawing });
  await expect(card).toBeVisible();
  await expect(card).toContainText("1.0");
  await expect(card).toContainText("Uploaded");
  await expect(table(page)).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, "the document hub on a phone");

  await page.getByRole("main").getByRole("button", { name: "Upload Document" }).first().click();
  const upload = page.getByRole("dialog", { name: "Upload Document" });
  for (const label of ["File", "Name", "Tags", "Type", "Project"])
    await expect(upload.getByLabel(label, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, "the upload dialog on a phone");
  await page.keyboard.press("Escape");
  await expect(upload).toBeHidden();

  await card.getByRole("button", { name: `View ${drawing}` }).click();
  const preview = page.getByRole("dialog", { name: drawing });
  const canvas = preview.getByRole("img", { name: `${drawing}, page 1 of 1` });
  // pdf.js loads with the first preview (see the first journey).
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  // At 100 % the page fits the phone's width.
  expect((await box(canvas)).width).toBeLessThanOrEqual(PHONE.width);
  await expect(preview.getByRole("button", { name: "Zoom in" })).toBeInViewport();
  await expect(preview.getByRole("link", { name: `Download ${drawing}` })).toBeInViewport();
});

test("a viewer sees and downloads documents but cannot upload, edit or delete", async ({ page }) => {
  const name = `Viewed Doc ${randomUUID().slice(0, 6)}`;
  await signIn(page, user);
  await uploadViaApi(page, {
    name,
    fileName: "viewed.pdf",
    body: await makePdf(["Read only"]),
    type: "application/pdf",
  });
  await presentAsViewer(page);
  await page.goto("/dashboard/documents");
  const viewed = row(page, name);
  await expect(viewed).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload Document" })).toHaveCount(0);
  await expect(viewed.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
  await expect(viewed.getByRole("link", { name: `Download ${name}` })).toBeVisible();
  await viewed.getByRole("button", { name: `Details of ${name}` }).click();
  const details = page.getByRole("dialog", { name: "Document Details" });
  await expect(details.getByRole("list", { name: "Versions" }).getByRole("listitem")).toHaveCount(1);
  await expect(details.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  await expect(details.getByLabel("New version file")).toHaveCount(0);
  await expect(details.getByRole("link", { name: "Download version 1.0" })).toBeVisible();
});
