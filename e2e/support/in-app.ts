import { expect, type Page } from "@playwright/test";

/**
 * Opens `path` the way an in-app link does, so the app (not the worker) draws it and asks the API
 * itself: the way to see a screen's loading and error states, which a page drawn on the server
 * with its data never shows. Starts from /search, one of the app's own screens (a public page the
 * worker drew runs only its islands, not the app), whose data no test here intercepts.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto("/search");
  await expect(page.locator("#root")).not.toHaveAttribute("data-server-page");
  await page.evaluate((target) => {
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}
