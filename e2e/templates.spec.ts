import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { VALIDATION_ERROR } from "../src/web/lib/form-check.ts";
import { appUrl } from "./support/env.ts";
import { download } from "./support/download.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { presentAsViewer } from "./support/viewer.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { INVOICING_MSG } from "../src/modules/invoicing/invoicing.constants.ts";
import { pdfText } from "../src/server/testing/report-files.ts";

/**
 * Template Builder (spec: Template Builder; Save Template): a layout built from the built-in invoice, saved under
 * a new name as the default, loaded back after a reload, previewed as the real PDF, downloaded as JSON and
 * imported back (a name clash refused, a bad file refused, a renamed copy kept, then deleted); a viewer on a phone.
 */

let user: TestUser;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(request, { plan: "basic" });
  await request.dispose();
});

const savedList = (page: Page) => page.getByRole("list", { name: "Saved templates" });
/** A template's row in the list, by its name. */
const row = (page: Page, name: string) =>
  savedList(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: new RegExp(`^${name}\\b`) }) });
const pickButton = (page: Page, name: string) =>
  row(page, name).getByRole("button", { name: new RegExp(`^${name}\\b`) });
type PreviewBody = {
  kind: string;
  sections: { itemsTable: { id: string; label: string; enabled: boolean }[]; footer: { notes: boolean } };
};

