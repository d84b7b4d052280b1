import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** WCAG 2.0 and 2.1 A/AA: what the site's pages, the hub and the back office are held to. */
const WCAG21 = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** The editor is held to WCAG 2.2 AA as well (target sizes, focus not obscured). */
export const WCAG22 = [...WCAG21, "wcag22aa"];

interface Scan {
  /** Rule tags to run (default WCAG 2.1 A/AA). */
  tags?: string[];
  /** Only these rules instead of tags: what a division theme can change is its colours. */
  rules?: string[];
  /** Only this part of the page. */
  include?: string;
}

/**
 * axe on what `page` shows now; each violation is listed (rule, impact, help, the elements) as a
 * soft failure named `label`, so one run reports every screen.
 *
 * Legacy mode runs axe in the page and in each of its frames, where Playwright injects it. The
 * default also opens a blank page for every scan to merge the frames' results there, which
 * doubled a scan's time on 2 cores (ADR 0029).
 */
export async function expectNoAxeViolations(page: Page, label: string, scan: Scan = {}): Promise<void> {
  // Colours measured half-way through a transition (a card fading in) are neither state's: wait
  // for every finite animation to end (a loading shimmer that never ends is left running).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  let axe = new AxeBuilder({ page }).setLegacyMode(true);
  axe = scan.rules ? axe.withRules(scan.rules) : axe.withTags(scan.tags ?? WCAG21);
  if (scan.include) axe = axe.include(scan.include);
  const results = await axe.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect.soft(summary, `${label}: axe violations`).toEqual([]);
}
