import { describe, expect, it } from "vitest";
import { parseCsv } from "../../platform/files/csv";
import { call, callJson, createClub, createPlayer, signInClub } from "../../test/helpers";
import { signedInClub } from "../../test/dashboard";
import { competitionWithClub, fixtureBetween } from "../../test/open-data";

/** Response.text() drops a BOM, so the bytes are read: UTF-8's BOM is EF BB BF. */
async function withBom(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes);
}
const rows = (text: string) => parseCsv(text).records.map((record) => record.values);
const importRoster = (cookie: string, body: string, query = "") =>
  callJson<any>(`/api/clubs/players/import${query}`, { method: "POST", cookie, body, headers: { "content-type": "text/csv" } });
const roster = async (cookie: string) => (await callJson<any[]>("/api/clubs/players", { cookie })).body.map(({ name, position, jerseyNumber, dateOfBirth, height, weight }) => ({ name, position, jerseyNumber, dateOfBirth, height, weight }));

describe("the roster CSV (export, import, dry run)", () => {
  it("a round trip gives back the same roster: Greek, commas, quotes and line breaks survive; a formula comes back neutralised", async () => {
    const { club, cookie } = await signedInClub();
    const names = ["Γιώργος Παπαδόπουλος", 'Nikos "The Rock", Jr.', "=HYPERLINK(\"http://evil.example\",\"x\")"];
    for (const [index, name] of names.entries()) await createPlayer(club.id, { name, jerseyNumber: index + 1 });
    const exported = await call("/api/clubs/players/export.csv", { cookie });
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.headers.get("content-disposition")).toMatch(/attachment; filename=".+-roster-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await withBom(exported);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(rows(text)[0]).toEqual(["Name", "Position", "Number", "Date of birth", "Height (cm)", "Weight (kg)"]);

    const before = await roster(cookie);
    // Into the same club: only the formula changes. Into another: the same roster, the formula as text.
    // (the formula's name comes back as the text the file shows, with its apostrophe)
    expect((await importRoster(cookie, text)).body).toMatchObject({ created: 0, updated: 1, unchanged: 2, errors: [] });
    const other = await signedInClub();
    const imported = await importRoster(other.cookie, text);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ created: 3, updated: 0 });
    const after = await roster(other.cookie);
    expect(after.map((player) => player.name)).toEqual(["Γιώργος Παπαδόπουλος", 'Nikos "The Rock", Jr.', "'=HYPERLINK(\"http://evil.example\",\"x\")"]);
    expect(after.map(({ name: _n, ...rest }) => rest)).toEqual(before.map(({ name: _n, ...rest }) => rest));
  });

  it("keeps a line break inside a quoted value on the right line numbers", () => {
    const { records } = parseCsv('a,b\r\n"one\r\ntwo",x\r\nthree,y\r\n');
    expect(records).toEqual([
      { line: 1, values: ["a", "b"] },
      { line: 2, values: ["one\r\ntwo", "x"] },
      { line: 4, values: ["three", "y"] },
    ]);
  });

  it("checks every line with the player form's rules, reports them line by line, and saves nothing (all or nothing)", async () => {
    const { cookie } = await signedInClub();
    const file = [
      "Όνομα,Θέση,Αριθμός,Ημερομηνία γέννησης,Ύψος (εκ.),Βάρος (κιλά)",
      "Kostas Good,Hooker,2,1999-01-01,180,100",
      "X,Hooker,3,1999-01-01,180,100",
      "Petros Tall,Hooker,abc,1999-01-01,400,100",
      "Kostas Twice,Hooker,2,1999-01-01,180,100",
    ].join("\n");
    const dry = await importRoster(cookie, file, "?dryRun=true");
    expect(dry.status).toBe(200);
    expect(dry.body.errors.map((error: any) => [error.line, error.column])).toEqual([
      [3, "Name"],
      [4, "Number"],
      [4, "Height (cm)"],
      [5, "Number"],
    ]);
    const real = await importRoster(cookie, file);
    expect(real.status).toBe(400);
    expect(real.body).toMatchObject({ code: "invalid_input", created: 0 });
    expect(await roster(cookie)).toEqual([]);
  });

  it("a dry run saves nothing; the real import saves all; a bad header or content type is refused", async () => {
    const { cookie } = await signedInClub();
    const file = "Name,Position,Number,Date of birth,Height (cm),Weight (kg)\nAlexis One,Hooker,2,1999-01-01,180,100\n";
    expect((await importRoster(cookie, file, "?dryRun=true")).body).toMatchObject({ dryRun: true, created: 1, errors: [] });
    expect(await roster(cookie)).toEqual([]);
    expect((await importRoster(cookie, file)).body).toMatchObject({ dryRun: false, created: 1 });
    expect(await roster(cookie)).toHaveLength(1);
    expect((await importRoster(cookie, "name,position\n")).body.errors[0]).toMatchObject({ line: 1 });
    const json = await call("/api/clubs/players/import", { method: "POST", cookie, json: { a: 1 } });
    expect([400, 415]).toContain(json.status);
    expect((await call("/api/clubs/players/import", { method: "POST", body: file, headers: { "content-type": "text/csv" } })).status).toBe(401);
  });
});

