/**
 * The language choice (SPEC section 1): English by default, the header's flag button switches,
 * the choice is kept in browser storage under "language", sets `<html lang>`, and survives a
 * reload. Dates follow the language too (Intl, Europe/Athens).
 */
import type { Page } from "@playwright/test";
import { GREEK, greek, inLocale, type Locale } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { languageToggle, setLanguage, storedLanguage } from "./support/language";

test.use({ serviceWorkers: "block" });

async function expectLanguage(page: Page, locale: Locale) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  const nav = page.getByRole("banner").getByRole("navigation", { name: inLocale(locale, "Main") });
  await expect(nav.getByRole("link", { name: inLocale(locale, "News"), exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: inLocale(locale, "Home"), exact: true })).toBeVisible();
}

test("a first visit is in English", async ({ page }) => {
  await page.goto("/");
  await expectLanguage(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(GREEK);
  // Nothing stored, or the default remembered.
  expect([null, "en"]).toContain(await storedLanguage(page));
  // The toggle offers the other language, named in that language.
  await expect(languageToggle(page)).toHaveAccessibleName("EL Ελληνικά");
});

test("the flag switches to Greek, and the choice survives a reload and a new visit", async ({ page }) => {
  await page.goto("/clubs");
  await expectLanguage(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clubs");

  await languageToggle(page).click();
  await expectLanguage(page, "el");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greek("Clubs"));
  expect(await storedLanguage(page)).toBe("el");
  await expect(languageToggle(page)).toHaveAccessibleName("EN English");

  await page.reload();
  await expectLanguage(page, "el");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greek("Clubs"));

  // Another page opened from its address, as from a bookmark.
  await page.goto("/about");
  await expectLanguage(page, "el");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(GREEK);

  await languageToggle(page).click();
  await expectLanguage(page, "en");
  expect(await storedLanguage(page)).toBe("en");
  await page.reload();
  await expectLanguage(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About the federation");
});

test("on a phone the flag sits in the drawer and switches the language too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/news");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByTestId("language-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greek("News"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  expect(await storedLanguage(page)).toBe("el");
});

test("a stored value that is not a language falls back to English", async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem("language", "fr"));
  await page.goto("/");
  await expectLanguage(page, "en");
});

test("a match's date is written in each language with Intl", async ({ page, context, seed }) => {
  const { match } = seed;
  // The match page writes its calendar date in full: "Monday 23 November 2026", "Δευτέρα 23 Νοεμβρίου 2026".
  const longDate = (locale: string) =>
    new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${match.date}T12:00:00Z`));
  const date = page.getByRole("main").locator(`time[datetime="${match.date}"]`).first();

  await page.goto(`/matches/${match.id}`);
  await expect(date).toHaveText(longDate("en-GB"));

  await setLanguage(context, "el");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await expect(date).toHaveText(longDate("el-GR"));
  await expect(date).toHaveText(GREEK);
});

test("strings that come with their screen switch language too, and arrive with it in the other language", async ({ page }) => {
  // The about page's own strings load with it (the page registry, schema/pages.ts), not at start.
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About the federation");
  await languageToggle(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inLocale("el", "About the federation"));
  // In Greek from the start, then to pages whose strings were not loaded yet.
  await page.getByRole("banner").getByRole("link", { name: inLocale("el", "Rugby Union"), exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inLocale("el", "Rugby Union"));
  await page.getByRole("banner").getByRole("link", { name: inLocale("el", "Academy"), exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inLocale("el", "U16 Rugby Academy"));
  await languageToggle(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("U16 Rugby Academy");
});
