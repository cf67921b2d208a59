/**
 * The roster is the register (issue 24, point 4, and the public side of point 8): a licensed
 * registration's entry shows the person as they are now, the club fills in position and number,
 * the typed entries of before stay until the secretary links them, and the public roster shows a
 * registered player only with their (or, for a minor, a parent's) consent, and then no more than
 * name, club, team, position and number.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { currentSeason } from "../../../schema/season";
import { persons, players } from "../../../schema/tables";
import { registrations } from "../../../schema/tables/registrations";
import { signedInClub } from "../../test/dashboard";
import { call, callJson, createPerson, createPlayer, createTeam, db } from "../../test/helpers";
import { enrolOnRoster } from "../registrations/roster-entries";

const season = currentSeason();
let licences = 0;

/** A licensed registration of a new person with `clubId` (and its team), and the entry enrolOnRoster makes for it. */
async function registered(clubId: number, { teamId = null, person = {}, status = "licensed" as const, code = "union" as const } = {} as {
  teamId?: number | null;
  person?: Partial<typeof persons.$inferInsert>;
  status?: "licensed" | "lapsed";
  code?: "union" | "league" | "sevens";
}) {
  const someone = await createPerson({ firstName: "Anna", lastName: "Register", dateOfBirth: "1995-05-05", ...person });
  const licenceNumber = `T-${Date.now()}-${++licences}`;
  const registration = await db()
    .insert(registrations)
    .values({ personId: someone.id, clubId, teamId, season, code, status, licenceNumber, source: "import", licensedAt: new Date().toISOString() })
    .returning()
    .get();
  await enrolOnRoster(db(), registration.id);
  const entry = await db().select().from(players).where(eq(players.registrationId, registration.id)).get();
  return { person: someone, registration, entry };
}

const ownRoster = (cookie: string, query = "") => callJson<any[]>(`/api/clubs/players${query}`, { cookie });
const publicRoster = (clubId: number) => callJson<any[]>(`/api/clubs/${clubId}/players`);

describe("GET /api/clubs/players: a view of the register", () => {
  it("shows a registered player as the person is now, with team, season and licence, beside the typed entries", async () => {
    const { club, cookie } = await signedInClub();
    const team = await createTeam(club.id);
    const typed = await createPlayer(club.id, { name: "Typed Before", jerseyNumber: 9, position: "Scrum Half" });
    const { person, registration, entry } = await registered(club.id, { teamId: team.id });
    await db().update(persons).set({ firstName: "Anastasia", lastName: "Renamed", dateOfBirth: "1996-06-06" }).where(eq(persons.id, person.id));

    const { status, body } = await ownRoster(cookie);
    expect(status).toBe(200);
    // Numbered entries first; a registered player without a number yet after them.
    expect(body.map((p) => p.id)).toEqual([typed.id, entry!.id]);
    expect(body[1]).toEqual({
      id: entry!.id,
      name: "Anastasia Renamed",
      position: "",
      jerseyNumber: null,
      dateOfBirth: "1996-06-06",
      height: null,
      weight: null,
      clubId: club.id,
      registrationId: registration.id,
      teamId: team.id,
      season,
      licenceNumber: registration.licenceNumber,
    });
    expect(body[0]).toMatchObject({ name: "Typed Before", registrationId: null, teamId: null, season: null, licenceNumber: null });
  });

  it("leaves out a registration that is no longer licensed, and one moved to another club", async () => {
    const { club, cookie } = await signedInClub();
    const other = await signedInClub();
    const lapsed = await registered(club.id);
    const moved = await registered(club.id);
    await db().update(registrations).set({ status: "lapsed" }).where(eq(registrations.id, lapsed.registration.id));
    await db().update(registrations).set({ clubId: other.club.id }).where(eq(registrations.id, moved.registration.id));
    await db().update(players).set({ clubId: other.club.id }).where(eq(players.registrationId, moved.registration.id));

    expect((await ownRoster(cookie)).body).toEqual([]);
    expect((await ownRoster(other.cookie)).body.map((p) => p.id)).toEqual([moved.entry!.id]);
  });

  it("filters by team and by season", async () => {
    const { club, cookie } = await signedInClub();
    const [first, second] = [await createTeam(club.id), await createTeam(club.id)];
    const a = await registered(club.id, { teamId: first.id });
    const b = await registered(club.id, { teamId: second.id });
    await createPlayer(club.id);

    expect((await ownRoster(cookie, `?teamId=${first.id}`)).body.map((p) => p.id)).toEqual([a.entry!.id]);
    expect((await ownRoster(cookie, `?teamId=${second.id}&season=${season}`)).body.map((p) => p.id)).toEqual([b.entry!.id]);
    expect((await ownRoster(cookie, "?season=1999-00")).body).toEqual([]);
    expect((await ownRoster(cookie, "?teamId=abc")).status).toBe(400);
    expect((await ownRoster(cookie, "?season=26")).status).toBe(400);
  });
});

