/**
 * A public page the worker drew runs only its islands (web/islands): none of the SPA's code
 * arrives (no screen, no TanStack Form, no dashboard), its islands work (the phone's menu, the
 * language toggle, who is signed in), and its links are full page loads.
 */
import type { Page, Request } from "@playwright/test";
import { CLUB, signInAsAdmin } from "./pwa-helpers";
import { greek } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { islandsStarted } from "./support/islands";
import { storedLanguage } from "./support/language";

// The worker's drawn page is what is checked, not a copy the service worker keeps.
test.use({ serviceWorkers: "block" });

/** The scripts a page loads, with their text. */
function collectScripts(page: Page) {
  const scripts: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request);
  });
  return scripts;
}

/**
 * Chunks of the SPA, by the module that names them: its start (web/app/start-app.tsx), the route
 * table, any screen, the dashboard; and TanStack Form, by a property name minifying keeps.
 */
const SPA_CHUNK = /\/assets\/(start-app|routes|app-screens|[\w-]+-screen|dashboard[\w-]*|[\w-]+-layout)-[\w-]+\.js$/;
const TANSTACK_FORM = "fieldMeta";

const DRAWN_PAGES = ["/", "/clubs", "/news", "/fixtures", "/competitions"];

for (const path of DRAWN_PAGES) {
  test(`${path} loads no script of the SPA, before or after its islands run`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = collectScripts(page);
    await page.goto(path);
    await islandsStarted(page);
    // The phone's menu, and the drawer it loads, are islands too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const urls = scripts.map((request) => request.url());
    expect(urls.filter((url) => SPA_CHUNK.test(url))).toEqual([]);
    for (const request of scripts) {
      const text = (await (await request.response())?.text()) ?? "";
      expect(text.includes(TANSTACK_FORM), `${request.url()} holds TanStack Form`).toBe(false);
    }
  });
}

test("an app screen still starts the SPA", async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => scripts.some((request) => /\/assets\/start-app-[\w-]+\.js$/.test(request.url()))).toBe(true);
});

test("the language toggle switches a drawn page for real: remembered, and the page drawn again in it", async ({ page, context }) => {
  await page.goto("/clubs");
  await islandsStarted(page);
  await page.getByRole("banner").getByTestId("language-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greek("Clubs"));
  await expect(page).toHaveURL(/\/clubs$/);
  expect(await storedLanguage(page)).toBe("el");
  expect((await context.cookies()).find((cookie) => cookie.name === "language")?.value).toBe("el");
  // The worker drew it in Greek: the page's own HTML says so, not a script that ran after.
  const html = await (await page.request.get("/clubs")).text();
  expect(/<html lang="(\w+)"/.exec(html)?.[1]).toBe("el");
});

test("a signed-in visitor sees their account in the header, drawn in the browser over the page every visitor gets", async ({ page, baseURL }) => {
  await page.request.post("/api/auth/login", { data: CLUB });
  // The worker draws the signed-out header whoever asks, so one copy serves every visitor.
  const drawn = await (await page.request.get("/")).text();
  expect(drawn).not.toContain('data-testid="club-menu"');
  expect(drawn).toContain(`href="/login"`);
  await page.goto("/");
  await islandsStarted(page, { signedIn: true });
  const banner = page.getByRole("banner");
  await expect(banner.getByTestId("club-menu")).toBeVisible();
  await expect(banner.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  // The account's own menu works there too.
  await banner.getByTestId("club-menu").click();
  await expect(page.getByRole("menuitem").first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(new URL("/", baseURL).pathname);
});

test("an admin acting as a club sees the banner on a drawn page, and Stop ends it there", async ({ page, seed }) => {
  await signInAsAdmin(page.request);
  const club = seed.clubs[0]!;
  expect((await page.request.post("/api/admin/impersonation", { data: { clubId: club.id, reason: "Islands check" } })).ok()).toBe(true);
  await page.goto("/news");
  const banner = page.getByTestId("impersonation-banner");
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Stop" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await islandsStarted(page, { signedIn: true });
  await expect(banner).toHaveCount(0);
});

test("links on a drawn page are full page loads, in and out of islands", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await islandsStarted(page);
  const mark = () => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  // A plain link of the page (the footer's).
  await mark();
  await page.getByRole("contentinfo").getByRole("link", { name: "Clubs", exact: true }).click();
  await expect(page).toHaveURL(/\/clubs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clubs");
  expect(await sameDocument()).toBe(false);

  // A link inside an island (the drawer's).
  await islandsStarted(page);
  await mark();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "News", exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  expect(await sameDocument()).toBe(false);
});

test("a tap on an island whose code is still on its way is held, and given to it once it runs", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/header-menu-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/news");
  await expect(page.locator("#root")).not.toHaveAttribute("data-server-page");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
});
