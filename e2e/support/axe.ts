import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

/**
 * Runs axe (WCAG 2.1 A/AA) on the page as it is now, or on `include` only; fails listing every serious or
 * critical violation, one line per element.
 */
export async function expectNoSeriousViolations(page: Page, context: string, include?: string): Promise<void> {
  // Colours are judged at rest: a toast fading in is half transparent for a moment. (Endless animations,
  // such as loading skeletons, are not waited for.)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const report = blocking
    .map((v) => {
      const nodes = v.nodes.map(
        (n) => `    - ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`,
      );
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join("\n")}`;
    })
    .join("\n");
  expect(
    blocking.map((v) => v.id),
    `axe found serious or critical violations on ${context}:\n${report}`,
  ).toEqual([]);
}