describe("public CSV files", () => {
  it("a competition's table and fixtures, and a club's matches: BOM, headers in the language, no club that is not approved", async () => {
    const { cookie, competition, club, clubEntrantId, guest } = await competitionWithClub();
    const pending = await createClub({ status: "pending" });
    const pendingEntry = await callJson<{ id: number }>(`/api/admin/competitions/${competition.id}/entrants`, { cookie, json: { clubId: pending.id } });
    await fixtureBetween(cookie, competition.id, { date: "2030-09-07", homeEntrantId: clubEntrantId, awayEntrantId: guest.id, homeScore: 30, awayScore: 10, homeTries: 4, awayTries: 1, status: "played", venue: "Ground, Athens" });
    await fixtureBetween(cookie, competition.id, { date: "2030-09-14", homeEntrantId: pendingEntry.body.id, awayEntrantId: clubEntrantId });

    const table = await call(`/api/competitions/${competition.slug}/table.csv?lang=el`);
    expect(table.status).toBe(200);
    expect(table.headers.get("etag")).toBeTruthy();
    expect(table.headers.get("access-control-allow-origin")).toBe("*");
    const tableText = await withBom(table);
    const tableRows = rows(tableText);
    expect(tableRows[0]![1]).toBe("Ομάδα");
    expect(tableRows.slice(1).map((row) => row[1])).toEqual([club.name, guest.name]);
    expect(tableText).not.toContain(pending.name);

    const fixtures = rows(await (await call(`/api/competitions/${competition.slug}/fixtures.csv`)).text());
    expect(fixtures[0]!.slice(0, 3)).toEqual(["Date", "Time", "Competition"]);
    expect(fixtures).toHaveLength(2);
    expect(fixtures[1]).toEqual(expect.arrayContaining(["2030-09-07", club.name, guest.name, "Ground, Athens", "30", "10"]));

    const clubMatches = await call(`/api/clubs/${club.id}/matches.csv`);
    expect(clubMatches.headers.get("content-disposition")).toMatch(/-matches-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(await clubMatches.text()).not.toContain(pending.name);
    expect((await call(`/api/clubs/${pending.id}/matches.csv`)).status).toBe(404);
  });
});

describe("the club's and the admin's CSV files", () => {
  it("the club's own matches; the admin's claims and clubs (admins only)", async () => {
    const { cookie } = await signedInClub({ status: "pending" });
    expect((await call("/api/clubs/matches/export.csv", { cookie })).status).toBe(200);
    expect((await call("/api/admin/exports/clubs.csv", { cookie })).status).toBe(403);
    const admin = await signInClub(await createClub({ isAdmin: true }));
    const clubs = await call("/api/admin/exports/clubs.csv?lang=el", { cookie: admin });
    expect(clubs.status).toBe(200);
    expect(rows(await clubs.text())[0]![1]).toBe("Σύλλογος");
    const claims = await call("/api/admin/exports/claims.csv", { cookie: admin });
    expect(rows(await claims.text())[0]).toContain("Full name");
  });
});
