import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { appReady, expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";

/** Account Settings (spec): the profile photo. */

async function newSignedInUser(page: Page, playwright: PlaywrightWorkerArgs["playwright"]): Promise<TestUser> {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const user = await createVerifiedUser(request, { fullName: "Avery Photo" });
  await request.dispose();
  await signIn(page, user);
  return user;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

test("the profile photo: upload (resized on the server, shown in the user menu), refusals, remove", async ({
  page,
  playwright,
}) => {
  await newSignedInUser(page, playwright);
  await page.goto("/dashboard/profile");
  // A file chosen on the drawn page, before the app has taken it over, would reach no handler.
  await appReady(page);
  const profile = page.getByRole("region", { name: "Profile" });
  const fileInput = profile.getByLabel("Profile photo file");
  const photo = profile.getByRole("img", { name: "Your profile photo" });
  // The shell's user menu shows the session's photo (a decorative image beside the name).
  const menuPhoto = page.locator('img[src^="/api/avatars/"][alt=""]');
  const uploads: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/profile/avatar") && r.method() === "PUT") uploads.push(r.url());
  });

  await expect(profile.getByText("AP", { exact: true })).toBeVisible();
  await expect(profile.getByRole("button", { name: "Remove" })).toHaveCount(0);

  // Refused in the browser before any upload: wrong type, too large.
  await fileInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expectToast(page, "Error Updating Profile", "Please choose a JPEG, PNG, WebP or GIF image.");
  await fileInput.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expectToast(page, "Error Updating Profile", "The image is too large. Choose one of at most 5 MB.");
  expect(uploads).toEqual([]);
  // A text file renamed .png passes the browser's check; the server reads its content and refuses it.
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/profile/avatar") && r.request().method() === "PUT");
  await fileInput.setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("I am not a picture at all"),
  });
  expect((await answer).status()).toBe(400);
  await expectToast(page, "Error Updating Profile", "Please choose a JPEG, PNG, WebP or GIF image.");
  await expect(photo).toHaveCount(0);

  // A real PNG: stored as a 256×256 WebP, shown here and in the shell's user menu.
  await fileInput.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png(800, 500) });
  await expectToast(page, "Profile Updated", "Your profile has been successfully updated.");
  await expect(photo).toBeVisible();
  const src = await photo.getAttribute("src");
  expect(src).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.webp$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([256, 256]);
  await expect(menuPhoto).toHaveAttribute("src", src ?? "");

  // Replacing it gives a new address (cached for good) and the old one is gone.
  await fileInput.setInputFiles({ name: "me2.png", mimeType: "image/png", buffer: await png(300, 300) });
  await expect(photo).not.toHaveAttribute("src", src ?? "");
  const newSrc = await photo.getAttribute("src");
  await expect(menuPhoto).toHaveAttribute("src", newSrc ?? "");
  expect((await page.request.get(src ?? "")).status()).toBe(404);
  expect((await page.request.get(newSrc ?? "")).headers()["content-type"]).toBe("image/webp");

  const results = await new AxeBuilder({ page }).include('[aria-labelledby="profile-heading"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  await profile.getByRole("button", { name: "Remove" }).click();
  await expectToast(page, "Profile Updated", "Your photo has been removed.");
  await expect(photo).toHaveCount(0);
  await expect(menuPhoto).toHaveCount(0);
  await expect(profile.getByText("AP", { exact: true })).toBeVisible();
  expect((await page.request.get(newSrc ?? "")).status()).toBe(404);

  await page.reload();
  await expect(
    page.getByRole("region", { name: "Profile" }).getByRole("button", { name: "Upload photo" }),
  ).toBeVisible();
  await expect(photo).toHaveCount(0);
});
