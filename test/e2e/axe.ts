import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * axe's WCAG 2.0 and 2.1 A/AA rules on what `page` shows now; each violation is listed (rule,
 * impact, help, the elements) as a soft failure named `label`, so one run reports every screen.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect.soft(summary, `${label}: axe violations`).toEqual([]);
}
