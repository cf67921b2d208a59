/**
 * A 360 px phone (the narrowest the issue names) never has to scroll sideways: every public page,
 * in English and in Greek (whose words run longer), fits the screen once its data has arrived.
 */
import { LOCALES } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";
import { PUBLIC_ROUTES, resolvePath } from "./support/routes";

test.use({ serviceWorkers: "block", viewport: { width: 360, height: 740 } });

for (const locale of LOCALES) {
  test(`every public page fits a 360 px screen (${locale})`, async ({ page, context, seed }) => {
    // Some thirty pages, each to its network's rest: on a busy machine that is more than a minute.
    test.setTimeout(150_000);
    await setLanguage(context, locale);
    for (const route of PUBLIC_ROUTES) {
      const path = resolvePath(route, seed);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360);
    }
  });
}
