import { describe, expect, it } from "vitest";
import { callJson, createClub } from "../../test/helpers";
import { addGuest, adminCookie, createCompetition, csv, postCsv } from "../../test/competitions";

type Body = Record<string, any>;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Body });

describe("POST /api/admin/competitions/{id}/import", () => {
  it("dry-runs, imports all lines, matches teams by name or abbreviation, and changes nothing on a repeat", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    const member = await createClub({ abbreviation: "OWL" });
    await callJson(`/api/admin/competitions/${competition.id}/entrants`, { cookie, json: { clubId: member.id } });
    await addGuest(cookie, competition.id, "Valletta Knights");
    const file = csv([
      `1,2030-09-08,15:00,owl,Valletta Knights,Helliniko,24,10,4,1,`,
      `2,2030-09-15,,Valletta Knights,"${member.name}",,,,,,`,
    ]);

    const dry = await json(await postCsv(cookie, competition.id, file, "?dryRun=true"));
    expect(dry).toEqual({ status: 200, body: { dryRun: true, created: 2, updated: 0, unchanged: 0, teamsCreated: [], errors: [] } });
    expect((await callJson<Body>(`/api/competitions/${competition.slug}/fixtures`)).body.rounds).toEqual([]);

    const real = await json(await postCsv(cookie, competition.id, file, "?dryRun=false"));
    expect(real.body).toMatchObject({ created: 2, updated: 0, errors: [] });
    const fixtures = (await callJson<Body>(`/api/competitions/${competition.slug}/fixtures`)).body;
    expect(fixtures.rounds[0].fixtures[0]).toMatchObject({ status: "played", homeScore: 24, awayScore: 10, homeTries: 4, venue: "Helliniko", home: { clubId: member.id } });
    expect(fixtures.rounds[1].fixtures[0]).toMatchObject({ status: "scheduled", homeScore: null, time: null, away: { clubId: member.id } });
    const table = (await callJson<Body>(`/api/competitions/${competition.slug}/table`)).body;
    expect(table.rows[0]).toMatchObject({ clubId: member.id, points: 5 });

    const again = await json(await postCsv(cookie, competition.id, file));
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2 });

    const changed = await json(await postCsv(cookie, competition.id, csv([`2,2030-09-15,16:00,Valletta Knights,${member.name},,10,17,2,3,`])));
    expect(changed.body).toMatchObject({ created: 0, updated: 1 });
    expect((await callJson<Body>(`/api/competitions/${competition.slug}/fixtures`)).body.rounds[1].fixtures[0]).toMatchObject({ status: "played", awayScore: 17, time: "16:00" });
  });

  it("imports nothing when one line is bad, and reports each error with its line and column", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    await addGuest(cookie, competition.id, "Alpha RFC");
    await addGuest(cookie, competition.id, "Beta RFC");
    const file = csv([
      `1,2030-09-08,15:00,Alpha RFC,Beta RFC,,10,5,1,1,`,
      `1,2030-02-30,15:00,Alpha RFC,Beta RFC,,,,,,`,
      `2,2030-09-15,15:00,Alpha RFC,Alpha RFC,,,,,,`,
      `3,2030-09-22,15:00,Alpha RFC,Gamma RFC,,7,-1,,,`,
      `4,2030-09-29,15:00,Beta RFC,Alpha RFC,,301,0,,,`,
      `5,2030-10-06,15:00,Beta RFC,Alpha RFC,,9,0,2,,`,
    ]);
    const { status, body } = await json(await postCsv(cookie, competition.id, file, "?dryRun=false"));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "invalid_input", created: 0, updated: 0, message: "Date must be a real date, YYYY-MM-DD" });
    expect(body.errors).toEqual([
      { line: 3, column: "date", message: "Date must be a real date, YYYY-MM-DD" },
      { line: 4, column: "away", message: "A team cannot play against itself" },
      { line: 5, column: "away_score", message: "A score must be a whole number from 0 to 300" },
      { line: 5, column: "away", message: expect.stringContaining("No team in the competition has this name") },
      { line: 6, column: "home_score", message: "A score must be a whole number from 0 to 300" },
      { line: 7, column: "home_tries", message: "In rugby union each try is worth 5 points: these tries are more than the score" },
    ]);
    expect((await callJson<Body>(`/api/competitions/${competition.slug}/fixtures`)).body.rounds).toEqual([]);

    const header = await json(await postCsv(cookie, competition.id, "date,home,away\n2030-09-08,Alpha RFC,Beta RFC"));
    expect(header.status).toBe(400);
    expect(header.body.errors).toEqual([{ line: 1, column: null, message: expect.stringContaining("The first line must be") }]);
  });

  it("adds unknown names as guest teams with createTeams=true", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    await addGuest(cookie, competition.id, "Alpha RFC");
    const file = csv([`1,2030-09-08,15:00,Alpha RFC,Bucharest Select,,,,,,`, `2,2030-09-15,15:00,Bucharest Select,Alpha RFC,,,,,,`]);
    const refused = await json(await postCsv(cookie, competition.id, file));
    expect(refused.status).toBe(400);
    const { status, body } = await json(await postCsv(cookie, competition.id, file, "?createTeams=true"));
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 2, teamsCreated: ["Bucharest Select"] });
    const detail = (await callJson<Body>(`/api/competitions/${competition.slug}`)).body;
    expect(detail.entrants.map((team: Body) => [team.name, team.clubId])).toEqual([
      ["Alpha RFC", null],
      ["Bucharest Select", null],
    ]);
    expect((await json(await postCsv(cookie, competition.id, file, "?createTeams=true"))).body).toMatchObject({ created: 0, unchanged: 2, teamsCreated: [] });
  });

  it("matches a member club by its Greek name and a guest by the name it was entered under, in any case", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    const member = await createClub({ name: "Thessaloniki Lions RFC", nameEl: "Λέοντες Θεσσαλονίκης", abbreviation: "LIO" });
    await callJson(`/api/admin/competitions/${competition.id}/entrants`, { cookie, json: { clubId: member.id } });
    await addGuest(cookie, competition.id, "Σπαρτιάτες Λάρισας");
    const file = csv([`1,2030-09-08,15:00,λέοντες θεσσαλονίκης,ΣΠΑΡΤΙΆΤΕΣ ΛΆΡΙΣΑΣ,,,,,,`]);
    const { status, body } = await json(await postCsv(cookie, competition.id, file, "?dryRun=true"));
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 1, teamsCreated: [], errors: [] });
  });

  it("refuses a date outside 1950 to ten years ahead, as every fixture's date", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    await addGuest(cookie, competition.id, "Alpha RFC");
    await addGuest(cookie, competition.id, "Beta RFC");
    const file = csv([`1,0100-09-08,15:00,Alpha RFC,Beta RFC,,,,,,`, `2,9999-09-15,15:00,Beta RFC,Alpha RFC,,,,,,`]);
    const { status, body } = await json(await postCsv(cookie, competition.id, file));
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { line: 2, column: "date", message: "Date must be between 1950-01-01 and ten years from today" },
      { line: 3, column: "date", message: "Date must be between 1950-01-01 and ten years from today" },
    ]);
  });

  it("words the report's errors in the request's language, and as ids for the app", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    await addGuest(cookie, competition.id, "Alpha RFC");
    const file = csv([`1,2030-02-30,15:00,Alpha RFC,Nobody RFC,,,,,,`]);
    const report = (headers: Record<string, string>, session = cookie) => postCsv(session, competition.id, file, "?dryRun=true", headers).then(json);
    const english = [
      { line: 2, column: "date", message: "Date must be a real date, YYYY-MM-DD" },
      { line: 2, column: "away", message: expect.stringContaining("No team in the competition has this name") },
    ];
    const inGreek = [
      { line: 2, column: "date", message: "Η ημερομηνία πρέπει να είναι πραγματική, ΕΕΕΕ-ΜΜ-ΗΗ" },
      { line: 2, column: "away", message: expect.stringContaining("Καμία ομάδα") },
    ];
    expect((await report({ "accept-language": "el-GR,el;q=0.9" })).body.errors).toEqual(inGreek);
    expect((await report({}, `${cookie}; language=el`)).body.errors).toEqual(inGreek);
    expect((await report({ "x-message-ids": "1" }, `${cookie}; language=el`)).body.errors).toEqual(english);
    expect((await report({})).body.errors).toEqual(english);
    const real = await postCsv(cookie, competition.id, file, "", { "accept-language": "el" }).then(json);
    expect(real.status).toBe(400);
    expect(real.body).toMatchObject({ message: inGreek[0]!.message, fields: { date: inGreek[0]!.message }, errors: inGreek });
  });
});
