/**
 * React hydrates every island of every page the worker drew without a mismatch (web/islands): in
 * both languages, for a visitor, a signed-in club and a signed-in player, in another time zone, and
 * with a browser clock on the other side of midnight in Athens from the moment the page was drawn.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { CLUB } from "./pwa-helpers";
import { LOCALES } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { islandsStarted } from "./support/islands";
import { setLanguage } from "./support/language";
import { PUBLIC_ROUTES, resolvePath } from "./support/routes";

const PLAYER = { email: "player@rugbyhellas.gr", password: "PlayerDemo2026!" };

/** The routes the worker draws: every public page, the unknown address (its 404 card) included. */
const DRAWN = PUBLIC_ROUTES.filter((route) => !/login|registration/.test(route.name));

const ACCOUNTS: Record<string, (request: APIRequestContext) => Promise<unknown>> = {
  visitor: async () => undefined,
  club: (request) => request.post("/api/auth/login", { data: CLUB }),
  player: (request) => request.post("/api/users/login", { data: PLAYER }),
};

/** Counts what React reports of a hydration: recoverable errors (web/islands/start.tsx logs them) and mismatch warnings. */
function countHydrationProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/hydrat|React recovered|Minified React error #4(18|19|20|21|23|25)/i.test(text)) problems.push(`${page.url()}: ${text}`);
  });
  return problems;
}

/** Every island of the page runs (the signed-in parts too, for a signed-in visitor). */
const hydrated = (page: Page, signedIn = false) => islandsStarted(page, { signedIn });

test.use({ timezoneId: "America/New_York" });

for (const [account, signIn] of Object.entries(ACCOUNTS)) {
  for (const locale of LOCALES) {
    test(`every drawn page hydrates without a mismatch: ${account}, ${locale}, browser in New York`, async ({ page, context, seed }) => {
      test.setTimeout(120_000);
      await signIn(page.request);
      await setLanguage(context, locale);
      const problems = countHydrationProblems(page);
      for (const route of DRAWN) {
        const path = resolvePath(route, seed);
        await page.goto(path);
        await hydrated(page, account !== "visitor");
      }
      expect(problems).toEqual([]);
    });
  }
}

test("a page drawn before midnight in Athens hydrates in a browser whose clock reads the next day", async ({ page, seed }) => {
  // The browser's clock says a day later than the server's: "now" while hydrating is the server's.
  await page.clock.install({ time: Date.now() + 24 * 60 * 60 * 1000 });
  const problems = countHydrationProblems(page);
  for (const path of ["/", "/fixtures", `/matches/${seed.match.id}`, "/clubs/1"]) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(problems).toEqual([]);
});

test("the app asks the API for none of the data the page was drawn with", async ({ page }) => {
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && !/\/me$/.test(url.pathname)) apiCalls.push(url.pathname);
  });
  await page.goto("/clubs");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(apiCalls).toEqual([]);
});

test("a drawn \"not found\" page for a record that does not exist hydrates as drawn, with status 404", async ({ page }) => {
  const problems = countHydrationProblems(page);
  for (const path of ["/clubs/999999", "/news/no-such-article", "/matches/999999", "/competitions/no-such-competition"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await hydrated(page);
    // The card the server drew stays: no skeleton replaced it while the app asked again.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
