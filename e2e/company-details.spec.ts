import sharp from "sharp";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn } from "./support/users.ts";
import { presentAsViewer } from "./support/viewer.ts";

/** Account Settings → Company details: what estimates and invoices print in their header. On a phone. */

const PHONE = { width: 375, height: 740 };

/** A wide, half-transparent logo: stored scaled down to 600×150, its transparency kept. */
const logo = () =>
  sharp({ create: { width: 1200, height: 300, channels: 4, background: { r: 37, g: 99, b: 235, alpha: 0.6 } } })
    .png()
    .toBuffer();

test("an admin fills in the company details and uploads a logo on a phone; both stay after a reload", async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const admin = await createVerifiedUser(request, { fullName: "Casey Company" });
  await request.dispose();
  await page.setViewportSize(PHONE);
  await signIn(page, admin);
  await page.goto("/dashboard/profile#company");

  const section = page.getByRole("region", { name: "Company details" });
  const address = section.getByLabel("Address");
  const phone = section.getByLabel("Phone");
  const email = section.getByLabel("Email");
  const website = section.getByLabel("Website");
  const image = section.getByRole("img", { name: "Company logo" });
  await expect(section.getByText("No logo yet")).toBeVisible();
  await expect(address).toHaveValue("");

  await address.fill("12 Main Street\nSpringfield, IL 62701");
  await phone.fill("+1 (555) 123-4567");
  await email.fill("office at example");
  await website.fill("www.casey-builds.example.com");
  await section.getByRole("button", { name: "Save company details" }).click();
  // Checked in the browser first: the message under the field, which gets focus; nothing typed is lost.
  await expect(section.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(email).toBeFocused();
  await expect(address).toHaveValue("12 Main Street\nSpringfield, IL 62701");

  await email.fill("office@casey-builds.example.com");
  await section.getByRole("button", { name: "Save company details" }).click();
  await expectToast(page, "Company details saved");

  await section
    .getByLabel("Company logo file")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logo() });
  await expectToast(page, "Logo uploaded");
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", /^\/api\/organization\/company\/logo\/[0-9a-f-]{36}\.png$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([600, 150]);
  await expect(section.getByRole("button", { name: "Replace logo" })).toBeVisible();

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, "the company details section", "#company");

  await page.reload();
  await expect(address).toHaveValue("12 Main Street\nSpringfield, IL 62701");
  await expect(phone).toHaveValue("+1 (555) 123-4567");
  await expect(email).toHaveValue("office@casey-builds.example.com");
  await expect(website).toHaveValue("www.casey-builds.example.com");
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);

  await section.getByRole("button", { name: "Remove logo" }).click();
  await expectToast(page, "Logo removed");
  await expect(image).toHaveCount(0);
  await expect(section.getByText("No logo yet")).toBeVisible();
});

test("someone who is not an admin sees the company details read-only", async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const user = await createVerifiedUser(request, { fullName: "Robin Reader" });
  await request.dispose();
  await signIn(page, user);
  const saved = await page.request.put("/api/organization/company", {
    data: { address: "1 Yard Lane", phone: "", email: "", website: "reader.example.com" },
  });
  expect(saved.status()).toBe(200);
  await presentAsViewer(page);
  await page.goto("/dashboard/profile#company");

  const section = page.getByRole("region", { name: "Company details" });
  await expect(section.getByLabel("Address")).toHaveValue("1 Yard Lane");
  await expect(section.getByLabel("Website")).toHaveValue("reader.example.com");
  for (const label of ["Address", "Phone", "Email", "Website"])
    await expect(section.getByLabel(label)).not.toBeEditable();
  await expect(section.getByText("Only an admin can change the company details.")).toBeVisible();
  await expect(section.getByRole("button")).toHaveCount(0);
});
