import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { createVerifiedUser, signIn } from "./support/users.ts";
import { presentAsViewer } from "./support/viewer.ts";

/**
 * Personal API tokens (decision 0033), on a phone: an admin makes one in Account Settings, copies it from the
 * dialog that shows it once, a script uses it on /api/v1 (and nowhere else), the admin revokes it, and the
 * script is refused.
 */
test("an admin creates an API token, a script reads /api/v1/projects with it, the admin revokes it and the script gets 401", async ({
  page,
  context,
  playwright,
}) => {
  const setup = await playwright.request.newContext({ baseURL: appUrl() });
  const admin = await createVerifiedUser(setup, { fullName: "Tia Token" });
  await setup.dispose();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: appUrl() });
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, admin);
  await page.request.post("/api/projects", {
    data: { name: "Token Tower", startDate: "2026-03-01", endDate: "2026-09-30" },
  });

  await page.goto("/dashboard/profile");
  const section = page.getByRole("region", { name: "API Tokens" });
  await expect(section.getByText("No API tokens yet.")).toBeVisible();
  await section.getByRole("button", { name: "Create Token" }).click();
  const dialog = page.getByRole("dialog", { name: "Create API Token" });
  await dialog.getByRole("button", { name: "Create Token" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a name for the token.");
  await dialog.getByLabel("Name").fill("Reporting script");
  await dialog.getByLabel("Access").selectOption("read");
  await dialog.getByLabel("Expires after").selectOption("30");
  await dialog.getByRole("button", { name: "Create Token" }).click();

  // Shown once, with a Copy button.
  const shown = page.getByRole("dialog", { name: "Copy Your Token" });
  await expect(shown.getByText("This is the only time the token is shown.", { exact: false })).toBeVisible();
  const field = shown.getByRole("textbox", { name: /Reporting script/ });
  const token = await field.inputValue();
  expect(token).toMatch(/^bo_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole("button", { name: "Copy token" }).click();
  await expect(shown.getByRole("button", { name: "Token copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectNoSeriousViolations(page, "the API token dialog at 375 px", '[role="dialog"]');
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();

  // The list shows its name, access and first characters only.
  const row = section.getByRole("listitem").filter({ hasText: "Reporting script" });
  await expect(row.getByText("Read only")).toBeVisible();
  await expect(row.getByText(`${token.slice(0, 11)}…`)).toBeVisible();
  await expect(section.getByText(token)).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  // A script (no cookies) uses it on /api/v1, and only there.
  const script = await playwright.request.newContext({ baseURL: appUrl() });
  const auth = { Authorization: `Bearer ${token}` };
  const list = await script.get("/api/v1/projects", { headers: auth });
  expect(list.status(), await list.text()).toBe(200);
  expect(((await list.json()) as { data: { name: string }[] }).data.map((p) => p.name)).toEqual(["Token Tower"]);
  expect((await script.get("/api/projects", { headers: auth })).status()).toBe(401);

  // Revoked with a confirmation; the script is refused at once.
  await row.getByRole("button", { name: "Revoke Reporting script" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke API Token" });
  await expect(confirm).toContainText('Revoke "Reporting script"?');
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expectToast(page, "Token revoked");
  await expect(section.getByText("No API tokens yet.")).toBeVisible();
  const refused = await script.get("/api/v1/projects", { headers: auth });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("UNAUTHORIZED");
  await script.dispose();
});

test("members and viewers do not see the API Tokens section", async ({ page, playwright }) => {
  const setup = await playwright.request.newContext({ baseURL: appUrl() });
  const user = await createVerifiedUser(setup);
  await setup.dispose();
  await signIn(page, user);
  await presentAsViewer(page);
  await page.goto("/dashboard/profile");
  await expect(page.getByRole("region", { name: "Team Management" })).toBeVisible();
  await expect(page.getByRole("region", { name: "API Tokens" })).toHaveCount(0);
});
