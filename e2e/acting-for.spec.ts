/**
 * Issue 23, point 3: acting for a club. The demo secretary is secretary of club 1 and scorer of
 * club 2. She signs in at /login and sees club 1's news; she picks club 2 in the header's menu
 * (on a laptop the account menu, on a phone the menu drawer), and the dashboard at once shows what
 * a scorer may use there: live scoring, no news. Typing the news screen's address says her role
 * does not allow it. A scorer of club 1 has no News entry either. In English and Greek, at 1366
 * and 390 px.
 */
import type { Page } from "@playwright/test";
import { inLocale, LOCALES, type Locale } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";

const PASSWORD = "RoleDemo2026!";
const SECRETARY = "secretary@rugbyhellas.gr";
const SCORER = "scorer@rugbyhellas.gr";

const VIEWPORTS = { laptop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Device = keyof typeof VIEWPORTS;

type Choice = { clubId: number; name: string; nameEl: string | null };
type Session = { id: number; name: string; actingFor: Choice[]; clubRoles: string[] };

test.use({ serviceWorkers: "block" });

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  const form = page.locator("form").filter({ has: page.locator('input[name="email"]') }).first();
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const session = async (page: Page) => (await (await page.request.get("/api/auth/me")).json()) as Session;

/** The dashboard's section links: the side menu on a laptop, the menu drawer (opened here) on a phone. */
async function dashboardLinks(page: Page, device: Device) {
  if (device === "laptop") return page.getByRole("complementary");
  await page.locator('button[aria-haspopup="dialog"]').first().click();
  return page.getByRole("dialog");
}

async function closeDrawer(page: Page, device: Device) {
  if (device === "phone") {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  }
}

/** Picks the club to act for from the header: the account menu on a laptop, the menu drawer on a phone. */
async function actFor(page: Page, device: Device, locale: Locale, clubName: string) {
  if (device === "laptop") {
    await page.getByRole("banner").getByTestId("club-menu").click();
    await page.getByRole("menuitemradio", { name: clubName }).click();
    return;
  }
  await page.getByRole("banner").getByRole("button", { name: inLocale(locale, "Open menu") }).click();
  const drawer = page.getByRole("dialog");
  // The club acted for now is the pressed one; the drawer closes on the choice, as on any of its actions.
  await expect(drawer.locator('[data-testid="acting-for-choice"][aria-pressed="true"]')).toHaveCount(1);
  await drawer.getByRole("button", { name: clubName, exact: true }).click();
  await expect(drawer).toBeHidden();
}

const nameIn = (locale: Locale, club: Choice) => (locale === "el" ? (club.nameEl ?? club.name) : club.name);

for (const locale of LOCALES) {
  for (const device of ["laptop", "phone"] as const) {
    test(`a secretary of one club and scorer of another switches clubs from the header (${locale}, ${device})`, async ({ browser }) => {
      const t = (english: string) => inLocale(locale, english);
      const context = await browser.newContext({ viewport: VIEWPORTS[device], serviceWorkers: "block", hasTouch: device === "phone" });
      await setLanguage(context, locale);
      const page = await context.newPage();
      await signIn(page, SECRETARY);

      // ---- club 1, as its secretary: its news on the overview, a News entry --------------------------
      const first = await session(page);
      expect(first).toMatchObject({ id: 1, clubRoles: ["secretary"] });
      const news = (await (await page.request.get("/api/clubs/news")).json()) as { title: string }[];
      expect(news.length, "club 1 has news in the demo").toBeGreaterThan(0);
      await expect(page.getByTestId("count-news")).toHaveText(String(news.length));
      await expect(page.getByText(news[0]!.title, { exact: true }).first()).toBeVisible();
      let links = await dashboardLinks(page, device);
      await expect(links.getByRole("link", { name: t("News"), exact: true })).toBeVisible();
      await expect(links.getByRole("link", { name: t("Live scoring"), exact: true })).toHaveCount(0);
      await closeDrawer(page, device);

      // ---- the person's name in the header's menu, and the clubs they can act for ------------------------
      const second = first.actingFor.find((choice) => choice.clubId !== first.id)!;
      expect(second, "the secretary also scores for a second club").toBeTruthy();
      if (device === "laptop") {
        await page.getByRole("banner").getByTestId("club-menu").click();
        await expect(page.getByTestId("menu-person")).toHaveText("Katerina Nikolaou");
        await expect(page.getByRole("menuitemradio", { name: nameIn(locale, first.actingFor[0]!) })).toHaveAttribute("aria-checked", "true");
        await page.keyboard.press("Escape");
      }

      // ---- club 2, as its scorer: live scoring, no news ---------------------------------------------------
      await actFor(page, device, locale, nameIn(locale, second));
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId("count-live")).toBeVisible();
      await expect(page.getByTestId("count-news")).toHaveCount(0);
      await expect(page.getByText(news[0]!.title, { exact: true })).toHaveCount(0);
      expect(await session(page)).toMatchObject({ id: second.clubId, clubRoles: ["scorer"] });
      links = await dashboardLinks(page, device);
      await expect(links.getByRole("link", { name: t("Live scoring"), exact: true })).toBeVisible();
      await expect(links.getByRole("link", { name: t("News"), exact: true })).toHaveCount(0);
      await expect(links.getByRole("link", { name: t("Players"), exact: true })).toHaveCount(0);
      await links.getByRole("link", { name: t("Live scoring"), exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/live$/);
      await expect(page.getByRole("heading", { level: 1, name: t("Live scoring and results") })).toBeVisible();

      // ---- the news screen's address, typed: a clear card, not a broken page ---------------------------------
      await page.goto("/dashboard/news");
      await expect(page.getByTestId("role-forbidden")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: t("Your role does not allow this") })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[device].width);

      // Back to club 1: its news again, at once.
      await page.goto("/dashboard");
      await actFor(page, device, locale, nameIn(locale, first.actingFor.find((choice) => choice.clubId === 1)!));
      await expect(page.getByTestId("count-news")).toHaveText(String(news.length));
      await context.close();
    });
  }

  test(`a scorer has no News entry, and the news address says the role does not allow it (${locale})`, async ({ browser }) => {
    const t = (english: string) => inLocale(locale, english);
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: "block", hasTouch: true });
    await setLanguage(context, locale);
    const page = await context.newPage();
    await signIn(page, SCORER);
    expect(await session(page)).toMatchObject({ id: 1, clubRoles: ["scorer"], actingFor: [expect.objectContaining({ clubId: 1 })] });
    await expect(page.getByTestId("count-live")).toBeVisible();
    await expect(page.getByTestId("count-news")).toHaveCount(0);
    const links = await dashboardLinks(page, "phone");
    await expect(links.getByRole("link", { name: t("Live scoring"), exact: true })).toBeVisible();
    await expect(links.getByRole("link", { name: t("News"), exact: true })).toHaveCount(0);
    await closeDrawer(page, "phone");
    // One club only: the header's drawer names the person and offers no club to pick.
    await page.getByRole("banner").getByRole("button", { name: t("Open menu") }).click();
    await expect(page.getByTestId("drawer-person")).toHaveText("Sofia Antoniou");
    await expect(page.getByTestId("acting-for-choice")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.goto("/dashboard/news");
    await expect(page.getByRole("heading", { level: 1, name: t("Your role does not allow this") })).toBeVisible();
    await context.close();
  });
}