const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test("build a template from the built-in invoice, save it as the default, load, preview, download and import it", async ({
  page,
}) => {
  const name = `Roofing ${randomUUID().slice(0, 6)}`;
  await signIn(page, user);
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Templates" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Template Builder");

  // The built-in templates come first, each the default of its type while none is chosen.
  await expect(savedList(page).getByRole("listitem")).toHaveCount(2);
  await expect(row(page, "Standard estimate")).toContainText("Built-in");
  await expect(row(page, "Standard invoice")).toContainText("Default");
  await expect(row(page, "Standard invoice").getByRole("button", { name: "Delete Standard invoice" })).toHaveCount(0);

  // Start from the built-in invoice and change it.
  await pickButton(page, "Standard invoice").click();
  await expectToast(page, INVOICING_MSG.templateLoaded);
  await expect(page.getByRole("heading", { level: 2, name: "Standard invoice (built-in)" })).toBeVisible();
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("invoice");
  const columns = group(page, "Items table columns");
  await expect(columns.getByRole("checkbox", { name: "Item" })).toBeDisabled();
  await columns.getByRole("checkbox", { name: "Tax" }).uncheck();
  await columns.getByLabel("Quantity column heading").fill("Qty");
  await columns.getByRole("button", { name: "Move Total column up" }).click();
  await expect(columns.getByRole("button", { name: "Move Total column up" })).toBeFocused();
  await expect(columns.getByRole("button", { name: "Move Tax column down" })).toBeDisabled();
  await group(page, "Footer").getByRole("checkbox", { name: "Notes" }).uncheck();
  // The built-in invoice is the default while none is chosen, so the switch starts on: the new one takes its place.
  const makeDefault = page.getByRole("switch", { name: "Make this the default for its type" });
  await expect(makeDefault).toBeChecked();
  await makeDefault.click();
  await expect(makeDefault).not.toBeChecked();
  await makeDefault.click();
  await expect(makeDefault).toBeChecked();

  // Save Template: the built-in one is never changed, so a new name is asked for.
  await page.getByRole("button", { name: "Save Template" }).click();
  const save = page.getByRole("dialog", { name: "Save Template" });
  await expect(save).toContainText("The built-in template cannot be changed");
  await expect(save.getByLabel("Template name")).toHaveValue("");
  await save.getByRole("button", { name: "Save Template" }).click();
  await expect(save.getByText(INVOICING_MSG.templateNameRequired)).toBeVisible();
  // Spec §5 and §8: the message is a toast too, titled Validation Error.
  await expectToast(page, VALIDATION_ERROR, INVOICING_MSG.templateNameRequired);
  await expect(save.getByLabel("Template name")).toHaveAttribute("aria-invalid", "true");
  await save.getByLabel("Template name").fill(name);
  await save.getByRole("button", { name: "Save Template" }).click();
  await expectToast(page, INVOICING_MSG.templateSaved);
  await expect(save).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: `Editing ${name}` })).toBeVisible();

  // After a reload: the new template is the invoices' default; choosing it loads what was saved.
  await page.reload();
  await expect(row(page, name)).toContainText("Default");
  await expect(row(page, "Standard invoice")).not.toContainText("Default");
  await pickButton(page, name).click();
  await expectToast(page, INVOICING_MSG.templateLoaded);
  await expect(page.getByLabel("Template name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("invoice");
  await expect(page.getByRole("switch", { name: "Make this the default for its type" })).toBeChecked();
  await expect(columns.getByRole("checkbox", { name: "Tax" })).not.toBeChecked();
  await expect(columns.getByRole("checkbox", { name: "Price" })).toBeChecked();
  await expect(columns.getByLabel("Quantity column heading")).toHaveValue("Qty");
  await expect(columns.getByRole("button", { name: "Move Tax column down" })).toBeDisabled();
  await expect(group(page, "Footer").getByRole("checkbox", { name: "Notes" })).not.toBeChecked();
  await expect(group(page, "Footer").getByRole("checkbox", { name: "Terms" })).toBeChecked();
  await expectNoSeriousViolations(page, "the template builder");

  // Saved again, it is changed in place; as a new template under the same name, the dialog says the name is taken.
  await page.getByRole("button", { name: "Save Template" }).click();
  await expect(save.getByLabel("Template name")).toHaveValue(name);
  await save.getByLabel("Save as a new template").check();
  await save.getByRole("button", { name: "Save Template" }).click();
  await expect(save.getByText(INVOICING_MSG.templateNameTaken)).toBeVisible();
  await expect(save.getByLabel("Template name")).toHaveAttribute("aria-invalid", "true");
  await save.getByLabel("Save as a new template").uncheck();
  await save.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, INVOICING_MSG.templateSaved);
  await expect(save).toBeHidden();
  await expect(savedList(page).getByRole("listitem")).toHaveCount(3);

  // Preview: the PDF the server draws for the form as it is, in a frame.
  const rendered = page.waitForResponse(
    (res) => res.url().endsWith("/api/invoicing/templates/preview") && res.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: `Preview: ${name}` });
  const answer = await rendered;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/pdf");
  const frame = preview.getByTitle("Template preview (PDF)");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("src", /^blob:/);
  // What was drawn is the form as it stands (unsaved changes included); the server's PDF for it has the new headings.
  const sent = answer.request().postDataJSON() as PreviewBody;
  expect(sent.kind).toBe("invoice");
  expect(sent.sections.itemsTable.map((c) => c.id)).toEqual(["item", "quantity", "unit", "price", "total", "tax"]);
  expect(sent.sections.itemsTable.find((c) => c.id === "tax")?.enabled).toBe(false);
  expect(sent.sections.footer.notes).toBe(false);
  const pdf = await page.request.post("/api/invoicing/templates/preview", { data: sent });
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  const text = await pdfText(await pdf.body());
  expect(text).toMatch(/Item\s+Qty\s+Unit\s+Price\s+Total\s+Site preparation/);
  await preview.getByRole("button", { name: "Close" }).click();
  await expect(preview).toBeHidden();

  // Download: the spec's saved shape, as a JSON file.
  const file = await download(page, row(page, name).getByRole("button", { name: `Download ${name}` }));
  await expectToast(page, INVOICING_MSG.templateDownloaded);
  expect(file.name).toMatch(/^template-roofing-[a-z0-9-]+\.json$/);
  const json = JSON.parse(file.body.toString("utf8")) as {
    templateName: string;
    templateType: string;
    sections: { itemsTable: { id: string; label: string; enabled: boolean }[]; footer: { notes: boolean } };
  };
  expect(json.templateName).toBe(name);
  expect(json.templateType).toBe("invoice");
  expect(json.sections.itemsTable.find((c) => c.id === "tax")?.enabled).toBe(false);
  expect(json.sections.footer.notes).toBe(false);

  // Import: the same file clashes with its own name; a file that is not a template is refused; a renamed copy is kept.
  const importInput = page.getByLabel("Import template");
  await importInput.setInputFiles({ name: file.name, mimeType: "application/json", buffer: file.body });
  await expectToast(page, "Template not imported", INVOICING_MSG.templateNameTaken);
  await importInput.setInputFiles({
    name: "notes.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"hello":"world"}'),
  });
  await expectToast(page, "Template not imported", INVOICING_MSG.templateFileInvalid);
  const copy = `${name} copy`;
  await importInput.setInputFiles({
    name: "copy.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ ...json, templateName: copy })),
  });
  await expectToast(page, INVOICING_MSG.templateImported);
  await expect(row(page, copy)).toBeVisible();
  await expect(row(page, copy)).not.toContainText("Default");

  // Delete the copy.
  await row(page, copy)
    .getByRole("button", { name: `Delete ${copy}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Template" });
  await expect(confirm).toContainText(`Are you sure you want to delete ${copy}?`);
  await confirm.getByRole("button", { name: "Delete Template" }).click();
  await expectToast(page, INVOICING_MSG.templateDeleted);
  await expect(row(page, copy)).toHaveCount(0);
});

test("on a phone, a viewer sees the templates and previews them, and cannot change, import or delete any", async ({
  page,
}) => {
  await presentAsViewer(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, user);
  await page.goto("/dashboard/templates");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Template Builder");
  await pickButton(page, "Standard estimate").click();
  await expectToast(page, INVOICING_MSG.templateLoaded);
  await expect(page.getByLabel("Template name", { exact: true })).toBeDisabled();
  await expect(group(page, "Header").getByRole("checkbox", { name: "Company logo" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save Template" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Import template" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page, "the template builder on a phone");

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: "Preview: Standard estimate" });
  await expect(preview.getByTitle("Template preview (PDF)")).toHaveAttribute("src", /^blob:/);
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
});
