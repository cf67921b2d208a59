/** Choosing the interface language the way the app stores it (SPEC: browser storage key "language"). */
import type { BrowserContext, Page } from "@playwright/test";
import type { Locale } from "./catalog";

/**
 * Starts every page of the context in `locale`, as a returning visitor who chose it earlier.
 * Runs before the app's scripts on each navigation, so do not use it where a test checks what a
 * reload keeps: toggle the flag instead.
 */
export async function setLanguage(target: Page | BrowserContext, locale: Locale) {
  await target.addInitScript((value) => localStorage.setItem("language", value), locale);
}

/** The header's flag button (it names the language it switches to). */
export const languageToggle = (page: Page) => page.getByRole("banner").getByTestId("language-toggle");

export const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem("language"));

export const htmlLang = (page: Page) => page.locator("html");
