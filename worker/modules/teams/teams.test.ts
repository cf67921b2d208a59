import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { teams } from "../../../schema/tables/competitions";
import { clubs } from "../../../schema/tables";
import { signedInAdmin } from "../../test/back-office";
import { profileOf, signedInClub } from "../../test/dashboard";
import { callJson, createClub, db } from "../../test/helpers";
import { createFixture, createTeam } from "../../test/teams";

const womenXv = { nameEn: "Athens Owls Women", nameEl: "Κουκουβάγιες Αθήνας Γυναίκες", kind: "women", ageGroup: "senior", code: "union" };
const HAS_PLAYED = "This team has games or is in a competition, so it cannot be deleted. Deactivate it instead.";

const teamsOf = (clubId: number) => db().select().from(teams).where(eq(teams.clubId, clubId)).orderBy(teams.id);
const tagOf = () => crypto.randomUUID().slice(0, 8);

describe("GET /api/clubs/{id}/teams (pinned)", () => {
  it("lists an approved club's teams, each { id, nameEn, nameEl, kind, ageGroup, code, active }, seniors first", async () => {
    const club = await createClub();
    const u18 = await createTeam(club.id, { nameEn: "Owls U18", nameEl: "Κουκουβάγιες Κ18", ageGroup: "u18" });
    const senior = await createTeam(club.id, { nameEn: "Owls", nameEl: "Κουκουβάγιες" });
    await createTeam((await createClub()).id, { nameEn: "Not Ours" });

    const { status, body } = await callJson<any[]>(`/api/clubs/${club.id}/teams`);
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: senior.id, nameEn: "Owls", nameEl: "Κουκουβάγιες", kind: "men", ageGroup: "senior", code: "union", active: true },
      { id: u18.id, nameEn: "Owls U18", nameEl: "Κουκουβάγιες Κ18", kind: "men", ageGroup: "u18", code: "union", active: true },
    ]);
  });

  it("answers 404 like /api/clubs/{id} for a club the public does not see", async () => {
    for (const overrides of [{ status: "pending" as const }, { status: "declined" as const }, { isActive: false }, { isAdmin: true }]) {
      const club = await createClub(overrides);
      await createTeam(club.id);
      const teamsAnswer = await callJson(`/api/clubs/${club.id}/teams`);
      expect(teamsAnswer.status, JSON.stringify(overrides)).toBe(404);
      expect(teamsAnswer.body).toEqual((await callJson(`/api/clubs/${club.id}`)).body);
    }
    expect((await callJson("/api/clubs/999999/teams")).status).toBe(404);
  });
});

