/**
 * Every public route renders in English and in Greek (issue "portal foundation", Tests): one
 * visible level-1 heading saying the right thing, `<html lang>` set, the header in the language,
 * and no console errors. Then the few route facts the issue names: seeded clubs listed, the
 * 'Invalid club ID' check, the academy's anchors, articles by slug or id, the shell's links.
 */
import type { Page } from "@playwright/test";
import { GREEK, inLocale, LOCALES, type Locale } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { shownClubName } from "./support/seed";
import { setLanguage } from "./support/language";
import { PUBLIC_ROUTES, resolvePath } from "./support/routes";

// The service worker is the PWA specs' subject; here it would only precache the app again in
// every fresh context and slow the run.
test.use({ serviceWorkers: "block" });

const mainNav = (page: Page, locale: Locale) => page.getByRole("banner").getByRole("navigation", { name: inLocale(locale, "Main") });
const NAV_TEXTS = ["Home", "Rugby Union", "Rugby League", "News", "Academy", "About"];

for (const locale of LOCALES) {
  test.describe(`in ${locale === "en" ? "English" : "Greek"}`, () => {
    test.beforeEach(async ({ context }) => setLanguage(context, locale));

    for (const route of PUBLIC_ROUTES) {
      test(`${route.name} renders`, async ({ page, seed }) => {
        await page.goto(resolvePath(route, seed));

        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).toHaveCount(1);
        await expect(heading).toBeVisible();
        if (typeof route.heading === "string") {
          await expect(heading).toHaveText(inLocale(locale, route.heading));
          if (locale === "el") await expect(heading).toHaveText(GREEK);
        } else {
          await expect(heading).toHaveText(route.heading(seed));
        }

        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const home = mainNav(page, locale).getByRole("link", { name: inLocale(locale, "Home"), exact: true });
        await expect(home).toBeVisible();
        if (locale === "el") await expect(home).toHaveText(GREEK);
      });
    }

    test("the header has the six links, the language toggle, Login and Register", async ({ page }) => {
      await page.goto("/about");
      const nav = mainNav(page, locale);
      await expect(nav.getByRole("link")).toHaveText(NAV_TEXTS.map((text) => inLocale(locale, text)));
      await expect(nav.getByRole("link", { name: inLocale(locale, "About"), exact: true })).toHaveAttribute("aria-current", "page");
      const banner = page.getByRole("banner");
      await expect(banner.getByTestId("language-toggle")).toBeVisible();
      await expect(banner.getByRole("link", { name: inLocale(locale, "Login"), exact: true })).toHaveAttribute("href", "/login");
      await expect(banner.getByRole("link", { name: inLocale(locale, "Register"), exact: true })).toHaveAttribute("href", "/register");
    });

    test("on a phone the header's links are in a drawer", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/");
      await expect(mainNav(page, locale)).toBeHidden();
      await page.getByRole("button", { name: inLocale(locale, "Open menu") }).click();
      const drawer = page.getByRole("dialog", { name: inLocale(locale, "Menu") });
      await expect(drawer.getByRole("link")).toContainText(NAV_TEXTS.map((text) => inLocale(locale, text)));
      await drawer.getByRole("link", { name: inLocale(locale, "Academy"), exact: true }).click();
      await expect(page).toHaveURL(/\/academy$/);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(inLocale(locale, "U16 Rugby Academy"));
    });

    test("the clubs list shows every seeded club, each linking to its page", async ({ page, seed }) => {
      await page.goto("/clubs");
      const main = page.getByRole("main");
      expect(seed.memberClubs.length).toBeGreaterThanOrEqual(10);
      for (const club of seed.memberClubs) {
        await expect(main.getByRole("link", { name: shownClubName(locale, club.name) }).first()).toHaveAttribute("href", `/clubs/${club.id}`);
      }
    });

    test("a club page with a non-numeric id says 'Invalid club ID' and links back to the league clubs", async ({ page }) => {
      await page.goto("/clubs/abc");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(inLocale(locale, "Invalid club ID"));
      await page.getByRole("main").getByRole("link", { name: inLocale(locale, "Back to clubs") }).click();
      await expect(page).toHaveURL(/\/rugby-league-clubs$/);
    });

    test("a club page has the about, players and matches tabs", async ({ page, seed }) => {
      const club = seed.clubs.find((candidate) => candidate.id === 1);
      await page.goto("/clubs/1");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(shownClubName(locale, club?.name ?? ""));
      // Tabs as links (?tab=), so a drawn page switches them with no script.
      const sections = page.getByRole("navigation", { name: inLocale(locale, "Club sections") }).getByRole("link");
      await expect(sections).toHaveText([inLocale(locale, "About"), inLocale(locale, "Players"), inLocale(locale, "Matches")]);
    });

    test("the academy has its #schedule and #register sections", async ({ page }) => {
      await page.goto("/academy#schedule");
      const schedule = page.locator("section#schedule");
      await expect(schedule.getByRole("heading", { level: 2 })).toHaveText(inLocale(locale, "Training schedule"));
      await expect(schedule).toBeInViewport();
      await page.goto("/academy#register");
      const register = page.locator("section#register");
      await expect(register.getByRole("heading", { level: 2 })).toHaveText(inLocale(locale, "Register your child"));
      await expect(register).toBeInViewport();
    });

    test("an article opened by its id shows its HTML body and a link back to /news", async ({ page, seed }) => {
      await page.goto(`/news/${seed.olderArticle.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(seed.olderArticle.title);
      await expect(page.getByRole("article").locator("p").first()).toBeVisible();
      await page.getByRole("link", { name: inLocale(locale, "Back to news") }).first().click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(inLocale(locale, "News"));
    });

    test.describe(() => {
      // The page itself answers 404 (the worker draws it, worker/modules/pages/pages.ts), and so does its API call.
      test.use({ expectedResponses: [{ status: 404, path: /^\/(api\/news\/slug\/|news\/no-such-article-anywhere$)/ }] });
      test("an unknown article shows its not-found state", async ({ page }) => {
        await page.goto("/news/no-such-article-anywhere");
        await expect(page.getByRole("heading", { name: inLocale(locale, "Article not found") })).toBeVisible();
        await expect(page.getByRole("link", { name: inLocale(locale, "Back to news") }).first()).toHaveAttribute("href", "/news");
      });
    });

    test("the footer has the federation's contact details and working /about and /clubs links", async ({ page }) => {
      await page.goto("/news");
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
      await expect(footer.getByRole("link", { name: /\+30/ }).first()).toHaveAttribute("href", /^tel:/);
      await footer.getByRole("link", { name: inLocale(locale, "Clubs"), exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(inLocale(locale, "Clubs"));
      await page.getByRole("contentinfo").getByRole("link", { name: inLocale(locale, "About"), exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(inLocale(locale, "About the federation"));
    });
  });
}
