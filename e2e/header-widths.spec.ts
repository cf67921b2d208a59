/**
 * Issue 15, item 3: the header at every width from 320 to 1440 px (16 px steps), in both
 * languages, for a visitor, a club and a player. Its parts (the brand, each nav link, each
 * action, the menu button) never overlap, and the page never scrolls sideways. One page per
 * account and language, resized in a loop.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";

test.use({ serviceWorkers: "block" });

const ACCOUNTS = {
  visitor: null,
  club: { path: "/api/auth/login", email: "club@rugbyhellas.gr", password: "ClubDemo2026!" },
  player: { path: "/api/users/login", email: "player@rugbyhellas.gr", password: "PlayerDemo2026!" },
} as const;

const WIDTHS = Array.from({ length: (1440 - 320) / 16 + 1 }, (_, step) => 320 + step * 16);

/** Overlapping pairs of the header's visible parts, and whether the page scrolls sideways. */
function measure(page: Page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The bar's children: the brand, the nav, the actions, the menu button. The nav and the actions
    // count each of their links and buttons; the brand and the menu button are one part each.
    const bar = document.querySelector("header")?.firstElementChild;
    const parts = Array.from(bar?.children ?? []).flatMap((part) =>
      (part.tagName === "NAV" || part.tagName === "DIV" ? Array.from(part.children) : [part]).map((element) => ({
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
    const scroller = document.scrollingElement ?? document.documentElement;
    return { overlaps, scrollWidth: scroller.scrollWidth, innerWidth: window.innerWidth, parts: visible.length };
  });
}

for (const locale of ["en", "el"] as const) {
  for (const [account, credentials] of Object.entries(ACCOUNTS)) {
    test(`the header fits every width from 320 to 1440 px (${account}, ${locale})`, async ({ page }) => {
      await setLanguage(page, locale);
      if (credentials) await page.request.post(credentials.path, { data: { email: credentials.email, password: credentials.password } });
      await page.setViewportSize({ width: 1440, height: 800 });
      await page.goto("/about");
      const banner = page.getByRole("banner");
      // The header's account actions have settled (the club menu arrives on demand).
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
      const failures: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const result = await measure(page);
        if (result.parts < 2) failures.push(`${width}px: only ${result.parts} header parts found`);
        for (const pair of result.overlaps) failures.push(`${width}px: ${pair} overlap`);
        if (result.scrollWidth > result.innerWidth) failures.push(`${width}px: scrolls sideways (${result.scrollWidth} > ${result.innerWidth})`);
      }
      expect(failures).toEqual([]);
    });
  }
}
