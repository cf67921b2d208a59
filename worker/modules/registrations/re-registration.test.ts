/**
 * Issue 24, point 7: "Re-register last season's players" is one action per club: it creates
 * registrations waiting for the registrar for the players still of age for their team.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { previousSeason } from "../../../domain/registrations/seasons";
import { currentSeason } from "../../../schema/season";
import { persons } from "../../../schema/tables";
import { registrations } from "../../../schema/tables/registrations";
import { callJson, createClub, createPerson, createTeam, db, signInClub } from "../../test/helpers";

const SEASON = "2030-31";
const LAST = previousSeason(SEASON);

async function licensed(personId: number, clubId: number, teamId: number | null, code: "union" | "league" | "sevens" = "union", season = LAST) {
  return db().insert(registrations).values({ personId, clubId, teamId, season, code, status: "licensed", licenceNumber: `RR-${crypto.randomUUID()}`, source: "import" }).returning().get();
}
const player = (first: string, dateOfBirth: string | null, extra: Partial<typeof persons.$inferInsert> = {}) => createPerson({ firstName: first, lastName: "Player", dateOfBirth, ...extra });
const reRegister = (cookie: string, json: Record<string, unknown>) => callJson(`/api/clubs/registrations/re-register`, { cookie, json });
const thisSeason = (personId: number) => db().select().from(registrations).where(and(eq(registrations.personId, personId), eq(registrations.season, SEASON)));

describe("POST /api/clubs/registrations/re-register", () => {
  it("re-registers last season's players still of age, waiting for the registrar; skips those who aged out or are registered already", async () => {
    const club = await createClub();
    const other = await createClub();
    const secretary = await createPerson({ firstName: "Sofia", lastName: "Secretary" }, [{ role: "secretary", clubId: club.id }]);
    const senior = await createTeam(club.id, { code: "union", ageGroup: "senior" });
    const u18 = await createTeam(club.id, { code: "union", ageGroup: "u18" });
    const league = await createTeam(club.id, { code: "league", ageGroup: "senior" });

    const adult = await player("Adult", "1995-01-01");
    const young = await player("Young", "2015-03-01"); // under 18 in 2030-31: born on or after 1 January 2013
    const agedOut = await player("Aged", "2012-12-31"); // born before 1 January 2013: no longer under 18
    const moved = await player("Moved", "1996-01-01");
    const leaguePlayer = await player("League", "1990-06-06");
    const noTeam = await player("Teamless", null);
    const declined = await player("Declined", "1994-01-01");
    await licensed(adult.id, club.id, senior.id);
    await licensed(young.id, club.id, u18.id);
    await licensed(agedOut.id, club.id, u18.id);
    await licensed(moved.id, club.id, senior.id);
    await licensed(moved.id, other.id, null, "union", SEASON); // already with another club this season
    await licensed(leaguePlayer.id, club.id, league.id, "league");
    await licensed(noTeam.id, club.id, null);
    await db().insert(registrations).values({ personId: declined.id, clubId: club.id, season: LAST, code: "union", status: "declined" });
    // Another club's player of last season is not this club's to re-register.
    const stranger = await player("Stranger", "1993-01-01");
    await licensed(stranger.id, other.id, null);

    const cookie = await signInClub(secretary);
    const union = await reRegister(cookie, { season: SEASON, code: "union" });
    expect(union.status).toBe(200);
    expect(union.body.created).toBe(3);
    expect(union.body.skipped).toEqual([
      { personId: agedOut.id, name: "Aged Player", reason: "No longer of age for the team's age group" },
      { personId: moved.id, name: "Moved Player", reason: "Already registered for this season" },
    ]);
    for (const [person, team] of [[adult, senior], [young, u18], [noTeam, null]] as const) {
      expect(await thisSeason(person.id)).toEqual([
        expect.objectContaining({ clubId: club.id, teamId: team?.id ?? null, code: "union", status: "pending-federation", source: "re-registration", clubDecidedBy: secretary.id, appliedBy: secretary.id }),
      ]);
      expect((await thisSeason(person.id))[0]!.clubDecidedAt).not.toBeNull();
    }
    expect(await thisSeason(agedOut.id)).toEqual([]);
    expect(await thisSeason(leaguePlayer.id)).toEqual([]);
    expect(await thisSeason(declined.id)).toEqual([]);
    expect(await thisSeason(stranger.id)).toEqual([]);

    // Again, every code: the union players are registered now; the league player is created.
    const again = await reRegister(cookie, { season: SEASON });
    expect(again.body.created).toBe(1);
    expect(again.body.skipped.map((skip: { name: string }) => skip.name).sort()).toEqual(["Adult Player", "Aged Player", "Moved Player", "Teamless Player", "Young Player"]);
    expect(await thisSeason(leaguePlayer.id)).toEqual([expect.objectContaining({ code: "league", status: "pending-federation" })]);

    const greek = await callJson(`/api/clubs/registrations/re-register`, { cookie, json: { season: SEASON }, headers: { "accept-language": "el" } });
    expect(greek.body.skipped[0].reason).not.toBe("Already registered for this season");
  }, 30_000);

  it("defaults to the current season; refuses a bad season or code; a team manager may not (403)", async () => {
    const club = await createClub();
    const secretary = await createPerson({}, [{ role: "secretary", clubId: club.id }]);
    const manager = await createPerson({}, [{ role: "team-manager", clubId: club.id }]);
    const adult = await player("Current", "1990-01-01");
    await licensed(adult.id, club.id, null, "sevens", previousSeason(currentSeason()));
    const cookie = await signInClub(secretary);

    expect((await reRegister(await signInClub(manager), {})).status).toBe(403);
    expect((await reRegister(cookie, { season: "2030/31" })).status).toBe(400);
    expect((await reRegister(cookie, { code: "rugby" })).body.fields).toHaveProperty("code");
    const result = await reRegister(cookie, {});
    expect(result.body).toEqual({ created: 1, skipped: [] });
    expect(await db().select().from(registrations).where(and(eq(registrations.personId, adult.id), eq(registrations.season, currentSeason())))).toEqual([
      expect.objectContaining({ code: "sevens", status: "pending-federation" }),
    ]);
  }, 30_000);
});
