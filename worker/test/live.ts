/** Helpers of the result and live-scoring tests: two member clubs, a fixture on today's Athens date, their officials. */
import { expect } from "vitest";
import { todayIso } from "../../schema/athens-time";
import { callJson, createClub, signInClub } from "./helpers";
import { adminCookie, createCompetition } from "./competitions";

const shiftDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A competition of `code` with two member clubs and `count` fixtures between them (one by
 * default), `daysFromToday` from today (Athens), kicking off at `time` (midnight by default: today's
 * has kicked off, so its clubs may enter its result).
 */
export async function matchDay({ code = "union", daysFromToday = 0, time = "00:00", count = 1 }: { code?: "union" | "league"; daysFromToday?: number; time?: string; count?: number } = {}) {
  const admin = await adminCookie();
  const competition = await createCompetition(admin, { code, preset: code === "union" ? "world-rugby" : "rugby-league" });
  const homeClub = await createClub({ name: `Home ${Math.random().toString(36).slice(2, 8)}` });
  const awayClub = await createClub({ name: `Away ${Math.random().toString(36).slice(2, 8)}` });
  const entrant = async (clubId: number) => {
    const { status, body } = await callJson(`/api/admin/competitions/${competition.id}/entrants`, { cookie: admin, json: { clubId } });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.id as number;
  };
  const [homeEntrantId, awayEntrantId] = [await entrant(homeClub.id), await entrant(awayClub.id)];
  const fixtureIds: number[] = [];
  for (let round = 1; round <= count; round++) {
    const { status, body: fixture } = await callJson(`/api/admin/competitions/${competition.id}/fixtures`, {
      cookie: admin,
      json: { homeEntrantId, awayEntrantId, date: shiftDays(todayIso(), daysFromToday), time, ...(count > 1 ? { round } : {}) },
    });
    expect(status, JSON.stringify(fixture)).toBe(201);
    fixtureIds.push(fixture.id as number);
  }
  return {
    admin,
    competition,
    fixtureId: fixtureIds[0],
    fixtureIds,
    homeClub,
    awayClub,
    home: await signInClub(homeClub),
    away: await signInClub(awayClub),
  };
}

export const score = (homeScore: number, awayScore: number, homeTries = 0, awayTries = 0) => ({ homeScore, awayScore, homeTries, awayTries });

export const enter = (fixtureId: number, cookie: string, json: Record<string, unknown>) => callJson(`/api/fixtures/${fixtureId}/result`, { cookie, json });

export async function tableOf(slug: string) {
  const { body } = await callJson(`/api/competitions/${slug}/table`);
  return body as { rows: { teamName: string; played: number; points: number; provisional: number; pointsFor: number }[] };
}
