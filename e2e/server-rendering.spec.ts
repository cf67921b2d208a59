/**
 * Public pages arrive drawn by the worker with their data (worker/modules/pages/pages.ts, web/entry-server.tsx),
 * readable before any script runs, and React hydrates them in place (web/main.tsx).
 */
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { PUBLIC_ROUTES, resolvePath } from "./support/routes";

/** The pages the worker draws (wrangler.jsonc, run_worker_first); sign-in pages are the app's alone. */
const SERVER_DRAWN = PUBLIC_ROUTES.filter((route) => !/login|registration/.test(route.name));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of SERVER_DRAWN) {
    test(`${route.name} is readable as the server sends it`, async ({ page, seed }) => {
      await page.goto(resolvePath(route, seed));
      const heading = typeof route.heading === "string" ? route.heading : route.heading(seed);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("the clubs list comes with every club, linked", async ({ page, request }) => {
    // Counted now, not from the worker's seed snapshot: other tests approve new clubs meanwhile.
    const clubs = (await (await request.get("/api/clubs")).json()) as unknown[];
    await page.goto("/clubs");
    await expect(page.locator("main ul li")).toHaveCount(clubs.length);
    await expect(page.locator("main ul li").first().getByRole("link").first()).toHaveAttribute("href", /^\/clubs\/\d+$/);
    await expect(page).toHaveTitle("Clubs | Rugby Hellas");
  });

  test("a visitor who chose Greek gets the page in Greek", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "language", value: "el", url: baseURL! }]);
    await page.goto("/clubs");
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Σύλλογοι");
  });
});

/** Holds the app's entry script until `release()`, so a test can look at the page as the server sent it. */
async function holdApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

const appRunning = (page: Page) => expect(page.locator("#root")).not.toHaveAttribute("data-server-page");

test("React hydrates the page in place: the same elements, no loading state in between", async ({ page }) => {
  const release = await holdApp(page);
  await page.goto("/clubs", { waitUntil: "commit" });
  await expect(page.locator("#root")).toHaveAttribute("data-server-page", "/clubs");
  await page.evaluate(() => {
    const w = window as unknown as { serverHeading: Element | null; skeletons: number };
    w.serverHeading = document.querySelector("main h1");
    w.skeletons = 0;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of Array.from(change.addedNodes)) {
          if (node instanceof Element && (node.matches("[data-testid=club-card-skeleton]") || node.querySelector("[data-testid=club-card-skeleton]"))) w.skeletons++;
        }
      }
    }).observe(document.body, { subtree: true, childList: true });
  });
  release();
  await appRunning(page);
  const kept = await page.evaluate(() => {
    const w = window as unknown as { serverHeading: Element | null; skeletons: number };
    return { sameHeading: w.serverHeading === document.querySelector("main h1"), skeletons: w.skeletons };
  });
  expect(kept).toEqual({ sameHeading: true, skeletons: 0 });
  // The app works on it: its language toggle switches the page.
  await page.getByRole("banner").getByTestId("language-toggle").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Σύλλογοι");
});

test("a tap on a button before the app runs waits for it instead of being lost", async ({ page }) => {
  const release = await holdApp(page);
  await page.goto("/academy", { waitUntil: "commit" });
  const register = page.getByRole("main").getByRole("button", { name: "Register your child" }).first();
  await expect(register).toBeVisible();
  const click = register.click();
  // Links work at once; buttons take no taps until the app has the page.
  await expect(page.locator("#root")).toHaveAttribute("data-server-page", "/academy");
  release();
  await click;
  await expect(page.getByRole("dialog")).toBeVisible();
});
