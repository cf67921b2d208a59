import { describe, expect, it } from "vitest";
import { callJson, createClub, createMatch, createPlayer } from "../../test/helpers";

/** Fields that must never leave the worker on a public object. */
const PRIVATE_FIELDS = ["email", "passwordHash", "password_hash", "verificationToken", "verificationTokenExpiry", "isAdmin", "lastLoginAt"];
/** The responsible person, a private individual: public only when the club has said so (contactPublic). */
const CONTACT_FIELDS = ["responsiblePersonName", "responsiblePersonEmail", "responsiblePersonPhone"] as const;

const expectNoPrivateFields = (value: Record<string, unknown>) => {
  for (const field of PRIVATE_FIELDS) expect(value).not.toHaveProperty(field);
  expect(JSON.stringify(value)).not.toContain("scrypt$");
  if (!value.contactPublic) for (const field of CONTACT_FIELDS) expect(value[field], field).toBeNull();
};

describe("the responsible person's contact on the public club API", () => {
  const contact = { responsiblePersonName: "Sofia Private", responsiblePersonEmail: "sofia.private@example.com", responsiblePersonPhone: "+30 697 000 1111" };

  it("is left out of the club and of every list while the club has not made it public (the default)", async () => {
    const club = await createClub({ ...contact, rugbyLeague: true });
    expect(club.contactPublic).toBe(false);
    const answers = [
      (await callJson(`/api/clubs/${club.id}`)).body,
      ...(await Promise.all(["", "?code=union", "?code=league"].map(async (query) => (await callJson<any[]>(`/api/clubs${query}`)).body.find((row) => row.id === club.id)))),
    ];
    for (const answer of answers) {
      expect(answer).toMatchObject({ id: club.id, contactPublic: false, responsiblePersonName: null, responsiblePersonEmail: null, responsiblePersonPhone: null });
      for (const value of Object.values(contact)) expect(JSON.stringify(answer)).not.toContain(value);
    }
  });

  it("is shown, name, e-mail and phone, once the club has made it public", async () => {
    const club = await createClub({ ...contact, contactPublic: true, rugbyLeague: true });
    const one = (await callJson(`/api/clubs/${club.id}`)).body;
    const listed = (await callJson<any[]>("/api/clubs?code=league")).body.find((row) => row.id === club.id);
    for (const answer of [one, listed]) expect(answer).toMatchObject({ contactPublic: true, ...contact });
  });
});

describe("GET /api/clubs", () => {
  it("lists clubs by name without private fields", async () => {
    const zeta = await createClub({ name: "Zeta RFC", verificationToken: "secret-token" });
    const alpha = await createClub({ name: "Alpha RFC", isClaimed: false });
    const { status, body } = await callJson<any[]>("/api/clubs");
    expect(status).toBe(200);

    const ids = body.map((club) => club.id);
    expect(ids.indexOf(alpha.id)).toBeLessThan(ids.indexOf(zeta.id));
    const names = body.map((club) => club.name);
    expect(names).toEqual([...names].sort());

    expect(body.find((c) => c.id === alpha.id)).toMatchObject({ name: "Alpha RFC", isClaimed: false, abbreviation: "TC", location: "Athens" });
    expect(body.find((c) => c.id === zeta.id)).toMatchObject({ isClaimed: true });
    for (const club of body) expectNoPrivateFields(club);
  });

  it("leaves out the federation's admin account", async () => {
    const admin = await createClub({ name: "Federation Admin", isAdmin: true });
    const { body } = await callJson<any[]>("/api/clubs");
    expect(body.map((club) => club.id)).not.toContain(admin.id);
  });

  it("narrows the list to one rugby code with ?code=", async () => {
    const union = await createClub({ rugbyUnion: true, rugbyLeague: false });
    const league = await createClub({ rugbyUnion: false, rugbyLeague: true });
    const both = await createClub({ rugbyUnion: true, rugbyLeague: true });

    const leagueIds = (await callJson<any[]>("/api/clubs?code=league")).body.map((club) => club.id);
    expect(leagueIds).toEqual(expect.arrayContaining([league.id, both.id]));
    expect(leagueIds).not.toContain(union.id);

    const unionIds = (await callJson<any[]>("/api/clubs?code=union")).body.map((club) => club.id);
    expect(unionIds).toEqual(expect.arrayContaining([union.id, both.id]));
    expect(unionIds).not.toContain(league.id);
  });

  it("answers 400 for another ?code= value", async () => {
    for (const query of ["?code=sevens", "?code=", "?code=union&code=league"]) {
      const { status, body } = await callJson(`/api/clubs${query}`);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ code: "invalid_input", fields: { code: "Rugby type must be union or league" } });
    }
  });
});

