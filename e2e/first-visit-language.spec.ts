/**
 * The first visit follows the browser (issue 21, point 7): a Greek browser that has chosen
 * nothing yet (no `?lang`, no language cookie, no browser storage) gets Greek, in the page the
 * worker draws and in the app that takes it over. A language chosen with the toggle wins from
 * then on, and a page drawn in the chosen language stays in it after hydration.
 */
import type { Page, Response } from "@playwright/test";
import { greek, type Locale } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { languageToggle, storedLanguage } from "./support/language";

// The worker's drawn page is what is checked: no service worker answers a navigation with its shell.
test.use({ serviceWorkers: "block" });

const CLUBS_HEADING: Record<Locale, string> = { en: "Clubs", el: greek("Clubs") };

/** The language and heading of the page as the worker drew it, before any script ran. */
async function expectDrawnIn(response: Response | null, locale: Locale) {
  const html = (await response?.text()) ?? "";
  expect(/<html lang="(\w+)"/.exec(html)?.[1]).toBe(locale);
  expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(CLUBS_HEADING[locale]);
}

/** The app has taken over the drawn page (web/app/app.tsx removes the marker) and shows `locale`. */
async function expectAppIn(page: Page, locale: Locale) {
  await expect(page.locator("#root")).not.toHaveAttribute("data-server-page", { timeout: 15_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CLUBS_HEADING[locale]);
}

test.describe("a Greek browser", () => {
  test.use({ locale: "el-GR" });

  test("its first visit is Greek, drawn and after hydration", async ({ page }) => {
    await expectDrawnIn(await page.goto("/clubs"), "el");
    await expectAppIn(page, "el");
    // It stays Greek on the next page, still with nothing chosen.
    await expectDrawnIn(await page.reload(), "el");
    await expectAppIn(page, "el");
  });

  test("English chosen with the toggle sticks over reloads", async ({ page }) => {
    await page.goto("/clubs");
    await expectAppIn(page, "el");
    await languageToggle(page).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await storedLanguage(page)).toBe("en");
    for (let reload = 0; reload < 2; reload++) {
      await expectDrawnIn(await page.reload(), "en");
      await expectAppIn(page, "en");
    }
    // The cookie alone (storage cleared) keeps the choice too.
    await page.evaluate(() => localStorage.clear());
    await expectDrawnIn(await page.reload(), "en");
    await expectAppIn(page, "en");
  });
});

test.describe("an English browser", () => {
  test.use({ locale: "en-US" });

  test("its first visit is English", async ({ page }) => {
    await expectDrawnIn(await page.goto("/clubs"), "en");
    await expectAppIn(page, "en");
  });

  test("with a Greek language cookie and no saved storage, the page is drawn in Greek and stays Greek", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "language", value: "el", url: baseURL! }]);
    await expectDrawnIn(await page.goto("/clubs"), "el");
    await expectAppIn(page, "el");
    expect(await storedLanguage(page)).not.toBe("en");
  });
});
