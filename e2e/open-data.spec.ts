/**
 * Open data in the browser (issue 11), in English and in Greek: the Subscribe (webcal://) and
 * Download links on a club's page, a competition's page and /fixtures point to working files
 * (calendars and spreadsheets in the page's language); the roster's CSV import shows its dry run
 * (what would be saved, or what is wrong line by line) before saving anything; the news feed and
 * the sitemap link to pages that answer.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { GREEK, inLocale, LOCALES, type Locale } from "./support/catalog";
import { setLanguage } from "./support/language";

const CLUB = { email: "club@rugbyhellas.gr", password: "ClubDemo2026!", id: 1 };
const EXPLANATION = "Subscribe to put these fixtures in your phone's calendar, kept up to date by itself; download for a one-off copy.";

/** Every Subscribe link is webcal:// to a calendar in the page's language, and its https twin answers a calendar. */
async function expectWorkingLinks(page: Page, locale: Locale, calendarPath: RegExp) {
  const box = page.getByTestId("open-data-links").first();
  await expect(box).toBeVisible();
  await expect(box).toContainText(inLocale(locale, EXPLANATION));
  const subscribe = box.getByTestId("subscribe-calendar").first();
  // webcal:// once the app runs (the drawn page downloads until then).
  await expect(subscribe).toHaveAttribute("href", /^webcal:\/\//);
  const webcal = (await subscribe.getAttribute("href"))!;
  expect(webcal).toMatch(calendarPath);
  expect(webcal).toContain(`lang=${locale}`);
  const download = (await box.getByTestId("download-calendar").first().getAttribute("href"))!;
  const calendar = await page.request.get(download);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()["content-type"]).toMatch(/^text\/calendar/);
  const text = await calendar.text();
  expect(text).toContain("BEGIN:VCALENDAR");
  expect(text).toContain("TZID:Europe/Athens");
  for (const csv of await box.getByTestId("download-csv").all()) {
    const file = await page.request.get((await csv.getAttribute("href"))!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers()["content-disposition"]).toMatch(/attachment; filename=".+-\d{4}-\d{2}-\d{2}\.csv"/);
    // The column headers are in the page's language.
    const header = (await file.text()).split("\r\n")[0]!;
    expect(GREEK.test(header)).toBe(locale === "el");
  }
}

for (const locale of LOCALES) {
  test.describe(`open data (${locale})`, () => {
    test.beforeEach(async ({ page }) => setLanguage(page, locale));

    test("Subscribe and Download on a club's page, a competition's page and /fixtures", async ({ page }) => {
      await page.goto(`/clubs/${CLUB.id}?tab=matches`);
      await expectWorkingLinks(page, locale, new RegExp(`/calendar/clubs/${CLUB.id}\\.ics\\?lang=${locale}$`));

      const competitions = (await (await page.request.get("/api/competitions")).json()) as { slug: string }[];
      expect(competitions.length).toBeGreaterThan(0);
      await page.goto(`/competitions/${competitions[0]!.slug}`);
      await expectWorkingLinks(page, locale, new RegExp(`/calendar/competitions/${competitions[0]!.slug}\\.ics\\?lang=${locale}$`));

      await page.goto("/fixtures");
      const box = page.getByTestId("open-data-links");
      await expect(box.getByTestId("subscribe-calendar")).toHaveCount(2);
      await expect(box.getByTestId("subscribe-calendar").first()).toHaveText(inLocale(locale, "Subscribe: rugby union"));
      await expectWorkingLinks(page, locale, new RegExp(`/calendar/union\\.ics\\?lang=${locale}$`));
      await expect(box.getByTestId("subscribe-calendar").nth(1)).toHaveAttribute("href", new RegExp(`/calendar/league\\.ics\\?lang=${locale}$`));
    });

    test("the roster's CSV import previews a dry run, line by line, before saving", async ({ page }) => {
      await page.goto("/login");
      const form = page.locator("form").filter({ has: page.locator('input[name="email"]') }).first();
      await form.locator('input[name="email"]').fill(CLUB.email);
      await form.locator('input[name="password"]').fill(CLUB.password);
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto("/dashboard/players");

      const exported = await page.request.get((await page.getByTestId("roster-export").getAttribute("href"))!);
      expect(exported.status()).toBe(200);
      const rows = (await exported.text()).replace(/^\uFEFF/, "").split("\r\n");
      expect(rows[0]).toBe([inLocale(locale, "Name"), inLocale(locale, "Position"), inLocale(locale, "Number"), inLocale(locale, "Date of birth"), inLocale(locale, "Height (cm)"), inLocale(locale, "Weight (kg)")].join(","));

      await page.getByTestId("roster-import-open").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(inLocale(locale, "Import players from CSV"));
      const header = rows[0]!;
      await dialog.getByTestId("roster-import-file").setInputFiles({
        name: "roster.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`${header}\nE2E Preview Player,Hooker,98,2000-02-02,180,100\nX,Hooker,97,2000-02-02,180,100\n`),
      });
      const errors = dialog.getByTestId("roster-import-errors");
      await expect(errors).toContainText(inLocale(locale, "Line {0}").replace("{0}", "3"));
      await expect(dialog.getByTestId("roster-import-save")).toBeDisabled();

      await dialog.getByTestId("roster-import-file").setInputFiles({
        name: "roster.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`${header}\nE2E Preview Player,Hooker,98,2000-02-02,180,100\n`),
      });
      const preview = inLocale(locale, "Ready to import: {created} new, {updated} updated, {unchanged} unchanged. Nothing has been saved yet.")
        .replace("{created}", "1")
        .replace("{updated}", "0")
        .replace("{unchanged}", "0");
      await expect(dialog.getByTestId("roster-import-preview")).toHaveText(preview);
      await expect(dialog.getByTestId("roster-import-save")).toBeEnabled();
      // A preview saves nothing.
      const roster = (await (await page.request.get("/api/clubs/players")).json()) as { name: string }[];
      expect(roster.map((player) => player.name)).not.toContain("E2E Preview Player");
    });
  });
}

test("the news feed and the sitemap link to pages that answer", async ({ page }) => {
  const feed = await page.request.get("/news/feed.xml");
  expect(feed.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
  const entryLinks = [...(await feed.text()).matchAll(/<link rel="alternate" type="text\/html" hreflang="[a-z]+" href="([^"]+)"\/>/g)].map((match) => match[1]!).filter((href) => href.includes("/news/"));
  expect(entryLinks.length).toBeGreaterThan(0);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locations.length).toBeGreaterThan(10);
  const sample = [...entryLinks.slice(0, 3), ...locations.filter((_, index) => index % Math.ceil(locations.length / 12) === 0)];
  for (const url of sample) expect((await page.request.get(new URL(url).pathname + new URL(url).search)).status(), url).toBe(200);
  await page.goto("/news");
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(2);
  expect(await (await page.request.get("/robots.txt")).text()).toContain("/sitemap.xml");
});
