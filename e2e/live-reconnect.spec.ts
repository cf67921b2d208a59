/**
 * Issue 19, point 3: the official's own phone after an offline spell. Twenty times over, the phone
 * loses its signal, records an event while the federation records another over the API, and gets
 * its signal back: each time its score and timeline must become the server's (the one every fan
 * gets), never a view that lost an event until a reload. The final-result form takes its figures
 * from the server, and (point 5) after full-time it sits under the score, above the timeline.
 */
import { expect as baseExpect, request as requestContext, type APIRequestContext, type Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { inLocale, LOCALES } from "./support/catalog";
import { collectPageErrors, expect, test } from "./support/fixtures";
import { matchToday, PHONE, phoneContext } from "./support/live-match";
import { ADMIN, CLUB, goOffline, waitForServiceWorker } from "./pwa-helpers";

const CYCLES = 20;

type ServerLive = { state: { homeScore: number; awayScore: number; timeline: { key: string }[] } };

/** The server's state, as every fan gets it: the score and the timeline's keys in order. */
async function serverView(api: APIRequestContext, fixtureId: number) {
  const live = (await (await api.get(`/api/fixtures/${fixtureId}/live`)).json()) as ServerLive;
  return { score: `${live.state.homeScore}–${live.state.awayScore}`, keys: live.state.timeline.map((entry) => entry.key).reverse(), pending: 0 };
}

/** What the official's phone shows: its score, its timeline (latest first) and what waits on it. */
async function phoneView(page: Page) {
  const timeline = page.getByTestId("live-timeline");
  return {
    score: (await page.getByTestId("official-score").textContent()) ?? "",
    keys: (await timeline.count()) ? await timeline.locator("li").evaluateAll((items) => items.map((item) => item.getAttribute("data-key") ?? "")) : [],
    pending: await page.getByTestId("pending-event").count(),
  };
}

/** "" when the phone shows what the server holds; else both, to read in the failure. */
async function mismatch(page: Page, api: APIRequestContext, fixtureId: number) {
  const [phone, server] = [JSON.stringify(await phoneView(page)), JSON.stringify(await serverView(api, fixtureId))];
  return phone === server ? "" : `phone ${phone}\nserver ${server}`;
}

let adminSeq = 0;
/** An event the federation records over the API while the phone has no signal. */
async function adminEvent(admin: APIRequestContext, fixtureId: number, minute: number, type: string, team: "home" | "away") {
  const response = await admin.post(`/api/fixtures/${fixtureId}/live/events`, {
    headers: { "Idempotency-Key": crypto.randomUUID(), Origin: baseURL },
    data: { deviceId: "e2e-federation-desk", seq: ++adminSeq, at: Date.now(), minute, type, team, playerId: null },
  });
  baseExpect(response.status(), await response.text()).toBe(201);
}

test("after each of 20 offline spells the official's phone shows the server's score and timeline", async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await requestContext.newContext({ baseURL });
  baseExpect((await admin.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const { fixtureId, matchId } = await matchToday(admin, "en");

  const context = await phoneContext(browser, "en", "allow");
  baseExpect((await context.request.post("/api/auth/login", { data: CLUB, headers: { Origin: baseURL } })).status()).toBe(200);
  const official = await context.newPage();
  const errors = collectPageErrors(official);
  await official.goto(`/live/${matchId}`);
  await waitForServiceWorker(official);
  await expect(official.getByTestId("official-score")).toHaveText("0–0");
  const minute = official.getByTestId("minute");

  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    await goOffline(context, official);
    // Without signal: the phone's try (and every third spell a conversion too), the federation's penalty.
    await minute.fill(String(cycle * 2));
    await official.locator('button[data-event="try"]').click();
    if (cycle % 3 === 0) await official.locator('button[data-event="conversion"]').click();
    await adminEvent(admin, fixtureId, cycle * 2, "penalty-goal", "away");
    await context.setOffline(false);
    // Back online: the phone's view becomes the server's within a few seconds, and stays so.
    await expect.poll(() => mismatch(official, admin, fixtureId), { message: `spell ${cycle}`, timeout: 8_000 }).toBe("");
  }
  await official.waitForTimeout(1_000);
  baseExpect(await mismatch(official, admin, fixtureId)).toBe("");
  const final = await serverView(admin, fixtureId);
  baseExpect(final.score).toBe(`${CYCLES * 5 + Math.floor(CYCLES / 3) * 2}–${CYCLES * 3}`);

  // Full-time: the final result's figures are the server's.
  await minute.fill("80");
  await official.locator('button[data-event="full-time"]').click();
  await expect(official.getByTestId("pending-event")).toHaveCount(0);
  await expect(official.getByTestId("final-result").locator("input").first()).toHaveValue(String(CYCLES * 5 + Math.floor(CYCLES / 3) * 2));
  await expect(official.getByTestId("final-result").locator("input").nth(1)).toHaveValue(String(CYCLES * 3));

  expect(errors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED")), "errors on the official's page").toEqual([]);
  await Promise.all([context.close(), admin.dispose()]);
});

const LAPTOP = { width: 1366, height: 768 };

for (const locale of LOCALES) {
  test(`after full-time the final result sits under the score, above the timeline (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t = (english: string) => inLocale(locale, english);
    const admin = await requestContext.newContext({ baseURL });
    baseExpect((await admin.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    const { matchId } = await matchToday(admin, locale);
    const context = await phoneContext(browser, locale, "block");
    baseExpect((await context.request.post("/api/auth/login", { data: CLUB, headers: { Origin: baseURL } })).status()).toBe(200);
    const official = await context.newPage();
    const errors = collectPageErrors(official);
    await official.goto(`/live/${matchId}`);
    const finalResult = official.getByTestId("final-result");
    const timeline = official.getByTestId("live-timeline");
    const top = async (locator: typeof finalResult) => (await locator.boundingBox())!.y;

    await official.getByTestId("minute").fill("5");
    await official.locator('button[data-event="try"]').click();
    await expect(official.getByTestId("official-score")).toHaveText("5–0");
    // During the match the buttons come first, the final result at the end.
    baseExpect(await top(finalResult)).toBeGreaterThan(await top(timeline));

    await official.getByTestId("minute").fill("80");
    await official.locator('button[data-event="full-time"]').click();
    await expect(official.getByRole("heading", { name: t("Final result") })).toBeVisible();
    for (const viewport of [PHONE, LAPTOP]) {
      await official.setViewportSize(viewport);
      await official.evaluate(() => window.scrollTo(0, 0));
      baseExpect(await top(finalResult), `${viewport.width} px`).toBeLessThan(await top(timeline));
      // On the screen as it opens, without scrolling: its heading and its first figures.
      await expect(finalResult.getByRole("heading")).toBeInViewport();
      await expect(finalResult.locator("input").first()).toHaveValue("5");
      await official.screenshot({ path: test.info().outputPath(`final-result-${locale}-${viewport.width}.png`), fullPage: true });
    }
    expect(errors, "errors on the official's page").toEqual([]);
    await Promise.all([context.close(), admin.dispose()]);
  });
}
