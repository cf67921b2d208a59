/**
 * Full-page screenshots of home, /clubs and an article, on a phone (390 px) and a desktop
 * (1280 px), in English and in Greek, saved under e2e/screenshots/ (git-ignored) for people to
 * look at. Each is taken once the page has its data: headings, images and fonts loaded, no
 * loading placeholders left.
 */
import type { Page } from "@playwright/test";
import { resolve } from "node:path";
import { LOCALES } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";
import type { Seed } from "./support/seed";

const DIR = resolve(import.meta.dirname, "screenshots");
const VIEWPORTS = [
  { name: "390", width: 390, height: 844 },
  { name: "1280", width: 1280, height: 800 },
];
const PAGES: { name: string; path: (seed: Seed) => string }[] = [
  { name: "home", path: () => "/" },
  { name: "clubs", path: () => "/clubs" },
  { name: "article", path: (seed) => `/news/${seed.article.slug}` },
];

/** Waits until what a visitor would see has arrived: no skeletons or spinners, every image decoded. */
async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-testid$="skeleton"]')).toHaveCount(0);
  // Lazy images below the fold load as the full-page capture needs them: load them all first.
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = "eager";
    await Promise.all(Array.from(document.images).map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
    await document.fonts.ready;
  });
}

for (const locale of LOCALES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${locale} at ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      test.beforeEach(async ({ context }) => setLanguage(context, locale));

      for (const shot of PAGES) {
        test(`${shot.name}`, async ({ page, seed }) => {
          await page.goto(shot.path(seed));
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          await settled(page);
          // Nothing wider than the screen: a phone must never scroll sideways.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          await page.screenshot({ path: `${DIR}/${shot.name}-${locale}-${viewport.name}.png`, fullPage: true, animations: "disabled" });
        });
      }
    });
  }
}
