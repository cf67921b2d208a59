/**
 * Issue 14 on phones, in both languages: an official scores a fixture live while a fan watches its
 * match page in another browser context. The fan sees each score within 2 s without reloading; an
 * event recorded without signal survives a reload and arrives exactly once; full-time changes the
 * competition's table.
 */
import { expect as baseExpect, request as requestContext, type BrowserContext } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { inLocale, LOCALES } from "./support/catalog";
import { collectPageErrors, expect, test } from "./support/fixtures";
import { HOME_CLUB, matchToday, phoneContext } from "./support/live-match";
import { ADMIN, CLUB, goOffline, waitForServiceWorker } from "./pwa-helpers";

async function tableRow(context: BrowserContext, slug: string, team: string) {
  const response = await context.request.get(`/api/competitions/${slug}/table`);
  const body = (await response.json()) as { rows: { teamName: string; played: number; points: number; provisional: number }[] };
  return body.rows.find((row) => row.teamName === team)!;
}

for (const locale of LOCALES) {
  test(`an official scores live on a phone and a fan sees it at once, offline events included (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = (english: string) => inLocale(locale, english);
    const admin = await requestContext.newContext({ baseURL });
    baseExpect((await admin.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    const { competition, fixtureId, matchId } = await matchToday(admin, locale);

    // The fan: the match page, never reloaded below.
    const fanContext = await phoneContext(browser, locale, "block");
    const fan = await fanContext.newPage();
    const fanErrors = collectPageErrors(fan);
    await fan.goto(`/matches/${matchId}`);
    const fanScore = fan.getByTestId("live-score");
    await expect(fanScore).toHaveText("0–0");
    await expect(fan.getByTestId("live-clock")).toHaveText(t("Not started"));

    // The official: the demo club's, signed in, on the scoring screen (service worker on, for the offline reload).
    const officialContext = await phoneContext(browser, locale, "allow");
    baseExpect((await officialContext.request.post("/api/auth/login", { data: CLUB, headers: { Origin: baseURL } })).status()).toBe(200);
    const official = await officialContext.newPage();
    const officialErrors = collectPageErrors(official);
    await official.goto(`/live/${matchId}`);
    await waitForServiceWorker(official);
    const officialScore = official.getByTestId("official-score");
    await expect(officialScore).toHaveText("0–0");
    const minute = official.getByTestId("minute");
    const tap = (type: string) => official.locator(`button[data-event="${type}"]`).click();

    // A try and its conversion: 7-0 on the fan's page within 2 s, no reload.
    await minute.fill("5");
    await tap("try");
    await expect(officialScore).toHaveText("5–0");
    await minute.fill("6");
    await tap("conversion");
    await expect(officialScore).toHaveText("7–0");
    await expect(fanScore).toHaveText("7–0", { timeout: 2_000 });
    await expect(fan.getByTestId("live-clock")).toHaveText(t("First half"));

    // No signal: a penalty counts at once on the official's phone, and again after a reload.
    await goOffline(officialContext, official);
    await minute.fill("20");
    await tap("penalty-goal");
    await expect(officialScore).toHaveText("10–0");
    await expect(official.getByTestId("scorer-offline")).toBeVisible();
    await official.reload();
    await expect(official.getByTestId("official-score")).toHaveText("10–0");
    await expect(fanScore).toHaveText("7–0");

    // Signal back: the fan sees 10-0, and the penalty once.
    await officialContext.setOffline(false);
    await expect(fanScore).toHaveText("10–0", { timeout: 20_000 });
    const penalties = fan.getByTestId("live-timeline").locator('li[data-type="penalty-goal"]');
    await expect(penalties).toHaveCount(1);
    await fan.waitForTimeout(1_500);
    await expect(penalties).toHaveCount(1);
    await expect(fanScore).toHaveText("10–0");
    const live = (await (await admin.get(`/api/fixtures/${fixtureId}/live`)).json()) as { state: { eventCount: number } };
    baseExpect(live.state.eventCount).toBe(3);

    // Full-time: the table has changed, with the result marked provisional.
    const before = await tableRow(fanContext, competition.slug, HOME_CLUB.name);
    baseExpect(before).toMatchObject({ played: 0, points: 0 });
    await official.getByTestId("minute").fill("80");
    await tap("full-time");
    await expect(fan.getByTestId("live-clock")).toHaveText(t("Full-time"), { timeout: 2_000 });
    await expect.poll(async () => (await tableRow(fanContext, competition.slug, HOME_CLUB.name)).played).toBe(1);
    await fan.goto(`/competitions/${competition.slug}`);
    const row = fan.locator(`[data-testid="competition-table"] tbody tr[data-team="${HOME_CLUB.name}"]`);
    await expect(row.locator('[data-column="played"]')).toHaveText("1");
    await expect(row.getByTestId("provisional-results")).toBeVisible();
    await fan.goto(`/matches/${matchId}`);
    await expect(fan.getByTestId("result-state")).toContainText(t("Provisional result"));

    expect(fanErrors, "errors on the fan's pages").toEqual([]);
    // Without signal the browser logs each failed request and socket: expected, and nothing else.
    expect(officialErrors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED")), "errors on the official's pages").toEqual([]);
    await Promise.all([fanContext.close(), officialContext.close(), admin.dispose()]);
  });
}
