import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn } from "./support/users.ts";
import { AI_MSG } from "../src/modules/ai/ai.constants.ts";
import { addDays } from "../src/shared/calendar.ts";

/**
 * The AI Assistant (spec §2, issue 17) on an Enterprise organization seeded through the API, its figures worked
 * out by hand:
 * - North: budget $10,000, 50 % done; South: budget $30,000, 20 % done. Payments today: $4,000 (North,
 *   Materials), $8,000 (South, Labor). Progress (50 × 10,000 + 20 × 30,000) / 40,000 = 27.5 → 28 %; budget used
 *   12,000 / 40,000 = 30 %.
 * - North's tasks: Dig (10 to 6 days ago, 5 days, done) → Pour (5 to 2 days ago, 4 days, 20 %, Sam): the critical
 *   path is 9 days, Pour is late (the one risk).
 */

/** The assistant's last message (the log's items hold lists of their own: the records). */
const lastAnswer = (page: Page) =>
  page
    .getByRole("log", { name: "Conversation" })
    .getByRole("listitem")
    .filter({ has: page.getByText("Assistant:", { exact: true }) })
    .last();

async function runCommand(page: Page, label: string, figure: { term: string; value: string }) {
  await page.getByRole("button", { name: new RegExp(`^${label}`) }).click();
  const answer = lastAnswer(page);
  await expect(answer.getByRole("term").filter({ hasText: figure.term }).first()).toBeVisible();
  await expect(answer).toContainText(figure.value);
  await expect(page.getByRole("button", { name: "Send" })).not.toHaveAttribute("aria-busy", "true");
}

test("the quick commands, a free-text question, the history and the settings", async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const id = randomUUID().slice(0, 6);
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const owner = await createVerifiedUser(request, { plan: "enterprise" });
  await request.dispose();
  await signIn(page, owner);
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const north = await post("/api/projects", {
    name: `North ${id}`,
    startDate: addDays(today, -20),
    endDate: addDays(today, 20),
    budget: "10000",
    progress: 50,
    status: "In Progress",
  });
  const south = await post("/api/projects", {
    name: `South ${id}`,
    startDate: addDays(today, -20),
    endDate: addDays(today, 20),
    budget: "30000",
    progress: 20,
    status: "In Progress",
  });
  await post("/api/finance/transactions", {
    type: "Payment",
    category: "Materials",
    amount: "4000",
    date: today,
    vendor: "Vendor",
    description: "Concrete",
    projectId: north,
  });
  await post("/api/finance/transactions", {
    type: "Payment",
    category: "Labor",
    amount: "8000",
    date: today,
    vendor: "Crew",
    description: "Week",
    projectId: south,
  });
  const dig = await post("/api/gantt/tasks", {
    name: `Dig ${id}`,
    startDate: addDays(today, -10),
    endDate: addDays(today, -6),
    progress: 100,
    projectId: north,
  });
  await post("/api/gantt/tasks", {
    name: `Pour ${id}`,
    startDate: addDays(today, -5),
    endDate: addDays(today, -2),
    progress: 20,
    assignee: "Sam",
    dependencies: [dig],
    projectId: north,
  });

  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "AI Assistant" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Assistant");

  await runCommand(page, "Analyze Costs", { term: "Spent, last 30 days", value: "$12,000.00" });
  await expect(page).toHaveURL(/[?&]c=/);
  await runCommand(page, "Timeline Analysis", { term: `Critical path · North ${id}`, value: "9 days (2 tasks)" });
  await expect(lastAnswer(page)).toContainText(`Dig ${id} → Pour ${id}`);
  await runCommand(page, "Assess Risks", { term: "Risks found", value: "1" });
  await runCommand(page, "Optimize Resources", { term: "Open tasks: Sam", value: "1 (1 late)" });
  await runCommand(page, "Analyze Equipment", { term: "Inventory items", value: "0" });
  await runCommand(page, "Performance Metrics", {
    term: "Budget utilization",
    value: "30% ($12,000.00 of $40,000.00)",
  });
  await expect(lastAnswer(page)).toContainText("28% of 2 projects");

  // A free-text question: searched, its record linked; Enter sends; a blank message is not sent.
  const box = page.getByLabel("Message");
  await box.fill("   ");
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await box.fill(`How is North ${id} doing?`);
  await box.press("Enter");
  await expect(lastAnswer(page)).toContainText("I searched your projects");
  await expect(
    lastAnswer(page)
      .getByRole("list", { name: "Records" })
      .getByRole("link", { name: `North ${id}` }),
  ).toBeVisible();
  await expect(box).toHaveValue("");

  // View History: the conversation (titled by its first message) reopens after a new chat.
  await page.getByRole("button", { name: "New Chat" }).click();
  await expect(page.getByRole("log", { name: "Conversation" })).toContainText(
    "Ask a question, or pick a quick command.",
  );
  await page.getByRole("button", { name: "View History" }).click();
  const history = page.getByRole("dialog", { name: "Chat History" });
  await history
    .getByRole("list", { name: "Conversations" })
    .getByRole("button", { name: /^\/analyze-costs/ })
    .click();
  await expect(history).toBeHidden();
  const log = page.getByRole("log", { name: "Conversation" });
  await expect(log).toContainText("/performance-metrics");
  await expect(log).toContainText(`How is North ${id} doing?`);
  // Six commands and a question, each answered.
  await expect(log.getByText("You said:", { exact: true })).toHaveCount(7);
  await expect(log.getByText("Assistant:", { exact: true })).toHaveCount(7);

  // Settings: saved.
  await page.getByRole("button", { name: "Settings" }).click();
  const settings = page.getByRole("dialog", { name: "Assistant Settings" });
  await settings.getByLabel("Answer detail").selectOption("brief");
  await settings.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, AI_MSG.settingsSaved);
  const saved = await page.request.get("/api/ai/settings");
  expect(await saved.json()).toMatchObject({ detail: "brief" });
});
