/** Shared steps of the live-scoring browser tests (issue 14, issue 19): a fixture today and a phone. */
import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { todayIso } from "../../schema/athens-time";
import type { Locale } from "./catalog";

export const PHONE = { width: 390, height: 844 };
export const HOME_CLUB = { id: 1, name: "Athens Owls Rugby Club" };
export const AWAY_CLUB = { id: 2, name: "Piraeus Mariners RFC" };

/**
 * A competition of its own with the demo club at home to Piraeus today (Athens): a clean table to
 * compare. It kicked off at midnight, so whatever the hour the tests run, the match is under way
 * (a result entered before kick-off would be shown as well: README, "Match day").
 */
export async function matchToday(admin: APIRequestContext, locale: Locale) {
  const stamp = `${locale} ${Date.now()}`;
  const created = await admin.post("/api/admin/competitions", {
    data: { nameEn: `Live E2E ${stamp}`, nameEl: `Ζωντανά E2E ${stamp}`, code: "union", season: "2036-37", kind: "computed", featured: false, preset: "world-rugby" },
  });
  expect(created.status()).toBe(201);
  const competition = (await created.json()) as { id: number; slug: string };
  const entrant = async (clubId: number) => {
    const response = await admin.post(`/api/admin/competitions/${competition.id}/entrants`, { data: { clubId } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const [homeEntrantId, awayEntrantId] = [await entrant(HOME_CLUB.id), await entrant(AWAY_CLUB.id)];
  const fixture = await admin.post(`/api/admin/competitions/${competition.id}/fixtures`, { data: { homeEntrantId, awayEntrantId, date: todayIso(), time: "00:00" } });
  expect(fixture.status()).toBe(201);
  const { id } = (await fixture.json()) as { id: number };
  return { competition, fixtureId: id, matchId: id };
}

/** A phone in the given language (size `viewport`, a 390 px phone unless told). */
export async function phoneContext(browser: Browser, locale: Locale, serviceWorkers: "allow" | "block", viewport = PHONE) {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 800, hasTouch: viewport.width < 800, serviceWorkers, baseURL });
  await context.addInitScript((value) => localStorage.setItem("language", value), locale);
  return context;
}
