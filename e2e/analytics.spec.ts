import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn } from "./support/users.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { ANALYTICS_MSG } from "../src/modules/analytics/analytics.constants.ts";
import { addDays } from "../src/shared/calendar.ts";
import { pdfText, xlsxSheets } from "../src/server/testing/report-files.ts";

/**
 * Analytics (spec §2, issue 17) on a small organization worked out by hand: the cards from its projects and
 * payments, a chart and its table, Filter Analytics kept in the address, Customize Dashboard kept after a reload,
 * and the export in the three formats with the screen's figures in them.
 *
 * North: budget $10,000, 50 % done; South: budget $30,000, 20 % done. Payments today: $4,000 (North, Materials),
 * $8,000 (South, Labor). Project Progress = (50 × 10,000 + 20 × 30,000) / 40,000 = 27.5 → 28 %; Budget
 * Utilization = 12,000 / 40,000 = 30 %.
 */

const card = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Key figures" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });

test("the cards and sections from the organization's records; filter, customize and export", async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const id = randomUUID().slice(0, 6);
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const owner = await createVerifiedUser(request, { plan: "professional" });
  await request.dispose();
  await signIn(page, owner);
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  const project = async (name: string, budget: string, progress: number) => {
    const res = await page.request.post("/api/projects", {
      data: {
        name,
        startDate: addDays(today, -9),
        endDate: addDays(today, 10),
        budget,
        progress,
        status: "In Progress",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const north = await project(`North ${id}`, "10000", 50);
  const south = await project(`South ${id}`, "30000", 20);
  for (const [projectId, category, amount] of [
    [north, "Materials", "4000"],
    [south, "Labor", "8000"],
  ] as const) {
    const res = await page.request.post("/api/finance/transactions", {
      data: {
        type: "Payment",
        category,
        amount,
        date: today,
        vendor: `Vendor ${id}`,
        description: "Analytics journey",
        projectId,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Analytics Dashboard");
  await expect(card(page, "Project Progress")).toContainText("28%");
  await expect(card(page, "Budget Utilization")).toContainText("30%");
  await expect(card(page, "Budget Utilization")).toContainText("$12,000.00 of $40,000.00");
  await expect(card(page, "Quality Score")).toContainText("—");

  // A chart's figures as a table; the project links to its page.
  const performance = page.getByRole("region", { name: "Project Performance" });
  await performance.getByRole("button", { name: "Table" }).click();
  const north_row = performance
    .getByRole("table", { name: "Project performance" })
    .getByRole("row", { name: new RegExp(`North ${id}`) });
  await expect(north_row).toContainText("50%");
  await expect(north_row).toContainText("$4,000.00");
  const costs = page.getByRole("region", { name: "Cost Analysis" });
  await expect(costs).toContainText("$12,000.00");
  await expectNoSeriousViolations(page, "the analytics dashboard");

  // Filter Analytics: one project, 7 days; kept in the address.
  await page.getByRole("button", { name: "Filter" }).click();
  const filter = page.getByRole("dialog", { name: "Filter Analytics" });
  await filter.getByLabel("Time period").selectOption("7days");
  await filter.getByRole("checkbox", { name: `South ${id}` }).check();
  await filter.getByRole("button", { name: "Apply Filters" }).click();
  await expectToast(page, ANALYTICS_MSG.filtersApplied);
  await expect(page).toHaveURL(/period=7days/);
  await expect(page).toHaveURL(new RegExp(`projects=${south}`));
  await expect(card(page, "Project Progress")).toContainText("20%");
  await expect(card(page, "Budget Utilization")).toContainText("$8,000.00 of $30,000.00");

  // Customize Dashboard: list layout without Risk Assessment, kept after a reload.
  await page.getByRole("button", { name: "Customize" }).click();
  const customize = page.getByRole("dialog", { name: "Customize Dashboard" });
  await customize.getByLabel("Auto refresh").selectOption("15");
  await customize.getByLabel("Layout").selectOption("list");
  await customize.getByRole("checkbox", { name: "Risk Assessment" }).uncheck();
  await customize.getByRole("button", { name: "Save" }).click();
  await expectToast(page, ANALYTICS_MSG.customizationSaved);
  await page.reload();
  await expect(page.getByRole("region", { name: "Project Performance" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Risk Assessment" })).toHaveCount(0);

  // Export: the same figures in each format.
  for (const [format, extension] of [
    ["CSV", "csv"],
    ["Excel (XLSX)", "xlsx"],
    ["PDF", "pdf"],
  ] as const) {
    await page.getByRole("button", { name: "Export" }).click();
    const exportDialog = page.getByRole("dialog", { name: "Export Analytics Report" });
    await exportDialog.getByRole("radio", { name: format }).check();
    const downloading = page.waitForEvent("download");
    await exportDialog.getByRole("button", { name: "Export" }).click();
    const download = await downloading;
    await expectToast(page, ANALYTICS_MSG.exported);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^analytics-report-\\d{4}-\\d{2}-\\d{2}-to-${today}\\.${extension}$`),
    );
    const bytes = fs.readFileSync(await download.path());
    const text =
      extension === "csv"
        ? bytes.toString("utf8")
        : extension === "xlsx"
          ? JSON.stringify(xlsxSheets(bytes))
          : await pdfText(bytes);
    expect(text).toContain(`South ${id}`);
    expect(text).not.toContain(`North ${id}`);
    expect(text.replace(/\s+/g, " ")).toMatch(/8,000\.00|8000/);
  }
});
