/**
 * Issue 19, point 2: a result the two clubs entered differently is shown as disputed on the match
 * page, in both languages, on a phone and a laptop: both clubs' entries, and no final score or
 * "Completed" until the federation settles it.
 */
import { expect as baseExpect, request as requestContext } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { todayIso } from "../schema/athens-time";
import { inLocale, LOCALES } from "./support/catalog";
import { collectPageErrors, expect, test } from "./support/fixtures";
import { AWAY_CLUB, HOME_CLUB, PHONE, phoneContext } from "./support/live-match";
import { ADMIN, CLUB } from "./pwa-helpers";

const LAPTOP = { width: 1366, height: 900 };

/**
 * A fixture that kicked off today, the demo club at home 15-10 by its own entry, 12-10 by the away
 * side's; `live`: the home entry comes from live scoring (three tries, a penalty each, full-time).
 */
async function disputedFixture(locale: string, live = false) {
  const admin = await requestContext.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  baseExpect((await admin.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const stamp = `${locale} ${Date.now()}`;
  const created = await admin.post("/api/admin/competitions", {
    data: { nameEn: `Disputed E2E ${stamp}`, nameEl: `Αμφισβήτηση E2E ${stamp}`, code: "union", season: "2037-38", kind: "computed", featured: false, preset: "world-rugby" },
  });
  baseExpect(created.status()).toBe(201);
  const competition = (await created.json()) as { id: number; slug: string };
  const entrant = async (clubId: number) => ((await (await admin.post(`/api/admin/competitions/${competition.id}/entrants`, { data: { clubId } })).json()) as { id: number }).id;
  const [homeEntrantId, awayEntrantId] = [await entrant(HOME_CLUB.id), await entrant(AWAY_CLUB.id)];
  const fixture = await admin.post(`/api/admin/competitions/${competition.id}/fixtures`, { data: { homeEntrantId, awayEntrantId, date: todayIso(), time: "00:00" } });
  baseExpect(fixture.status()).toBe(201);
  const { id } = (await fixture.json()) as { id: number };

  const club = await requestContext.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  baseExpect((await club.post("/api/auth/login", { data: CLUB })).status()).toBe(200);
  if (live) {
    let seq = 0;
    const event = async (minute: number, type: string, team: "home" | "away" | null) => {
      const data = { deviceId: `e2e-disputed-${Date.now()}`, seq: ++seq, at: Date.now() + seq, minute, type, team, playerId: null };
      baseExpect((await club.post(`/api/fixtures/${id}/live/events`, { headers: { "Idempotency-Key": crypto.randomUUID() }, data })).status()).toBe(201);
    };
    for (const minute of [10, 20, 30]) await event(minute, "try", "home");
    await event(40, "try", "away");
    await event(50, "try", "away");
    await event(80, "full-time", null);
    // Full-time's entry reaches D1 behind the answer.
    await baseExpect.poll(async () => ((await (await club.get(`/api/fixtures/${id}/result`)).json()) as { state: string | null }).state).toBe("provisional");
  } else {
    baseExpect((await club.post(`/api/fixtures/${id}/result`, { data: { homeScore: 15, awayScore: 10, homeTries: 3, awayTries: 2 } })).status()).toBe(200);
  }
  const away = await admin.post(`/api/fixtures/${id}/result`, { data: { side: "away", homeScore: 12, awayScore: 10, homeTries: 2, awayTries: 2 } });
  baseExpect(((await away.json()) as { state: string }).state).toBe("disputed");
  return { matchId: id, slug: competition.slug };
}

for (const locale of LOCALES) {
  test(`a disputed result shows both entries and no final score on the match page (${locale})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const t = (english: string) => inLocale(locale, english);
    const { matchId, slug } = await disputedFixture(locale);
    for (const viewport of [PHONE, LAPTOP]) {
      const context = await phoneContext(browser, locale, "block", viewport);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`/matches/${matchId}`);
      const board = page.locator("section").filter({ has: page.locator("#match-title") });
      await expect(board.getByText(t("Disputed result"), { exact: true })).toBeVisible();
      const entries = board.getByTestId("disputed-entries");
      await expect(entries).toContainText(t("Home club's entry {home}").replace("{home}", "15–10"));
      await expect(entries).toContainText(t("Away club's entry {away}").replace("{away}", "12–10"));
      await expect(page.getByText(t("Completed"), { exact: true })).toHaveCount(0);
      await expect(page.locator('[aria-label*="15"][aria-label*="10"]')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`disputed-match-${locale}-${viewport.width}.png`), fullPage: true });

      // The competition's rounds say the same.
      await page.goto(`/competitions/${slug}`);
      const row = page.locator("li[data-fixture]").first();
      await expect(row.getByTestId("disputed-entries")).toContainText("15–10");
      await expect(row.locator("[data-score]")).toHaveCount(0);
      baseExpect(errors).toEqual([]);
      await context.close();
    }
  });
}

for (const locale of LOCALES) {
  test(`a disputed result scored live shows no final score in the live panel either (${locale})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const t = (english: string) => inLocale(locale, english);
    const { matchId } = await disputedFixture(locale, true);
    for (const viewport of [PHONE, LAPTOP]) {
      const context = await phoneContext(browser, locale, "block", viewport);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`/matches/${matchId}`);
      const panel = page.getByTestId("live-panel");
      // The events stay to read; the score they add up to is not given as the final one.
      await expect(panel.getByTestId("live-timeline")).toBeVisible();
      await expect(panel.getByTestId("live-clock")).toHaveText(t("Disputed result"));
      await expect(panel.getByTestId("live-score")).toHaveCount(0);
      await expect(page.getByText(t("Completed"), { exact: true })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`disputed-live-${locale}-${viewport.width}.png`), fullPage: true });
      baseExpect(errors).toEqual([]);
      await context.close();
    }
  });
}
