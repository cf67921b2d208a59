/**
 * Issue 15, item 3 and issue 21, points 1-2: the header at every width from 320 to 1440 px (16 px
 * steps, and 1920), in both languages, for a visitor, a club and a player.
 * - Its parts (the brand, each nav link, each action, the menu button) never overlap, and the page
 *   never scrolls sideways.
 * - No word in it is broken across lines (the Greek brand once stood one letter per line), and the
 *   brand's text stays inside the brand.
 * - From 768 px the six links, the language toggle and Login/Register (or the account's actions)
 *   are in the bar itself; below it the menu button opens the drawer.
 * - At one width the header has one height, whatever the language and whoever is signed in.
 * One page per account and language, resized in a loop.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { greek, LOCALES, type Locale } from "./support/catalog";
import { setLanguage } from "./support/language";

test.use({ serviceWorkers: "block" });

const ACCOUNTS = {
  visitor: null,
  club: { path: "/api/auth/login", email: "club@rugbyhellas.gr", password: "ClubDemo2026!" },
  player: { path: "/api/users/login", email: "player@rugbyhellas.gr", password: "PlayerDemo2026!" },
} as const;
type Account = keyof typeof ACCOUNTS;

const WIDTHS = [...Array.from({ length: (1440 - 320) / 16 + 1 }, (_, step) => 320 + step * 16), 1920];
/** From here the SPEC's header items are in the bar; below it, in the drawer. */
const BAR_FROM = 768;
const NAV_PATHS = ["/", "/rugby-union", "/rugby-league", "/news", "/academy", "/about"];

/** What the bar must show from 768 px for each account: CSS selectors, with the text a button must carry. */
function accountItems(account: Account, locale: Locale): { selector: string; text?: string }[] {
  const logout = locale === "en" ? "Logout" : greek("Logout");
  if (account === "club") return [{ selector: '[data-testid="club-menu"]' }];
  if (account === "player") return [{ selector: 'a[href="/user-profile"]' }, { selector: "button", text: logout }];
  return [{ selector: 'a[href="/login"]' }, { selector: 'a[href="/register"]' }];
}

/** Opens /about as `account` in `locale`, once the header's account actions have settled. */
async function openHeader(page: Page, account: Account, locale: Locale) {
  await setLanguage(page, locale);
  const credentials = ACCOUNTS[account];
  if (credentials) await page.request.post(credentials.path, { data: { email: credentials.email, password: credentials.password } });
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto("/about");
  const banner = page.getByRole("banner");
  // The club menu arrives on demand.
  if (account === "club") await expect(banner.getByTestId("club-menu")).toBeVisible();
  const texts = locale === "en" ? { profile: "My profile", logout: "Logout", login: "Login", register: "Register" } : null;
  if (texts && account === "player") {
    await expect(banner.getByRole("link", { name: texts.profile })).toBeVisible();
    await expect(banner.getByRole("button", { name: texts.logout })).toBeVisible();
    await expect(banner.getByRole("link", { name: texts.login })).toHaveCount(0);
  }
  if (texts && account === "visitor") {
    await expect(banner.getByRole("link", { name: texts.login })).toBeVisible();
    await expect(banner.getByRole("link", { name: texts.register })).toBeVisible();
  }
}

/**
 * The header as drawn: overlapping pairs of its visible parts, whether the page scrolls sideways,
 * the words drawn on more than one line, its height, and which of the SPEC's items are in view.
 */