describe("PATCH and DELETE of a registered player's entry", () => {
  it("takes back what GET answers: the club's fields change, the name and birth date stay the person's", async () => {
    const { club, cookie } = await signedInClub();
    const { entry } = await registered(club.id);
    const [shown] = (await ownRoster(cookie)).body;

    const edit = { ...shown, name: "Someone Else", dateOfBirth: "2001-01-01", position: "Hooker", jerseyNumber: 2, height: 180, weight: null };
    const { status, body } = await callJson(`/api/clubs/players/${entry!.id}`, { method: "PATCH", json: edit, cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ ...shown, position: "Hooker", jerseyNumber: 2, height: 180, weight: null });
    expect((await ownRoster(cookie)).body).toEqual([body]);

    const cleared = await callJson(`/api/clubs/players/${entry!.id}`, { method: "PATCH", json: { ...body, jerseyNumber: null, height: null }, cookie });
    expect(cleared.body).toMatchObject({ jerseyNumber: null, height: null, name: "Anna Register" });
  });

  it("checks the club's fields of a registered player as the form does", async () => {
    const { club, cookie } = await signedInClub();
    const { entry } = await registered(club.id);
    const patch = (json: object) => callJson(`/api/clubs/players/${entry!.id}`, { method: "PATCH", json, cookie });
    expect((await patch({ position: "Goalkeeper" })).body).toMatchObject({ fields: { position: "Position is required" } });
    expect((await patch({ position: "Hooker", jerseyNumber: 100 })).body).toMatchObject({ fields: { jerseyNumber: "Jersey number must be a valid number" } });
    expect((await patch({ position: "Hooker", height: 300 })).status).toBe(400);
  });

  it("still asks everything of a typed entry (null numbers refused)", async () => {
    const { club, cookie } = await signedInClub();
    const typed = await createPlayer(club.id);
    const { status, body } = await callJson(`/api/clubs/players/${typed.id}`, { method: "PATCH", json: { ...typed, jerseyNumber: null }, cookie });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({ jerseyNumber: "Jersey number must be a valid number" });
  });

  it("refuses to delete a registered player's entry (409), and keeps it", async () => {
    const { club, cookie } = await signedInClub();
    const { entry } = await registered(club.id);
    const { status, body } = await callJson(`/api/clubs/players/${entry!.id}`, { method: "DELETE", cookie });
    expect(status).toBe(409);
    expect(body.message).toMatch(/registration/);
    expect((await ownRoster(cookie)).body).toHaveLength(1);
  });
});

describe("POST /api/clubs/players/{id}/link", () => {
  it("links a typed entry to a registration: its own empty entry goes, the typed numbers stay, the name is the person's", async () => {
    const { club, cookie } = await signedInClub();
    const typed = await createPlayer(club.id, { name: "Anna Reg.", jerseyNumber: 11, position: "Left Wing", height: 170, weight: 65 });
    const { registration, entry } = await registered(club.id);

    const { status, body } = await callJson(`/api/clubs/players/${typed.id}/link`, { json: { registrationId: registration.id }, cookie });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: typed.id, name: "Anna Register", dateOfBirth: "1995-05-05", jerseyNumber: 11, position: "Left Wing", height: 170, weight: 65, registrationId: registration.id });
    expect((await ownRoster(cookie)).body.map((p) => p.id)).toEqual([typed.id]);
    expect(await db().select().from(players).where(eq(players.id, entry!.id)).get()).toBeUndefined();

    // Linked now: a second link is a conflict.
    const again = await callJson(`/api/clubs/players/${typed.id}/link`, { json: { registrationId: registration.id }, cookie });
    expect(again.status).toBe(409);
  });

  it("refuses a registration that already has an entry the club filled in (409), another club's one, and one not licensed", async () => {
    const { club, cookie } = await signedInClub();
    const other = await signedInClub();
    const typed = await createPlayer(club.id);
    const kept = await registered(club.id);
    await callJson(`/api/clubs/players/${kept.entry!.id}`, { method: "PATCH", json: { position: "Hooker", jerseyNumber: 3 }, cookie });
    const theirs = await registered(other.club.id);
    const lapsed = await registered(club.id, { status: "lapsed" });
    const link = (registrationId: unknown) => callJson(`/api/clubs/players/${typed.id}/link`, { json: { registrationId }, cookie });

    expect((await link(kept.registration.id)).status).toBe(409);
    expect((await link(theirs.registration.id)).status).toBe(400);
    expect((await link(lapsed.registration.id)).status).toBe(400);
    expect((await link("x")).status).toBe(400);
    expect((await callJson(`/api/clubs/players/${theirs.entry!.id}/link`, { json: { registrationId: kept.registration.id }, cookie })).status).toBe(404);
    expect(await db().select().from(players).where(eq(players.id, typed.id)).get()).toMatchObject({ registrationId: null });
  });
});

