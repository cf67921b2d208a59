import { describe, expect, it } from "vitest";
import { todayIso } from "../../../schema/athens-time";
import { expectRejected, signedInClub } from "../../test/dashboard";
import { adminCookie, createCompetition } from "../../test/competitions";
import { callJson, createClub, createMatch } from "../../test/helpers";

const valid = {
  opponent: "Olympiakos RFC",
  // Upcoming, and within the ten years ahead a match may be dated.
  date: `${Number(todayIso().slice(0, 4)) + 5}-10-04`,
  time: "15:00",
  venue: "Ellinikon Ground",
  competition: "Rugby Union - Greek Championship",
  isHomeGame: true,
};

const DATE_RANGE = "Date must be between 1950-01-01 and ten years from today";

/** The club's own list (its dashboard's), as stored: every fixture of its teams (issue 22). */
const ownList = async (cookie: string) => (await callJson<any[]>("/api/clubs/matches", { cookie })).body;

describe("GET /api/clubs/matches", () => {
  it("lists only the signed-in club's matches by date and time, each marked completed or not", async () => {
    const { club, cookie } = await signedInClub({ name: "Ares RFC", abbreviation: "ARS" });
    const other = await createClub();
    await createMatch(club.id, { opponent: "Late", date: "2099-05-01", time: "18:00" });
    await createMatch(club.id, { opponent: "Played", date: "2001-03-04", time: "15:00", competition: "Rugby League - Regional", isHomeGame: false });
    await createMatch(club.id, { opponent: "Early", date: "2099-05-01", time: "09:30", competition: "Rugby Union - Cup" });
    await createMatch(other.id, { opponent: "Not Ours" });

    const { status, body } = await callJson<any[]>("/api/clubs/matches", { cookie });
    expect(status).toBe(200);
    expect(body.map((match) => match.opponent)).toEqual(["Played", "Early", "Late"]);
    expect(body[0]).toMatchObject({ isCompleted: true, isHomeGame: false, rugbyType: "league", clubId: club.id });
    expect(body[1]).toMatchObject({ isCompleted: false, rugbyType: "union", time: "09:30", venue: "Test Ground" });
    expect(body[1].club).toEqual({ id: club.id, name: "Ares RFC", abbreviation: "ARS", logoUrl: null, nameEl: null });
  });
});

describe("matches CRUD", () => {
  it("adds, edits and removes a match, and the public fixtures follow", async () => {
    const { club, cookie } = await signedInClub();

    const created = await callJson<any>("/api/clubs/matches", { json: valid, cookie });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...valid, id: expect.any(Number), clubId: club.id, isCompleted: false, rugbyType: "union" });
    const id = created.body.id as number;
    expect(await ownList(cookie)).toMatchObject([{ ...valid, id }]);
    expect((await callJson<any[]>(`/api/clubs/${club.id}/matches`)).body.map((m) => m.id)).toEqual([id]);
    expect((await callJson<any[]>("/api/matches/upcoming?limit=100")).body.map((m) => m.id)).toContain(id);

    const edit = { ...valid, id, opponent: "Panathinaikos RFC", time: "18:30", isHomeGame: false, competition: "Friendly" };
    const updated = await callJson(`/api/clubs/matches/${id}`, { method: "PATCH", json: edit, cookie });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...edit, rugbyType: "league" });
    expect(await ownList(cookie)).toMatchObject([edit]);

    const removed = await callJson(`/api/clubs/matches/${id}`, { method: "DELETE", cookie });
    expect(removed).toMatchObject({ status: 200, body: { id, message: "Match removed" } });
    expect(await ownList(cookie)).toEqual([]);
    expect((await callJson(`/api/matches/${id}`)).status).toBe(404);
    expect((await callJson(`/api/clubs/matches/${id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("records a final score when given", async () => {
    const { cookie } = await signedInClub();
    const { status, body } = await callJson("/api/clubs/matches", { json: { ...valid, date: "2001-01-01", clubScore: 24, opponentScore: 17 }, cookie });
    expect(status).toBe(201);
    expect(body).toMatchObject({ clubScore: 24, opponentScore: 17, isCompleted: true });
  });
});

describe("match validation", () => {
  const TIME = "Time must be in the format HH:MM";

  it("accepts any 24-hour time from 00:00 to 23:59", async () => {
    const { cookie } = await signedInClub();
    for (const time of ["00:00", "09:05", "23:59"]) {
      expect((await callJson("/api/clubs/matches", { json: { ...valid, time }, cookie })).status, time).toBe(201);
    }
  });

  it("refuses bad fields with the SPEC messages, storing nothing", async () => {
    const { cookie } = await signedInClub();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ time: "24:00" }, "time", TIME],
      [{ time: "9:5" }, "time", TIME],
      [{ time: "9:05" }, "time", TIME],
      [{ time: "12:60" }, "time", TIME],
      [{ time: "3pm" }, "time", TIME],
      [{ competition: "Premiership" }, "competition", "Competition is required"],
      [{ competition: "" }, "competition", "Competition is required"],
      [{ opponent: "X" }, "opponent", "Opponent name must be at least 2 characters"],
      [{ venue: "" }, "venue", "Venue must be at least 2 characters"],
      [{ date: "" }, "date", "Date is required"],
      [{ date: "2099-02-30x" }, "date", "Date is required"],
      [{ date: "2027-02-30" }, "date", "Date is required"],
      [{ date: "2027-13-01" }, "date", "Date is required"],
      [{ date: "1949-12-31" }, "date", DATE_RANGE],
      [{ date: "0100-01-01" }, "date", DATE_RANGE],
      [{ date: "9999-12-31" }, "date", DATE_RANGE],
      [{ date: `${Number(todayIso().slice(0, 4)) + 11}-01-01` }, "date", DATE_RANGE],
    ];
    for (const [change, field, message] of cases) {
      await expectRejected("/api/clubs/matches", cookie, "POST", { ...valid, ...change }, field, message);
    }
    expect(await ownList(cookie)).toEqual([]);
  });

  it("takes any competition the federation created, by its English name (the dialog's list comes from the database)", async () => {
    const { cookie } = await signedInClub();
    const admin = await adminCookie();
    const competition = await createCompetition(admin, { nameEn: "Aegean Sevens", nameEl: "Αιγαίο Sevens" });
    const { status, body } = await callJson<any>("/api/clubs/matches", { cookie, json: { ...valid, competition: competition.nameEn } });
    expect(status).toBe(201);
    expect(body.competition).toBe("Aegean Sevens");
  });

  it("leaves the match unchanged after a refused edit", async () => {
    const { club, cookie } = await signedInClub();
    const match = await createMatch(club.id);
    const before = await ownList(cookie);
    await expectRejected(`/api/clubs/matches/${match.id}`, cookie, "PATCH", { ...valid, time: "24:00" }, "time", TIME);
    expect(await ownList(cookie)).toEqual(before);
    expect(before).toMatchObject([{ id: match.id, opponent: "Rival RFC" }]);
  });
});
