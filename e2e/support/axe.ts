/**
 * axe-core in the page: every violation of WCAG 2.x A and AA, and of WCAG 2.5.3 "label in name"
 * (axe's experimental `label-content-name-mismatch`, enabled here), with what and where.
 * Run as an evaluated script, not a <script> tag, so the page's CSP does not stop it.
 */
import axe from "axe-core";
import type { Page } from "@playwright/test";

export type AxeViolation = { id: string; help: string; nodes: string[] };

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      rules: { "label-content-name-mismatch": { enabled: true } },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
    }));
  });
}
