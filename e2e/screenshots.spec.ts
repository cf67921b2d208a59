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

// The service worker is the PWA specs' subject; it changes nothing on screen.
test.use({ serviceWorkers: "block" });

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

/** Waits until what a visitor would see has arrived: data loaded, no placeholders, every image and font in. */
async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"], [data-testid$="skeleton"]')).toHaveCount(0);
  // Lazy images below the fold would still be empty in a full-page capture: load them all now.
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = "eager";
  });
  await expect.poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete))).toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
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
