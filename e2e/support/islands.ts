/**
 * A public page the worker drew runs only its islands (web/islands/start.tsx). Each hydrates when
 * seen or touched; a test that needs them all running wakes them (a focus inside each, as a
 * keyboard user's would) and waits until React runs every one. The signed-in parts (who is signed
 * in) run only for a signed-in visitor: drawn signed out, they are plain links.
 */
import { expect, type Page } from "@playwright/test";

export async function islandsStarted(page: Page, { signedIn = false }: { signedIn?: boolean } = {}) {
  await expect(page.locator("#root")).not.toHaveAttribute("data-server-page", { timeout: 15_000 });
  await page.evaluate(() => {
    document.querySelectorAll("[data-island]").forEach((island) => island.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
  });
  const waiting = signedIn ? "[data-island]:not([data-hydrated])" : '[data-island]:not([data-hydrate="session"]):not([data-hydrated])';
  await expect(page.locator(waiting)).toHaveCount(0, { timeout: 15_000 });
}