describe("a club's own teams: /api/clubs/teams", () => {
  it("adds, lists, edits and deactivates a team; the public list follows", async () => {
    const { club, cookie } = await signedInClub();
    const created = await callJson("/api/clubs/teams", { json: womenXv, cookie });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...womenXv, active: true });
    const id = created.body.id as number;
    expect((await teamsOf(club.id)).map((team) => team.id)).toEqual([id]);

    const own = await callJson<any[]>("/api/clubs/teams", { cookie });
    expect(own).toMatchObject({ status: 200, body: [created.body] });

    const edited = await callJson(`/api/clubs/teams/${id}`, { method: "PATCH", json: { ageGroup: "u18", nameEn: "Athens Owls Women U18" }, cookie });
    expect(edited).toMatchObject({ status: 200, body: { id, ageGroup: "u18", nameEn: "Athens Owls Women U18", nameEl: womenXv.nameEl, active: true } });

    const deactivated = await callJson(`/api/clubs/teams/${id}`, { method: "PATCH", json: { active: false }, cookie });
    expect(deactivated).toMatchObject({ status: 200, body: { id, active: false } });
    expect((await callJson<any[]>(`/api/clubs/${club.id}/teams`)).body).toEqual([{ ...edited.body, active: false }]);
  });

  it("needs a club session", async () => {
    expect((await callJson("/api/clubs/teams")).status).toBe(401);
    expect((await callJson("/api/clubs/teams", { json: womenXv })).status).toBe(401);
  });

  it("answers 400 with the message under each field, in both languages", async () => {
    const { cookie } = await signedInClub();
    const bad = await callJson("/api/clubs/teams", { json: { nameEn: "A", nameEl: "", kind: "boys", ageGroup: "u99", code: "touch" }, cookie });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: expect.any(String),
      code: "invalid_input",
      fields: {
        nameEn: "The team's English name must be at least 2 characters",
        nameEl: "The team's Greek name must be at least 2 characters",
        kind: "Choose who the team is for: men, women or mixed",
        ageGroup: "Choose the team's age group",
        code: "Choose the team's game: union, league or sevens",
      },
    });
    const greek = await callJson("/api/clubs/teams", { json: { ...womenXv, nameEl: " " }, cookie, headers: { "accept-language": "el" } });
    expect(greek.status).toBe(400);
    expect(greek.body.fields.nameEl).toMatch(/[α-ω]/);
    expect(greek.body.fields.nameEl).not.toContain("Greek name");

    const { body: team } = await callJson("/api/clubs/teams", { json: womenXv, cookie });
    const badPatch = await callJson(`/api/clubs/teams/${team.id}`, { method: "PATCH", json: { active: "no", kind: "" }, cookie });
    expect(badPatch).toMatchObject({ status: 400, body: { fields: { active: "Choose whether the team is active", kind: "Choose who the team is for: men, women or mixed" } } });
    for (const id of ["abc", "0", "1.5"]) expect((await callJson(`/api/clubs/teams/${id}`, { method: "DELETE", cookie })).status, id).toBe(400);
  });

  it("never touches another club's team: 404", async () => {
    const { cookie } = await signedInClub();
    const theirs = await createTeam((await createClub()).id, { nameEn: "Theirs" });
    expect((await callJson(`/api/clubs/teams/${theirs.id}`, { method: "PATCH", json: { active: false }, cookie })).status).toBe(404);
    expect((await callJson(`/api/clubs/teams/${theirs.id}`, { method: "DELETE", cookie })).status).toBe(404);
    const guest = await createTeam(null, { nameEn: `Guest ${tagOf()}`, kind: null, ageGroup: null, code: null });
    expect((await callJson(`/api/clubs/teams/${guest.id}`, { method: "DELETE", cookie })).status).toBe(404);
    expect(await db().select().from(teams).where(eq(teams.id, theirs.id))).toMatchObject([{ active: true, nameEn: "Theirs" }]);
  });

  it("deletes a team that never played; refuses one that has (409: deactivate it instead), which keeps its games", async () => {
    const { club, cookie } = await signedInClub();
    const unplayed = await createTeam(club.id, { nameEn: "Never Played" });
    const removed = await callJson(`/api/clubs/teams/${unplayed.id}`, { method: "DELETE", cookie });
    expect(removed).toMatchObject({ status: 200, body: { id: unplayed.id, message: "Team deleted" } });
    expect(await teamsOf(club.id)).toEqual([]);

    const home = await createTeam(club.id, { nameEn: "Played At Home" });
    const away = await createTeam(club.id, { nameEn: "Played Away" });
    const opponent = await createTeam((await createClub()).id);
    await createFixture(home.id, opponent.id, { homeScore: 20, awayScore: 10, status: "played" });
    await createFixture(opponent.id, away.id);
    for (const team of [home, away]) {
      const refused = await callJson(`/api/clubs/teams/${team.id}`, { method: "DELETE", cookie });
      expect(refused).toEqual({ status: 409, body: { message: HAS_PLAYED, code: "conflict" }, response: expect.anything() });
      const greek = await callJson(`/api/clubs/teams/${team.id}`, { method: "DELETE", cookie, headers: { "accept-language": "el" } });
      expect(greek.status).toBe(409);
      expect(greek.body.message).not.toBe(HAS_PLAYED);
    }
    expect((await teamsOf(club.id)).map((team) => team.id)).toEqual([home.id, away.id]);
    expect((await callJson(`/api/clubs/teams/${home.id}`, { method: "PATCH", json: { active: false }, cookie })).body.active).toBe(false);
  });
});

