/**
 * Issue 22, point 2: a club's own match is a fixture of one of its teams. Its opponent is a member
 * club's team (named by the club's name or Greek name, in any case) or a guest team that free
 * text finds or creates; `?team=` narrows a club's list to one of its teams.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIso } from "../../../schema/athens-time";
import { teams } from "../../../schema/tables/competitions";
import { auditOf, signedInAdmin } from "../../test/back-office";
import { signedInClub } from "../../test/dashboard";
import { callJson, createClub, createMatch, createTeam, db } from "../../test/helpers";

const valid = {
  opponent: "Red Star Belgrade RFC",
  date: `${Number(todayIso().slice(0, 4)) + 5}-10-04`,
  time: "15:00",
  venue: "Ellinikon Ground",
  competition: "Rugby Union - Greek Championship",
  isHomeGame: true,
};

const guestsNamed = (key: string) => db().select().from(teams).where(and(eq(teams.guestKey, key), isNotNull(teams.guestKey)));

describe("POST /api/clubs/matches: the opponent is a team", () => {
  it("reuses one guest team for the same free text, whatever its case and spaces", async () => {
    const first = await signedInClub();
    const second = await signedInClub();
    const a = await callJson<any>("/api/clubs/matches", { cookie: first.cookie, json: valid });
    const b = await callJson<any>("/api/clubs/matches", { cookie: second.cookie, json: { ...valid, opponent: "  red star belgrade rfc " } });
    expect([a.status, b.status]).toEqual([201, 201]);
    const guests = await guestsNamed("red star belgrade rfc");
    expect(guests).toHaveLength(1);
    // A guest has no team id in the answer (it is no club's team), and no club.
    for (const answer of [a.body, b.body]) expect(answer).toMatchObject({ opponent: "Red Star Belgrade RFC", opponentTeamId: null, opponentClubId: null, opponentClub: null });
    // Two sign-ins (scrypt, slow on purpose) on a busy machine: a longer timeout.
  }, 20_000);

  it("makes a member club's team the opponent when the text names the club, by its Greek name in any case", async () => {
    const { club, cookie } = await signedInClub({ name: "Home Owls" });
    const other = await createClub({ name: "Piraeus Pirates", nameEl: "Πειρατές Πειραιά", abbreviation: "PIR", logoUrl: "/logos/pir.svg" });
    const otherTeam = await createTeam(other.id, { nameEn: "Piraeus Pirates", nameEl: "Πειρατές Πειραιά" });
    const { status, body } = await callJson<any>("/api/clubs/matches", { cookie, json: { ...valid, opponent: " ΠΕΙΡΑΤΈΣ ΠΕΙΡΑΙΆ" } });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      opponent: "Piraeus Pirates",
      opponentEl: "Πειρατές Πειραιά",
      opponentTeamId: otherTeam.id,
      opponentClubId: other.id,
      opponentClub: { id: other.id, name: "Piraeus Pirates", abbreviation: "PIR", logoUrl: "/logos/pir.svg", nameEl: "Πειρατές Πειραιά" },
      isHomeGame: true,
      teamId: expect.any(Number),
    });
    expect(await guestsNamed("πειρατές πειραιά")).toEqual([]);
    // One game, seen by the other club from its side.
    const theirs = (await callJson<any[]>(`/api/clubs/${other.id}/matches`)).body;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ id: body.id, isHomeGame: false, clubId: other.id, teamId: otherTeam.id, opponentClubId: club.id, opponentTeamId: body.teamId });
  });

  it("plays the team the club picks, and refuses another club's team, creating nothing", async () => {
    const { club, cookie } = await signedInClub();
    const women = await createTeam(club.id, { nameEn: "Owls Women", nameEl: "Κουκουβάγιες Γυναίκες", kind: "women" });
    const picked = await callJson<any>("/api/clubs/matches", { cookie, json: { ...valid, teamId: women.id } });
    expect(picked.status).toBe(201);
    expect(picked.body).toMatchObject({ teamId: women.id, teamName: "Owls Women", teamNameEl: "Κουκουβάγιες Γυναίκες", clubId: club.id });

    const stranger = await createTeam((await createClub()).id);
    const refused = await callJson<any>("/api/clubs/matches", { cookie, json: { ...valid, opponent: "Never Made RFC", teamId: stranger.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty("teamId");
    expect(await guestsNamed("never made rfc")).toEqual([]);
  });
});

describe("GET /api/clubs/{id}/matches?team=", () => {
  it("lists only that team's matches; with no filter, every team's", async () => {
    const club = await createClub();
    const men = await createTeam(club.id, { nameEn: "Owls" });
    const women = await createTeam(club.id, { nameEn: "Owls Women", kind: "women" });
    const mens = await createMatch(club.id, { teamId: men.id, opponent: "Men's Rival", date: "2099-03-01" });
    const womens = await createMatch(club.id, { teamId: women.id, opponent: "Women's Rival", date: "2099-03-02", isHomeGame: false });

    const all = await callJson<any[]>(`/api/clubs/${club.id}/matches`);
    expect(all.body.map((match) => match.id)).toEqual([mens.id, womens.id]);

    const filtered = await callJson<any[]>(`/api/clubs/${club.id}/matches?team=${women.id}`);
    expect(filtered.status).toBe(200);
    expect(filtered.body).toHaveLength(1);
    expect(filtered.body[0]).toMatchObject({ id: womens.id, teamId: women.id, teamName: "Owls Women", isHomeGame: false, opponent: "Women's Rival" });

    // Another club's team is none of this club's: nothing to list.
    const strangers = await createTeam((await createClub()).id);
    expect((await callJson<any[]>(`/api/clubs/${club.id}/matches?team=${strangers.id}`)).body).toEqual([]);
    expect((await callJson(`/api/clubs/${club.id}/matches?team=abc`)).status).toBe(400);
  });
});

describe("a friendly edited by the federation as the club", () => {
  it("is audited with the fixture before and after", async () => {
    const club = await createClub();
    const date = `${Number(todayIso().slice(0, 4)) + 5}-04-04`;
    const match = await createMatch(club.id, { venue: "Old Ground", date });
    const { admin, cookie } = await signedInAdmin();
    await callJson("/api/admin/impersonation", { cookie, json: { clubId: club.id, reason: "Fixing their venue" } });
    const edit = { opponent: "Rival RFC", date, time: "15:00", venue: "New Ground", competition: "Friendly", isHomeGame: true };
    expect((await callJson(`/api/clubs/matches/${match.id}`, { method: "PATCH", cookie, json: edit })).status).toBe(200);
    const record = (await auditOf(admin.id)).find((row) => row.targetType === "match")!;
    expect(record).toMatchObject({ action: "impersonation.request", impersonatedClubId: club.id, targetId: match.id });
    expect(JSON.parse(record.before!).venue).toBe("Old Ground");
    expect(JSON.parse(record.after!).venue).toBe("New Ground");
  }, 30_000);
});
