/**
 * Issue 24, point 6: GET /api/fixtures/{id}/eligibility?clubId=: who may play for a club in a
 * fixture, each with the reasons they may not, in the request's language; for the club's
 * secretary, team managers and club admin, and the registrar for any club.
 */
import { describe, expect, it } from "vitest";
import { rulesFromPreset } from "../../../domain/standings";
import type { persons } from "../../../schema/tables";
import { competitions } from "../../../schema/tables/competitions";
import { registrations } from "../../../schema/tables/registrations";
import { call, callJson, createClub, createPerson, createPlayer, createUser, db, signInClub, signInUser } from "../../test/helpers";
import { adminCookie, createCompetition } from "../../test/competitions";
import { createFixture, createTeam } from "../../test/teams";

/** A season of the tests' own: no other test registers in it. */
const SEASON = "2031-32";
const MATCH_DAY = "2031-11-15";

type Row = { personId: number; name: string; eligible: boolean; reasons: { code: string; message: string }[] };

async function licence(personId: number, clubId: number, overrides: Partial<typeof registrations.$inferInsert> = {}) {
  return db()
    .insert(registrations)
    .values({ personId, clubId, season: SEASON, code: "union", status: "licensed", licenceNumber: `T-${crypto.randomUUID()}`, source: "import", ...overrides })
    .returning()
    .get();
}

const athlete = (firstName: string, overrides: Partial<typeof persons.$inferInsert> = {}) =>
  createPerson({ firstName, lastName: "Eligible", dateOfBirth: "1995-05-20", healthCardExpiresOn: "2031-12-31", ...overrides });

async function competition(ageCutOff = "01-01") {
  return db()
    .insert(competitions)
    .values({ slug: `elig-${crypto.randomUUID()}`, nameEn: "Eligibility Cup", nameEl: "Κύπελλο", code: "union", season: SEASON, preset: "world-rugby", rules: rulesFromPreset("world-rugby"), ageCutOff })
    .returning()
    .get();
}

/** Club A's senior XV against club B's, in a competition of SEASON, with A's secretary, team manager and scorer. */
async function setting() {
  const clubA = await createClub();
  const clubB = await createClub();
  const teamA = await createTeam(clubA.id);
  const teamB = await createTeam(clubB.id);
  const cup = await competition();
  const fixture = await createFixture(teamA.id, teamB.id, { competitionId: cup.id, competitionLabel: null, date: MATCH_DAY });
  const secretary = await createPerson({}, [{ role: "secretary", clubId: clubA.id }]);
  const manager = await createPerson({}, [{ role: "team-manager", clubId: clubA.id }]);
  const scorer = await createPerson({}, [{ role: "scorer", clubId: clubA.id }]);
  const secretaryB = await createPerson({}, [{ role: "secretary", clubId: clubB.id }]);
  return { clubA, clubB, teamA, teamB, fixture, secretary, manager, scorer, secretaryB };
}

const read = (fixtureId: number | string, cookie: string | undefined, query = "", headers: Record<string, string> = {}) =>
  callJson<Row[]>(`/api/fixtures/${fixtureId}/eligibility${query}`, { cookie, headers });

const byName = (rows: Row[]) => Object.fromEntries(rows.map((row) => [row.name.split(" ")[0], row]));