describe("a club's teams follow the club", () => {
  const registration = (overrides: Record<string, unknown> = {}) => {
    const tag = tagOf();
    return {
      name: `Teams Club ${tag}`,
      nameEl: `Ομάδες ${tag}`,
      email: `teams-${tag}@example.com`,
      password: "Str0ng-pass",
      abbreviation: "TC",
      location: "Volos",
      rugbyUnion: true,
      rugbyLeague: true,
      responsiblePersonName: "Eleni Papadopoulou",
      responsiblePersonEmail: `eleni-${tag}@example.com`,
      responsiblePersonPhone: "+30 210 000 0000",
      ...overrides,
    };
  };

  it("a registered club gets a senior men's team, named as the club, for each code it plays", async () => {
    const input = registration();
    const { status, body } = await callJson("/api/clubs/register", { json: input });
    expect(status).toBe(201);
    expect(await teamsOf(body.id)).toMatchObject([
      { nameEn: input.name, nameEl: input.nameEl, kind: "men", ageGroup: "senior", code: "union", active: true, guestKey: null },
      { nameEn: input.name, nameEl: input.nameEl, kind: "men", ageGroup: "senior", code: "league", active: true, guestKey: null },
    ]);
    const leagueOnly = await callJson("/api/clubs/register", { json: registration({ rugbyUnion: false }) });
    expect((await teamsOf(leagueOnly.body.id)).map((team) => team.code)).toEqual(["league"]);
  });

  it("the teams named as the club follow a new name (a pending club's own edit); the others keep theirs", async () => {
    const { club, cookie } = await signedInClub({ status: "pending", nameEl: `Παλιό ${tagOf()}` });
    const named = await createTeam(club.id, { nameEn: club.name, nameEl: club.nameEl });
    const women = await createTeam(club.id, { nameEn: `${club.name} Women`, nameEl: "Γυναίκες", kind: "women" });
    const newName = `Renamed Club ${tagOf()}`;
    const saved = await callJson("/api/clubs/profile", { method: "PATCH", json: profileOf(club, { name: newName, nameEl: "Νέο Όνομα" }), cookie });
    expect(saved.status).toBe(200);
    expect(await teamsOf(club.id)).toMatchObject([
      { id: named.id, nameEn: newName, nameEl: "Νέο Όνομα" },
      { id: women.id, nameEn: `${club.name} Women`, nameEl: "Γυναίκες" },
    ]);
  });

  it("and an approved name change, and the admin's edit of the club", async () => {
    const { club, cookie } = await signedInClub({ nameEl: `Παλιό ${tagOf()}` });
    const named = await createTeam(club.id, { nameEn: club.name, nameEl: club.nameEl });
    const approvedName = `Approved Club ${tagOf()}`;
    await callJson("/api/clubs/profile", { method: "PATCH", json: profileOf(club, { name: approvedName, nameEl: "Εγκεκριμένο" }), cookie });
    expect((await teamsOf(club.id))[0]!.nameEn).toBe(club.name);
    const { cookie: adminCookie } = await signedInAdmin();
    expect((await callJson(`/api/admin/clubs/${club.id}/name-change/approve`, { cookie: adminCookie, json: {} })).status).toBe(200);
    expect(await teamsOf(club.id)).toMatchObject([{ id: named.id, nameEn: approvedName, nameEl: "Εγκεκριμένο" }]);

    const renamed = (await db().select().from(clubs).where(eq(clubs.id, club.id)))[0]!;
    const adminName = `Admin Named ${tagOf()}`;
    const edit = await callJson(`/api/admin/clubs/${club.id}`, { method: "PATCH", json: profileOf(renamed, { name: adminName, nameEl: "Από Ομοσπονδία" }), cookie: adminCookie });
    expect(edit.status).toBe(200);
    expect(await teamsOf(club.id)).toMatchObject([{ id: named.id, nameEn: adminName, nameEl: "Από Ομοσπονδία" }]);
  });
});