function measure(page: Page, items: { selector: string; text?: string }[]) {
  return page.evaluate(
    async ({ items, navPaths }) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const header = document.querySelector("header")!;
      // The bar's children: the brand, the nav, the actions, the menu button. The nav and the actions
      // count each of their links and buttons; the brand and the menu button are one part each.
      const bar = header.firstElementChild;
      // An island's wrapper (web/islands/island.tsx) draws no box of its own (`display: contents`): its children stand in its place.
      const boxed = (elements: Element[]): Element[] => elements.flatMap((element) => (getComputedStyle(element).display === "contents" ? boxed(Array.from(element.children)) : [element]));
      const barParts = boxed(Array.from(bar?.children ?? []));
      const parts = barParts.flatMap((part) =>
        (part.tagName === "NAV" || part.tagName === "DIV" ? boxed(Array.from(part.children)) : [part]).map((element) => ({
          name: `${part.tagName.toLowerCase()}:${(element.textContent ?? "").trim().slice(0, 24) || element.getAttribute("aria-label")}`,
          box: element.getBoundingClientRect(),
        })),
      );
      const visible = parts.filter(({ box }) => box.width > 0 && box.height > 0);
      const overlaps: string[] = [];
      for (const [index, a] of visible.entries()) {
        for (const b of visible.slice(index + 1)) {
          const apart = a.box.right <= b.box.left + 0.5 || b.box.right <= a.box.left + 0.5 || a.box.bottom <= b.box.top + 0.5 || b.box.bottom <= a.box.top + 0.5;
          if (!apart) overlaps.push(`${a.name} / ${b.name}`);
        }
      }
      // A word drawn whole has one box; one broken across lines has a box per line. (Chromium gives
      // a word cut short by an ellipsis its box twice, on the same line: lines are counted by their top.)
      const brokenWords: string[] = [];
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const boxes = Array.from(range.getClientRects()).filter((box) => box.width > 0 && box.height > 0);
          const lines = new Set(boxes.map((box) => Math.round(box.top))).size;
          if (lines > 1) brokenWords.push(`"${match[0]}" on ${lines} lines`);
        }
      }
      // In view: drawn, inside the window and inside the header.
      const headerBox = header.getBoundingClientRect();
      const inView = (element: Element | undefined) => {
        if (!element) return false;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && box.left >= 0 && box.right <= window.innerWidth + 0.5 && box.top >= headerBox.top - 0.5 && box.bottom <= headerBox.bottom + 0.5;
      };
      const navLinks = Array.from(header.querySelectorAll("nav a"));
      const missing = [
        ...navPaths.filter((path) => !inView(navLinks.find((link) => link.getAttribute("href") === path))).map((path) => `nav link ${path}`),
        ...(inView(header.querySelector('[data-testid="language-toggle"]') ?? undefined) ? [] : ["language toggle"]),
        ...items
          .filter(({ selector, text }) => !inView(Array.from(header.querySelectorAll(selector)).find((element) => !text || element.textContent?.trim() === text)))
          .map(({ selector, text }) => `${selector}${text ? ` "${text}"` : ""}`),
      ];
      // The drawer's button is one of the bar's own parts (the club menu's button, in the actions, also has aria-expanded).
      // The brand's name and subtitle stay inside the brand (not under the tools beside it).
      const brand = bar?.querySelector(":scope > a");
      const brandOverflow = brand ? brand.scrollWidth - brand.clientWidth : 0;
      const menuButton = barParts.find((part) => part.matches("button[aria-expanded]"));
      const scroller = document.scrollingElement ?? document.documentElement;
      return {
        overlaps,
        brokenWords,
        missing,
        menuButtonInView: inView(menuButton ?? undefined),
        brandOverflow,
        height: headerBox.height,
        scrollWidth: scroller.scrollWidth,
        innerWidth: window.innerWidth,
        parts: visible.length,
      };
    },
    { items, navPaths: NAV_PATHS },
  );
}

for (const locale of LOCALES) {
  for (const account of Object.keys(ACCOUNTS) as Account[]) {
    test(`the header fits every width from 320 to 1920 px (${account}, ${locale})`, async ({ page }) => {
      test.setTimeout(120_000);
      await openHeader(page, account, locale);
      const items = accountItems(account, locale);
      const failures: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const result = await measure(page, items);
        if (result.parts < 2) failures.push(`${width}px: only ${result.parts} header parts found`);
        for (const pair of result.overlaps) failures.push(`${width}px: ${pair} overlap`);
        if (result.scrollWidth > result.innerWidth) failures.push(`${width}px: scrolls sideways (${result.scrollWidth} > ${result.innerWidth})`);
        for (const word of result.brokenWords) failures.push(`${width}px: ${word}`);
        if (result.brandOverflow > 0) failures.push(`${width}px: the brand's text runs ${result.brandOverflow}px out of it`);
        if (width >= BAR_FROM) for (const item of result.missing) failures.push(`${width}px: ${item} not in the bar`);
        if (width < BAR_FROM && !result.menuButtonInView) failures.push(`${width}px: no menu button`);
      }
      expect(failures).toEqual([]);
    });
  }
}

/** A page per language and account, each in its own browser context (its own session). */
async function openAll(browser: Browser) {
  const pages: { label: string; page: Page }[] = [];
  for (const locale of LOCALES) {
    for (const account of Object.keys(ACCOUNTS) as Account[]) {
      const context = await browser.newContext({ serviceWorkers: "block", baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await openHeader(page, account, locale);
      pages.push({ label: `${account}, ${locale}`, page });
    }
  }
  return pages;
}

test("at each width the header has one height in both languages, signed out, as a club and as a player", async ({ browser }) => {
  test.setTimeout(180_000);
  const pages = await openAll(browser);
  const failures: string[] = [];
  for (const width of WIDTHS) {
    const heights = [];
    for (const { label, page } of pages) {
      await page.setViewportSize({ width, height: 800 });
      heights.push({ label, height: (await measure(page, [])).height });
    }
    const [first] = heights;
    const differing = heights.filter(({ height }) => Math.abs(height - first!.height) > 0.5);
    if (differing.length) failures.push(`${width}px: ${heights.map(({ label, height }) => `${label} ${Math.round(height)}`).join("; ")}`);
  }
  await Promise.all(pages.map(({ page }) => page.context().close()));
  expect(failures).toEqual([]);
});

test("in Greek the club's menu is named by the club's Greek name", async ({ page }) => {
  await openHeader(page, "club", "el");
  const club = (await (await page.request.get("/api/auth/me")).json()) as { name: string; nameEl: string | null };
  expect(club.nameEl, "the demo club has a Greek name").toBeTruthy();
  const menu = page.getByRole("banner").getByTestId("club-menu");
  await expect(menu).toContainText(club.nameEl!);
  await menu.click();
  await expect(page.getByRole("menu")).toContainText(club.nameEl!);
  await expect(page.getByRole("menu")).not.toContainText(club.name);
});