describe("GET /api/fixtures/{id}/eligibility", () => {
  it("lists the club's licensed players and its team's roster, each eligible or with every reason", async () => {
    const { clubA, clubB, teamA, fixture, secretary } = await setting();
    const ready = await athlete("Ready");
    const expired = await athlete("Expired", { healthCardExpiresOn: "2031-11-14" });
    const lastDay = await athlete("Lastday", { healthCardExpiresOn: MATCH_DAY });
    const young = await athlete("Young", { dateOfBirth: "2014-02-01", healthCardExpiresOn: null });
    // On A's roster from last season, now licensed with club B: A's list shows them without a licence.
    const moved = await athlete("Moved");
    const old = await licence(moved.id, clubA.id, { season: "2030-31", teamId: teamA.id });
    await createPlayer(clubA.id, { name: "Moved Eligible", registrationId: old.id });
    await licence(moved.id, clubB.id);
    // Not listed: a pending application, B's own player, and A's player of another code.
    const pending = await athlete("Pending");
    const elsewhere = await athlete("Elsewhere");
    const league = await athlete("League");
    for (const person of [ready, expired, lastDay, young]) await licence(person.id, clubA.id);
    await licence(pending.id, clubA.id, { status: "pending-federation", licenceNumber: null });
    await licence(elsewhere.id, clubB.id);
    await licence(league.id, clubA.id, { code: "league" });

    const { status, body } = await read(fixture.id, await signInClub(secretary));
    expect(status).toBe(200);
    expect(body.map((row) => row.name.split(" ")[0]).sort()).toEqual(["Expired", "Lastday", "Moved", "Ready", "Young"]);
    const rows = byName(body);
    expect(rows.Ready).toEqual({ personId: ready.id, name: "Ready Eligible", eligible: true, reasons: [] });
    expect(rows.Lastday!.eligible).toBe(true);
    expect(rows.Expired).toMatchObject({ eligible: false, reasons: [{ code: "health-card-expired", message: "Health card expired or missing" }] });
    expect(rows.Young!.reasons.map((reason) => reason.code)).toEqual(["health-card-expired", "age-group"]);
    expect(rows.Moved!.reasons).toEqual([{ code: "no-licence", message: "No licence with this club for the season" }]);
  });

  it("says the reasons in Greek for Accept-Language: el, with the same codes", async () => {
    const { clubA, fixture, manager } = await setting();
    const person = await athlete("Greek", { healthCardExpiresOn: null });
    await licence(person.id, clubA.id);
    const { status, body } = await read(fixture.id, await signInClub(manager), "", { "accept-language": "el" });
    expect(status).toBe(200);
    const [reason] = body[0]!.reasons;
    expect(reason!.code).toBe("health-card-expired");
    expect(reason!.message).not.toBe("Health card expired or missing");
    expect(reason!.message).toMatch(/[α-ω]/);
  });

  it("uses the competition's age cut-off, and a friendly's season from its date", async () => {
    const clubA = await createClub();
    const u14 = await createTeam(clubA.id, { ageGroup: "u14" });
    const guests = await createTeam(null, { nameEn: `Guests ${crypto.randomUUID()}`, kind: null, ageGroup: null, code: null });
    const secretary = await createPerson({}, [{ role: "secretary", clubId: clubA.id }]);
    // Under-14 in 2031-32: born on or after 1 January 2018, or on or after 1 September 2018 with that cut-off.
    const nikos = await athlete("Nikos", { dateOfBirth: "2018-05-01", healthCardExpiresOn: "2032-12-31" });
    await licence(nikos.id, clubA.id, { teamId: u14.id });
    const cookie = await signInClub(secretary);
    const september = await competition("09-01");
    const inCup = await createFixture(u14.id, guests.id, { competitionId: september.id, competitionLabel: null, date: MATCH_DAY });
    expect((await read(inCup.id, cookie)).body).toMatchObject([{ personId: nikos.id, eligible: false, reasons: [{ code: "age-group" }] }]);
    const friendly = await createFixture(guests.id, u14.id, { date: MATCH_DAY });
    expect((await read(friendly.id, cookie)).body).toMatchObject([{ personId: nikos.id, eligible: true }]);
    // 31 August 2032 is still 2031-32; on 1 September 2032 the licence is last season's.
    const lastDay = await createFixture(guests.id, u14.id, { date: "2032-08-31" });
    const nextSeason = await createFixture(guests.id, u14.id, { date: "2032-09-01" });
    expect((await read(lastDay.id, cookie)).body).toMatchObject([{ personId: nikos.id, eligible: true }]);
    expect((await read(nextSeason.id, cookie)).body).toEqual([]);
  });

  it("lets the club's secretary, team managers and club admin read; a scorer may not; another club's fixture is not found", async () => {
    const { clubA, clubB, fixture, secretary, manager, scorer, secretaryB } = await setting();
    expect((await read(fixture.id, await signInClub(secretary))).status).toBe(200);
    expect((await read(fixture.id, await signInClub(manager))).status).toBe(200);
    expect((await read(fixture.id, await signInClub(clubA))).status).toBe(200);
    expect((await read(fixture.id, await signInClub(scorer))).status).toBe(403);
    // Club B's secretary reads B's side of the same fixture, never A's.
    const cookieB = await signInClub(secretaryB);
    expect((await read(fixture.id, cookieB)).status).toBe(200);
    expect((await read(fixture.id, cookieB, `?clubId=${clubA.id}`)).status).toBe(403);
    const otherClub = await createClub();
    const notTheirs = await read(fixture.id, await signInClub(otherClub));
    expect(notTheirs).toMatchObject({ status: 404, body: { code: "not_found", message: "None of this club's teams plays in this fixture" } });
    expect((await read(fixture.id, undefined)).status).toBe(401);
    expect((await read(fixture.id, await signInUser((await createUser())!))).status).toBe(401);
    void clubB;
  }, 30_000);

  it("lets the registrar read any club's list, named by clubId", async () => {
    const { clubA, fixture } = await setting();
    const person = await athlete("Registered");
    await licence(person.id, clubA.id);
    await createClub({ isAdmin: true });
    const registrar = await signInClub(await createPerson({ isDemo: true }, [{ role: "registrar", clubId: null }]));
    const list = await read(fixture.id, registrar, `?clubId=${clubA.id}`);
    expect(list).toMatchObject({ status: 200, body: [{ personId: person.id, eligible: true }] });
    const unnamed = await read(fixture.id, registrar);
    expect(unnamed).toMatchObject({ status: 400, body: { code: "invalid_input", fields: { clubId: "Choose a club" } } });
    expect((await read(fixture.id, registrar, "?clubId=999999999")).status).toBe(404);
    // A moderator holds no registrations' capability.
    const moderator = await signInClub(await createPerson({ isDemo: true }, [{ role: "moderator", clubId: null }]));
    expect((await read(fixture.id, moderator, `?clubId=${clubA.id}`)).status).toBe(403);
  }, 30_000);

  it("answers 400, never a 5xx, for an id or clubId that is not one, and 404 for an unknown fixture", async () => {
    const { clubA, secretary, fixture } = await setting();
    const cookie = await signInClub(secretary);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) expect((await read(id, cookie)).status).toBe(400);
    for (const clubId of ["x", "0", "-3", "", "1e3", "12345678901"]) {
      const answer = await read(fixture.id, cookie, `?clubId=${encodeURIComponent(clubId)}`);
      expect([400], `clubId=${clubId}`).toContain(answer.status);
    }
    expect((await read(fixture.id, cookie, `?clubId=${clubA.id}`)).status).toBe(200);
    const unknown = await call("/api/fixtures/999999999/eligibility", { cookie });
    expect(unknown.status).toBe(404);
  });
});