describe("GET /api/clubs/{id}/players: the public roster", () => {
  it("shows an adult who opted in without their personal details, hides one who did not, and keeps typed entries", async () => {
    const { club } = await signedInClub();
    const team = await createTeam(club.id);
    const shown = await registered(club.id, { teamId: team.id, person: { firstName: "Public", lastName: "Adult", publicProfile: true } });
    await db().update(players).set({ position: "Hooker", jerseyNumber: 2, height: 180, weight: 100 }).where(eq(players.id, shown.entry!.id));
    await registered(club.id, { person: { firstName: "Private", lastName: "Adult", publicProfile: false } });
    const typed = await createPlayer(club.id, { name: "Typed Entry", jerseyNumber: 5 });

    const { status, body } = await publicRoster(club.id);
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: shown.entry!.id,
        name: "Public Adult",
        position: "Hooker",
        jerseyNumber: 2,
        dateOfBirth: null,
        height: null,
        weight: null,
        clubId: club.id,
        registrationId: shown.registration.id,
        teamId: team.id,
        season,
        licenceNumber: null,
      },
      { ...typed, teamId: null, season: null, licenceNumber: null },
    ]);
  });

  it("hides a minor unless a parent opted in", async () => {
    const { club } = await signedInClub();
    const child = await registered(club.id, { person: { firstName: "Minor", lastName: "Child", dateOfBirth: "2014-03-03", publicProfile: false } });
    expect((await publicRoster(club.id)).body).toEqual([]);
    // The parent's opt-in (families/my-data.ts sets it; only a parent can, for a minor).
    await db().update(persons).set({ publicProfile: true }).where(eq(persons.id, child.person.id));
    expect((await publicRoster(club.id)).body).toMatchObject([{ name: "Minor Child", dateOfBirth: null }]);
  });
});

describe("the roster CSV with registered players", () => {
  const csvOf = async (cookie: string) => (await (await call("/api/clubs/players/export.csv?lang=en", { cookie })).text()).replace(/^\uFEFF/, "");
  const importCsv = (cookie: string, body: string) => callJson("/api/clubs/players/import", { method: "POST", body, headers: { "content-type": "text/csv" }, cookie });

  it("exports a registered player as the person is now, numbers left empty, and the file comes back unchanged", async () => {
    const { club, cookie } = await signedInClub();
    await createPlayer(club.id, { name: "Typed Before", jerseyNumber: 9, position: "Scrum Half" });
    const { person } = await registered(club.id);
    await db().update(persons).set({ firstName: "Renamed" }).where(eq(persons.id, person.id));

    const text = await csvOf(cookie);
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("Renamed Register,,,1995-05-05,,");
    expect((await importCsv(cookie, text)).body).toMatchObject({ created: 0, updated: 0, unchanged: 2, errors: [] });

    // The club places the registered player from the spreadsheet: only its own fields change.
    const placed = text.replace("Renamed Register,,,1995-05-05,,", "Renamed Register,Hooker,2,2001-01-01,180,");
    expect((await importCsv(cookie, placed)).body).toMatchObject({ created: 0, updated: 1, unchanged: 1, errors: [] });
    expect((await ownRoster(cookie)).body.find((p) => p.registrationId !== null)).toMatchObject({ name: "Renamed Register", dateOfBirth: "1995-05-05", position: "Hooker", jerseyNumber: 2, height: 180, weight: null });
  });
});