describe("GET /api/clubs/{id}", () => {
  it("returns one club without private fields", async () => {
    const club = await createClub({ name: "Piraeus Test RFC", description: "Harbour rugby", isClaimed: false });
    const { status, body } = await callJson(`/api/clubs/${club.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: club.id, name: "Piraeus Test RFC", description: "Harbour rugby", isClaimed: false, rugbyUnion: true, rugbyLeague: false });
    expectNoPrivateFields(body);
  });

  it("answers 400 'Invalid club ID' for a non-numeric id", async () => {
    for (const id of ["abc", "1.5", "-3", "0"]) {
      const { status, body } = await callJson(`/api/clubs/${id}`);
      expect(status, id).toBe(400);
      expect(body).toMatchObject({ message: "Invalid club ID", code: "invalid_input" });
    }
  });

  it("answers 404 for an unknown club and for the admin account", async () => {
    const admin = await createClub({ isAdmin: true });
    for (const id of [999_999, admin.id]) {
      const { status, body } = await callJson(`/api/clubs/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: "Club not found", code: "not_found" });
    }
  });
});

describe("GET /api/clubs/{id}/players", () => {
  it("lists the roster by jersey number", async () => {
    const club = await createClub();
    const other = await createClub();
    await createPlayer(club.id, { name: "Full Back", jerseyNumber: 15, position: "Full Back" });
    await createPlayer(club.id, { name: "Loosehead", jerseyNumber: 1, position: "Loosehead Prop" });
    await createPlayer(club.id, { name: "Scrum Half", jerseyNumber: 9, position: "Scrum Half" });
    await createPlayer(other.id, { name: "Someone Else", jerseyNumber: 2 });

    const { status, body } = await callJson<any[]>(`/api/clubs/${club.id}/players`);
    expect(status).toBe(200);
    expect(body.map((player) => player.jerseyNumber)).toEqual([1, 9, 15]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      name: "Loosehead",
      position: "Loosehead Prop",
      jerseyNumber: 1,
      dateOfBirth: "2000-01-01",
      height: 180,
      weight: 95,
      clubId: club.id,
      // Issue 24: a typed entry, linked to no registration.
      registrationId: null,
      teamId: null,
      season: null,
      licenceNumber: null,
    });
  });

  it("answers an empty list for a club without players", async () => {
    const club = await createClub();
    expect(await callJson(`/api/clubs/${club.id}/players`)).toMatchObject({ status: 200, body: [] });
  });

  it("answers 400 for a non-numeric id and 404 for an unknown club", async () => {
    expect((await callJson("/api/clubs/abc/players")).status).toBe(400);
    expect(await callJson("/api/clubs/999999/players")).toMatchObject({ status: 404, body: { message: "Club not found" } });
  });
});

describe("GET /api/clubs/{id}/matches", () => {
  it("lists the club's matches by date and time, each marked completed or not, with scores", async () => {
    const club = await createClub({ name: "Fixture Club", abbreviation: "FC", logoUrl: "/logos/fc.svg" });
    await createMatch(club.id, { opponent: "Later Same Day", date: "2099-05-01", time: "18:00" });
    await createMatch(club.id, { opponent: "Played", date: "2001-03-04", time: "15:00", clubScore: 24, opponentScore: 17, competition: "Rugby Union - Cup" });
    await createMatch(club.id, { opponent: "Earlier Same Day", date: "2099-05-01", time: "09:30", competition: "Rugby League - Regional" });

    const { status, body } = await callJson<any[]>(`/api/clubs/${club.id}/matches`);
    expect(status).toBe(200);
    expect(body.map((match) => match.opponent)).toEqual(["Played", "Earlier Same Day", "Later Same Day"]);
    expect(body[0]).toMatchObject({ isCompleted: true, clubScore: 24, opponentScore: 17, rugbyType: "union" });
    expect(body[1]).toMatchObject({ isCompleted: false, clubScore: null, opponentScore: null, rugbyType: "league" });
    expect(body[1].club).toEqual({ id: club.id, name: "Fixture Club", abbreviation: "FC", logoUrl: "/logos/fc.svg", nameEl: null });
  });

  it("answers 400 for a non-numeric id and 404 for an unknown club", async () => {
    expect((await callJson("/api/clubs/x1/matches")).status).toBe(400);
    expect((await callJson("/api/clubs/999999/matches")).status).toBe(404);
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404, never the SPA's HTML", async () => {
    for (const path of ["/api/nope", "/api/clubs/1/unknown", "/api/news"]) {
      const { status, body, response } = await callJson(path);
      expect(status, path).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(body).toMatchObject({ code: "not_found" });
    }
  });
});