describe("a competition's age cut-off (the admin's setting)", () => {
  it("defaults to 01-01, is set on create and by PATCH, and comes back from GET; a day that is not MM-DD is refused", async () => {
    const cookie = await adminCookie();
    const created = await createCompetition(cookie);
    expect(created.ageCutOff).toBe("01-01");
    const september = await createCompetition(cookie, { ageCutOff: "09-01" });
    expect(september.ageCutOff).toBe("09-01");

    const patched = await callJson(`/api/admin/competitions/${created.id}`, { method: "PATCH", cookie, json: { ageCutOff: "07-01" } });
    expect(patched).toMatchObject({ status: 200, body: { ageCutOff: "07-01" } });
    const read = await callJson(`/api/admin/competitions/${created.id}`, { cookie });
    expect(read.body.ageCutOff).toBe("07-01");
    // What GET answers may be sent back as it is.
    const { id: _id, slug: _slug, code: _code, rulesInWords: _words, updatedAt: _at, entrants: _entrants, ...editable } = read.body;
    expect((await callJson(`/api/admin/competitions/${created.id}`, { method: "PATCH", cookie, json: editable })).status).toBe(200);
    // Another field's edit leaves it as it is.
    expect((await callJson(`/api/admin/competitions/${created.id}`, { method: "PATCH", cookie, json: { featured: false } })).body.ageCutOff).toBe("07-01");

    for (const ageCutOff of ["1-1", "13-01", "02-29", "04-31", "0101", 101]) {
      const refused = await callJson(`/api/admin/competitions/${created.id}`, { method: "PATCH", cookie, json: { ageCutOff } });
      expect(refused, String(ageCutOff)).toMatchObject({ status: 400, body: { code: "invalid_input", fields: { ageCutOff: "The age cut-off must be a day written MM-DD, such as 01-01 or 09-01" } } });
    }
    const greek = await callJson(`/api/admin/competitions/${created.id}`, { method: "PATCH", cookie, headers: { "accept-language": "el" }, json: { ageCutOff: "31-12" } });
    expect(greek.body.fields.ageCutOff).not.toMatch(/MM-DD, such as/);
    const refusedCreate = await callJson("/api/admin/competitions", { cookie, json: { nameEn: "Cut-off Cup", code: "union", season: "2031-32", kind: "computed", preset: "world-rugby", ageCutOff: "00-10" } });
    expect(refusedCreate.status).toBe(400);
    expect((await callJson(`/api/admin/competitions/${created.id}`, { cookie })).body.ageCutOff).toBe("07-01");
  }, 30_000);
});
