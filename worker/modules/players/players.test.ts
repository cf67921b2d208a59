import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { players } from "../../../schema/tables";
import { expectRejected, isoDay, signedInClub } from "../../test/dashboard";
import { callJson, createClub, createPlayer, db } from "../../test/helpers";

const valid = { name: "Giorgos Papadopoulos", position: "Hooker", jerseyNumber: 2, dateOfBirth: "1998-04-12", height: 182, weight: 104 };

/** What a typed (unlinked) entry answers beside the SPEC's fields since issue 24: no registration. */
const unlinked = { registrationId: null, teamId: null, season: null, licenceNumber: null };

const rosterOf = (clubId: number) => db().select().from(players).where(eq(players.clubId, clubId));

describe("GET /api/clubs/players", () => {
  it("lists only the signed-in club's roster, by jersey number", async () => {
    const { club, cookie } = await signedInClub();
    const other = await createClub();
    await createPlayer(club.id, { name: "Full Back", jerseyNumber: 15, position: "Full Back" });
    await createPlayer(club.id, { name: "Loosehead", jerseyNumber: 1, position: "Loosehead Prop" });
    await createPlayer(other.id, { name: "Not Ours", jerseyNumber: 3 });

    const { status, body } = await callJson<any[]>("/api/clubs/players", { cookie });
    expect(status).toBe(200);
    expect(body.map((player) => player.name)).toEqual(["Loosehead", "Full Back"]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      name: "Loosehead",
      position: "Loosehead Prop",
      jerseyNumber: 1,
      dateOfBirth: "2000-01-01",
      height: 180,
      weight: 95,
      clubId: club.id,
      ...unlinked,
    });
  });
});

describe("players CRUD", () => {
  it("adds, edits and removes a player, and the public roster follows", async () => {
    const { club, cookie } = await signedInClub();

    const created = await callJson("/api/clubs/players", { json: { ...valid, id: 999_999 }, cookie });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ ...valid, id: expect.any(Number), clubId: club.id, ...unlinked });
    const id = created.body.id as number;
    expect(id).not.toBe(999_999);
    expect(await rosterOf(club.id)).toEqual([{ ...valid, id, clubId: club.id, registrationId: null }]);
    expect((await callJson<any[]>(`/api/clubs/${club.id}/players`)).body.map((p) => p.id)).toEqual([id]);

    const edit = { ...valid, id, name: "Giorgos Papadopoulos Jr", position: "Number 8", jerseyNumber: 8, weight: 110 };
    const updated = await callJson(`/api/clubs/players/${id}`, { method: "PATCH", json: edit, cookie });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...edit, clubId: club.id, ...unlinked });
    expect(await rosterOf(club.id)).toEqual([{ ...edit, clubId: club.id, registrationId: null }]);

    const removed = await callJson(`/api/clubs/players/${id}`, { method: "DELETE", cookie });
    expect(removed).toMatchObject({ status: 200, body: { id, message: "Player removed" } });
    expect(await rosterOf(club.id)).toEqual([]);
    expect((await callJson<any[]>(`/api/clubs/${club.id}/players`)).body).toEqual([]);

    expect((await callJson(`/api/clubs/players/${id}`, { method: "DELETE", cookie })).status).toBe(404);
    expect((await callJson(`/api/clubs/players/${id}`, { method: "PATCH", json: valid, cookie })).status).toBe(404);
  });

  it("answers 400 for a non-numeric id", async () => {
    const { cookie } = await signedInClub();
    for (const id of ["abc", "1.5", "0"]) {
      expect((await callJson(`/api/clubs/players/${id}`, { method: "DELETE", cookie })).status, id).toBe(400);
      expect((await callJson(`/api/clubs/players/${id}`, { method: "PATCH", json: valid, cookie })).status, id).toBe(400);
    }
  });
});

describe("player ranges (SPEC section 9)", () => {
  const JERSEY = "Jersey number must be a valid number";
  const HEIGHT = "Height must be a valid number";
  const WEIGHT = "Weight must be a valid number";
  const BIRTH = "Date of birth must be between 1950-01-01 and today";

  it("accepts the boundaries", async () => {
    const { club, cookie } = await signedInClub();
    const edges = [
      { jerseyNumber: 1, height: 120, weight: 40, dateOfBirth: "1950-01-01" },
      { jerseyNumber: 99, height: 250, weight: 160, dateOfBirth: isoDay(0) },
    ];
    for (const edge of edges) {
      const { status, body } = await callJson("/api/clubs/players", { json: { ...valid, ...edge }, cookie });
      expect(status, JSON.stringify(edge)).toBe(201);
      expect(body).toMatchObject(edge);
    }
    expect(await rosterOf(club.id)).toHaveLength(2);
  });

  it("refuses values outside them with the SPEC message, storing nothing", async () => {
    const { club, cookie } = await signedInClub();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ jerseyNumber: 0 }, "jerseyNumber", JERSEY],
      [{ jerseyNumber: 100 }, "jerseyNumber", JERSEY],
      [{ jerseyNumber: 7.5 }, "jerseyNumber", JERSEY],
      [{ jerseyNumber: "7" }, "jerseyNumber", JERSEY],
      [{ height: 119 }, "height", HEIGHT],
      [{ height: 251 }, "height", HEIGHT],
      [{ weight: 39 }, "weight", WEIGHT],
      [{ weight: 161 }, "weight", WEIGHT],
      [{ dateOfBirth: "1949-12-31" }, "dateOfBirth", BIRTH],
      // Later than today in Athens (schema/athens-time.ts), whatever the hour.
      [{ dateOfBirth: isoDay(2) }, "dateOfBirth", BIRTH],
      [{ dateOfBirth: "1999-02-30" }, "dateOfBirth", "Date of birth is required"],
      [{ dateOfBirth: "" }, "dateOfBirth", "Date of birth is required"],
      [{ name: "A" }, "name", "Name must be at least 2 characters"],
      [{ position: "Goalkeeper" }, "position", "Position is required"],
      [{ position: undefined }, "position", "Position is required"],
    ];
    for (const [change, field, message] of cases) {
      await expectRejected("/api/clubs/players", cookie, "POST", { ...valid, ...change }, field, message);
    }
    expect(await rosterOf(club.id)).toEqual([]);
  });

  it("refuses an out-of-range edit and leaves the player as it was", async () => {
    const { club, cookie } = await signedInClub();
    const player = await createPlayer(club.id, { jerseyNumber: 10 });
    await expectRejected(`/api/clubs/players/${player.id}`, cookie, "PATCH", { ...valid, jerseyNumber: 100 }, "jerseyNumber", JERSEY);
    await expectRejected(`/api/clubs/players/${player.id}`, cookie, "PATCH", { ...valid, height: 251 }, "height", HEIGHT);
    expect(await rosterOf(club.id)).toEqual([player]);
  });
});
