import { describe, expect, it } from "vitest";
import { addFixture, addGuest, addTeam, adminCookie, createCompetition, createTeam, freshSeason } from "../../test/competitions";
import { callJson, createClub, signInClub } from "../../test/helpers";

type Body = Record<string, any>;

describe("POST /api/admin/competitions", () => {
  it("creates a competition from a preset with overrides: 201 with id, slug and the rules in words", async () => {
    const cookie = await adminCookie();
    const season = freshSeason();
    const body = await createCompetition(cookie, { nameEn: "Greek Sevens Cup", season, preset: "sanzaar", rules: { losingBonus: { maxMargin: 5 } } });
    expect(body).toMatchObject({ slug: `greek-sevens-cup-${season}`, code: "union", season, kind: "computed", preset: "sanzaar" });
    expect(body.id).toBeTypeOf("number");
    expect(body.rules.losingBonus).toEqual({ maxMargin: 5 });
    expect(body.rules.tryBonus).toEqual({ kind: "relative", margin: 3, winnerOnly: false });
    expect(body.rulesInWords.en.join(" ")).toContain("loses by 5 points or fewer");
    expect(body.rulesInWords.el.join(" ")).toContain("5 πόντων");

    const detail = await callJson<Body>(`/api/competitions/${body.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: body.id, slug: body.slug, nameEl: "Δοκιμαστικό πρωτάθλημα", entrants: [] });
  });

  it("refuses a taken slug, an empty or repeated tie-break list, a bad season and an unknown preset with 400, storing nothing", async () => {
    const cookie = await adminCookie();
    const season = freshSeason();
    await createCompetition(cookie, { nameEn: "Taken Name Cup", season });
    const base = { nameEn: "Taken Name Cup", nameEl: "Κύπελλο", code: "union", season, kind: "computed", preset: "world-rugby" };
    const taken = await callJson<Body>("/api/admin/competitions", { cookie, json: base });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ message: "Another competition already has this name in this season: change the name", code: "invalid_input", fields: { nameEn: expect.any(String) } });

    const cases: [Body, string, string][] = [
      [{ rules: { tieBreaks: [] } }, "rules.tieBreaks", "Choose at least one tie-break"],
      [{ rules: { tieBreaks: ["wins", "wins"] } }, "rules.tieBreaks", "Each tie-break can be chosen only once"],
      [{ season: "2026-28" }, "season", "Season must be a year (2026) or two years in a row (2026-27)"],
      [{ preset: "top-14" }, "preset", "Preset must be world-rugby, six-nations, lnr, sanzaar or rugby-league"],
    ];
    for (const [change, field, message] of cases) {
      const { status, body } = await callJson<Body>("/api/admin/competitions", { cookie, json: { ...base, nameEn: "Another Name Cup", ...change } });
      expect(status, JSON.stringify(change)).toBe(400);
      expect(body.fields[field], JSON.stringify(body)).toBe(message);
    }
    const list = await callJson<Body[]>(`/api/competitions?season=${season}`);
    expect(list.body.map((item) => item.nameEn)).toEqual(["Taken Name Cup"]);
  });
});

describe("admin permissions", () => {
  const endpoints: [string, string, unknown?][] = [
    ["POST", "/api/admin/competitions", {}],
    ["GET", "/api/admin/competitions/1"],
    ["GET", "/api/admin/competitions/1/fixtures"],
    ["GET", "/api/admin/competitions/1/table"],
    ["PATCH", "/api/admin/competitions/1", {}],
    ["DELETE", "/api/admin/competitions/1"],
    ["POST", "/api/admin/competitions/1/entrants", {}],
    ["DELETE", "/api/admin/competitions/1/entrants/1"],
    ["POST", "/api/admin/competitions/1/generate", {}],
    ["POST", "/api/admin/competitions/1/fixtures", {}],
    ["PATCH", "/api/admin/fixtures/1", {}],
    ["DELETE", "/api/admin/fixtures/1"],
    ["POST", "/api/admin/competitions/1/adjustments", {}],
    ["DELETE", "/api/admin/adjustments/1"],
    ["POST", "/api/admin/competitions/1/import"],
    ["GET", "/api/admin/standing-proposals"],
    ["POST", "/api/admin/standing-proposals/1", {}],
  ];
  it("answers 401 without a session and 403 for a club that is not an admin, on every admin endpoint", async () => {
    const clubCookie = await signInClub(await createClub());
    for (const [method, path, json] of endpoints) {
      const anonymous = await callJson(path, { method, json });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const club = await callJson<Body>(path, { method, json, cookie: clubCookie });
      expect(club.status, `${method} ${path}`).toBe(403);
      expect(club.body.message).toBe("You do not have admin privileges required to access this area.");
    }
  });
});

describe("entrants, fixtures, results and the table", () => {
  it("computes the table from results, with adjustments and their reasons, and shows a new result straight away", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    const member = await createClub({ abbreviation: "MEM" });
    const memberEntry = await callJson<Body>(`/api/admin/competitions/${competition.id}/entrants`, { cookie, json: { clubId: member.id } });
    expect(memberEntry.status).toBe(201);
    expect(memberEntry.body).toMatchObject({ name: member.name, clubId: member.id });
    const guest = await addGuest(cookie, competition.id, "Valletta Knights");
    const third = await addGuest(cookie, competition.id, "Sofia Lions");

    const first = await addFixture(cookie, competition.id, { round: 1, homeEntrantId: memberEntry.body.id, awayEntrantId: guest.id, homeScore: 31, awayScore: 26, homeTries: 4, awayTries: 3 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ status: "played", home: { name: member.name, clubId: member.id }, away: { name: "Valletta Knights", clubId: null }, homeScore: 31 });

    const before = await callJson<Body>(`/api/competitions/${competition.slug}/table`);
    expect(before.status).toBe(200);
    const rowOf = (body: Body, name: string) => body.rows.find((row: Body) => row.teamName === name);
    // 4 for the win + 1 try bonus; the guest 1 losing bonus (lost by 5).
    expect(rowOf(before.body, member.name)).toMatchObject({ position: 1, clubId: member.id, played: 1, won: 1, pointsFor: 31, pointsAgainst: 26, pointsDifference: 5, triesFor: 4, triesAgainst: 3, tryBonus: 1, losingBonus: 0, otherBonus: 0, adjustment: 0, points: 5, form: ["W"] });
    expect(rowOf(before.body, "Valletta Knights")).toMatchObject({ position: 2, clubId: null, lost: 1, losingBonus: 1, points: 1, form: ["L"] });
    for (const field of ["position", "teamName", "clubId", "played", "won", "drawn", "lost", "pointsFor", "pointsAgainst", "pointsDifference", "triesFor", "triesAgainst", "tryBonus", "losingBonus", "otherBonus", "adjustment", "points", "form"]) {
      expect(before.body.rows[0]).toHaveProperty(field);
    }

    // A result entered now shows in the very next read (the cached table is invalidated).
    const second = await addFixture(cookie, competition.id, { round: 2, homeEntrantId: third.id, awayEntrantId: memberEntry.body.id, date: "2030-09-08" });
    const patched = await callJson<Body>(`/api/admin/fixtures/${second.body.id}`, { method: "PATCH", cookie, json: { homeScore: 40, awayScore: 0, homeTries: 6, awayTries: 0 } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.status).toBe("played");
    const after = await callJson<Body>(`/api/competitions/${competition.slug}/table`);
    expect(rowOf(after.body, "Sofia Lions")).toMatchObject({ position: 1, points: 5, won: 1 });
    expect(rowOf(after.body, member.name)).toMatchObject({ position: 2, played: 2, lost: 1, form: ["W", "L"] });

    const adjustment = await callJson<Body>(`/api/admin/competitions/${competition.id}/adjustments`, {
      cookie,
      json: { entrantId: third.id, points: -5, reasonEn: "Fielded an ineligible player", reasonEl: "Χρησιμοποίησε μη δικαιούχο παίκτη" },
    });
    expect(adjustment.status).toBe(201);
    const adjusted = await callJson<Body>(`/api/competitions/${competition.slug}/table`);
    expect(rowOf(adjusted.body, "Sofia Lions")).toMatchObject({ adjustment: -5, points: 0 });
    expect(rowOf(adjusted.body, member.name).position).toBe(1);
    expect(adjusted.body.adjustments).toEqual([
      { id: adjustment.body.id, entrantId: third.id, teamName: "Sofia Lions", teamNameEl: null, points: -5, reasonEn: "Fielded an ineligible player", reasonEl: "Χρησιμοποίησε μη δικαιούχο παίκτη" },
    ]);

    const fixtures = await callJson<Body>(`/api/competitions/${competition.slug}/fixtures`);
    expect(fixtures.status).toBe(200);
    expect(fixtures.body.rounds.map((round: Body) => [round.round, round.fixtures.length])).toEqual([[1, 1], [2, 1]]);
    expect(fixtures.body.currentRound).toBe(2);
  });

  it("refuses a team against itself, an unknown entrant, bad scores, impossible tries and an impossible date, storing nothing", async () => {
    const cookie = await adminCookie();
    const union = await createCompetition(cookie);
    const league = await createCompetition(cookie, { code: "league", preset: "rugby-league" });
    const [a, b] = [await addGuest(cookie, union.id, "Alpha RFC"), await addGuest(cookie, union.id, "Beta RFC")];
    const [la, lb] = [await addGuest(cookie, league.id, "Alpha RL"), await addGuest(cookie, league.id, "Beta RL")];
    const other = await createCompetition(cookie);
    const stranger = await addGuest(cookie, other.id, "Stranger RFC");

    const cases: [Body, Body, string, string][] = [
      [union, { homeEntrantId: a.id, awayEntrantId: a.id }, "awayEntrantId", "A team cannot play against itself"],
      [union, { homeEntrantId: a.id, awayEntrantId: stranger.id }, "awayEntrantId", "This team is not in the competition"],
      [union, { homeEntrantId: a.id, awayEntrantId: b.id, homeScore: -1, awayScore: 3 }, "homeScore", "A score must be a whole number from 0 to 300"],
      [union, { homeEntrantId: a.id, awayEntrantId: b.id, homeScore: 301, awayScore: 3 }, "homeScore", "A score must be a whole number from 0 to 300"],
      [union, { homeEntrantId: a.id, awayEntrantId: b.id, homeScore: 14, awayScore: 3, homeTries: 3 }, "homeTries", "In rugby union each try is worth 5 points: these tries are more than the score"],
      [league, { homeEntrantId: la.id, awayEntrantId: lb.id, homeScore: 10, awayScore: 11, awayTries: 3 }, "awayTries", "In rugby league each try is worth 4 points: these tries are more than the score"],
      [union, { homeEntrantId: a.id, awayEntrantId: b.id, date: "2030-02-30" }, "date", "Date must be a real date, YYYY-MM-DD"],
      [union, { homeEntrantId: a.id, awayEntrantId: b.id, homeScore: 10 }, "awayScore", "Enter both scores, or neither"],
    ];
    for (const [competition, fixture, field, message] of cases) {
      const { status, body } = await addFixture(cookie, competition.id, fixture);
      expect(status, JSON.stringify(fixture)).toBe(400);
      expect(body.fields[field], JSON.stringify(body)).toBe(message);
      expect(body.code).toBe("invalid_input");
    }
    // League tries of 4 points fit where union ones would not: 3 tries, 12 points.
    expect((await addFixture(cookie, league.id, { homeEntrantId: la.id, awayEntrantId: lb.id, homeScore: 12, awayScore: 0, homeTries: 3 })).status).toBe(201);
    const unionFixtures = await callJson<Body>(`/api/competitions/${union.slug}/fixtures`);
    expect(unionFixtures.body.rounds).toEqual([]);

    // A PATCH with an impossible result leaves the fixture as it was.
    const created = await addFixture(cookie, union.id, { homeEntrantId: a.id, awayEntrantId: b.id });
    const refused = await callJson<Body>(`/api/admin/fixtures/${created.body.id}`, { method: "PATCH", cookie, json: { homeScore: 5, awayScore: 0, homeTries: 2 } });
    expect(refused.status).toBe(400);
    const unchanged = await callJson<Body>(`/api/competitions/${union.slug}/fixtures`);
    expect(unchanged.body.rounds[0].fixtures[0]).toMatchObject({ status: "scheduled", homeScore: null, homeTries: null });
  });

  it("generates a double round robin from a start date, weekday and kick-off, and refuses to overwrite without replace", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    for (const name of ["One RFC", "Two RFC", "Three RFC", "Four RFC", "Five RFC"]) await addGuest(cookie, competition.id, name);
    const generate = (json: Body) => callJson<Body>(`/api/admin/competitions/${competition.id}/generate`, { cookie, json });
    const { status, body } = await generate({ rounds: "double", startDate: "2030-09-03", weekday: 7, time: "16:00" });
    expect(status, JSON.stringify(body)).toBe(201);
    // 5 teams: 10 rounds of 2 matches and a bye each.
    expect(body).toEqual({ created: 30, rounds: 10 });
    const fixtures = await callJson<Body>(`/api/competitions/${competition.slug}/fixtures`);
    expect(fixtures.body.rounds).toHaveLength(10);
    expect(fixtures.body.rounds[0].fixtures[0]).toMatchObject({ date: "2030-09-08", time: "16:00", status: "scheduled" });
    expect(fixtures.body.rounds[0].fixtures.filter((fixture: Body) => fixture.away === null)).toHaveLength(1);

    const again = await generate({ rounds: "single", startDate: "2030-09-03", weekday: 7, time: "16:00" });
    expect(again.status).toBe(400);
    expect(again.body.fields.replace).toBe("The competition already has fixtures: set replace to true to generate them again");
    expect((await generate({ rounds: "single", startDate: "2030-09-03", weekday: 7, time: "16:00", replace: true })).body).toEqual({ created: 15, rounds: 5 });

    const bad = await generate({ rounds: "triple", startDate: "2030-02-30", weekday: 8, time: "25:00" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ rounds: "Rounds must be single or double", startDate: "Date must be a real date, YYYY-MM-DD", weekday: expect.any(String), time: "Time must be in the format HH:MM" });
  });

  it("edits a competition: a new name moves the slug, featured leaves one featured table per code and season", async () => {
    const cookie = await adminCookie();
    const season = freshSeason();
    const first = await createCompetition(cookie, { season, featured: true });
    const second = await createCompetition(cookie, { season, featured: false });
    const { status, body } = await callJson<Body>(`/api/admin/competitions/${second.id}`, { method: "PATCH", cookie, json: { featured: true, nameEn: "Renamed Championship", rules: { allWinsBonus: 3 } } });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ slug: `renamed-championship-${season}`, featured: true, rules: { allWinsBonus: 3, win: 4 } });
    const list = await callJson<Body[]>(`/api/competitions?season=${season}&code=union`);
    expect(list.body.map((item) => [item.id, item.featured])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const bad = await callJson<Body>(`/api/admin/competitions/${second.id}`, { method: "PATCH", cookie, json: { rules: { tieBreaks: ["name", "name"] } } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields["rules.tieBreaks"]).toBe("Each tie-break can be chosen only once");
  });

  it("answers 404 for an unknown competition and 400 for a bad id", async () => {
    expect((await callJson("/api/competitions/no-such-competition")).status).toBe(404);
    expect((await callJson("/api/competitions/no-such-competition/table")).status).toBe(404);
    expect((await callJson("/api/competitions/no-such-competition/fixtures")).status).toBe(404);
    const cookie = await adminCookie();
    expect((await callJson("/api/admin/competitions/999999", { cookie })).status).toBe(404);
    expect((await callJson("/api/admin/competitions/abc", { cookie })).status).toBe(400);
    expect((await callJson("/api/competitions?season=twenty")).status).toBe(400);
    expect((await callJson("/api/competitions?code=sevens")).status).toBe(400);
  });
});


describe("rules, match dates and byes", () => {
  it("takes null rules as the preset's, and a relative try bonus without winnerOnly as for any side", async () => {
    const cookie = await adminCookie();
    const preset = await createCompetition(cookie, { preset: "lnr", rules: null });
    expect(preset.rules).toMatchObject({ tryBonus: { kind: "relative", margin: 3, winnerOnly: true }, losingBonus: { maxMargin: 5 } });
    const relative = await createCompetition(cookie, { rules: { tryBonus: { kind: "relative", margin: 2 } } });
    expect(relative.rules.tryBonus).toEqual({ kind: "relative", margin: 2, winnerOnly: false });
    // PATCH: null rules are the preset's again.
    const edited = await callJson<Body>(`/api/admin/competitions/${relative.id}`, { method: "PATCH", cookie, json: { rules: null } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.rules.tryBonus).toEqual({ kind: "absolute", tries: 4 });
  });

  it("dates fixtures and round robins from 1950 to ten years ahead, with the match date's message", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    const [a, b] = [await addGuest(cookie, competition.id, "Alpha RFC"), await addGuest(cookie, competition.id, "Beta RFC")];
    const message = "Date must be between 1950-01-01 and ten years from today";
    for (const date of ["0100-01-01", "1949-12-31", "9999-01-01"]) {
      const { status, body } = await addFixture(cookie, competition.id, { homeEntrantId: a.id, awayEntrantId: b.id, date });
      expect(status, date).toBe(400);
      expect(body).toEqual({ message, code: "invalid_input", fields: { date: message } });
    }
    const created = await addFixture(cookie, competition.id, { homeEntrantId: a.id, awayEntrantId: b.id, date: "1950-01-01" });
    expect(created.status).toBe(201);
    const patched = await callJson<Body>(`/api/admin/fixtures/${created.body.id}`, { method: "PATCH", cookie, json: { date: "9999-01-01" } });
    expect(patched.body.fields).toEqual({ date: message });
    const generated = await callJson<Body>(`/api/admin/competitions/${competition.id}/generate`, { cookie, json: { rounds: "single", startDate: "9999-01-01", weekday: 6, time: "15:00", replace: true } });
    expect(generated.status).toBe(400);
    expect(generated.body.fields).toEqual({ startDate: message });
  });

  it("gives a generated bye its points once its round is played, and moves the current round on", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie, { code: "league", preset: "rugby-league" });
    for (const name of ["Storm RL", "Panthers RL", "Broncos RL"]) await addGuest(cookie, competition.id, name);
    const generated = await callJson<Body>(`/api/admin/competitions/${competition.id}/generate`, { cookie, json: { rounds: "single", startDate: "2030-09-01", weekday: 6, time: "15:00" } });
    expect(generated.body).toEqual({ created: 6, rounds: 3 });
    const before = (await callJson<Body>(`/api/competitions/${competition.slug}/fixtures`)).body;
    const [match, bye] = [before.rounds[0].fixtures.find((item: Body) => item.away !== null), before.rounds[0].fixtures.find((item: Body) => item.away === null)];
    expect(bye).toMatchObject({ status: "scheduled" });
    expect(before.currentRound).toBe(1);
    const resting = () => callJson<Body>(`/api/competitions/${competition.slug}/table`).then(({ body }) => body.rows.find((row: Body) => row.entrantId === bye.home.entrantId));
    expect(await resting()).toMatchObject({ played: 0, points: 0 });

    const result = await callJson<Body>(`/api/admin/fixtures/${match.id}`, { method: "PATCH", cookie, json: { homeScore: 24, awayScore: 12, homeTries: 4, awayTries: 2 } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(await resting()).toMatchObject({ played: 0, byes: 1, matchPoints: 2, points: 2 });
    expect((await callJson<Body>(`/api/competitions/${competition.slug}/fixtures`)).body.currentRound).toBe(2);
  });
});

describe("entrants are teams (issue 22)", () => {
  it("enters a club's teams and guest teams: every entrant, fixture side and table row carries teamId (null for a guest) beside clubId", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    const club = await createClub({ name: `Owls RFC ${Math.random()}`, abbreviation: "OWL" });
    const women = await createTeam(club.id, { nameEn: "Owls Women", nameEl: "Κουκουβάγιες Γυναίκες", kind: "women" });
    const team = await addTeam(cookie, competition.id, { teamId: women.id });
    expect(team).toMatchObject({ teamId: women.id, clubId: club.id, name: "Owls Women", nameEl: "Κουκουβάγιες Γυναίκες", abbreviation: "OWL" });
    const guest = await addGuest(cookie, competition.id, "Valletta Knights");
    expect(guest).toMatchObject({ teamId: null, clubId: null, name: "Valletta Knights" });
    const created = await addFixture(cookie, competition.id, { homeEntrantId: team.id, awayEntrantId: guest.id, homeScore: 10, awayScore: 5 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.home).toMatchObject({ entrantId: team.id, teamId: women.id, clubId: club.id, name: "Owls Women" });
    expect(created.body.away).toMatchObject({ entrantId: guest.id, teamId: null, clubId: null });

    const detail = (await callJson<Body>(`/api/competitions/${competition.slug}`)).body;
    expect(detail.entrants.map((entrant: Body) => [entrant.teamId, entrant.clubId])).toEqual([
      [women.id, club.id],
      [null, null],
    ]);
    const rounds = (await callJson<Body>(`/api/competitions/${competition.slug}/fixtures`)).body.rounds;
    expect(rounds[0].fixtures[0].home.teamId).toBe(women.id);
    const table = (await callJson<Body>(`/api/competitions/${competition.slug}/table`)).body;
    expect(table.rows.map((row: Body) => [row.teamName, row.teamId])).toEqual([
      ["Owls Women", women.id],
      ["Valletta Knights", null],
    ]);
    // The same team twice, or a team of another code, is refused.
    const again = await callJson<Body>(`/api/admin/competitions/${competition.id}/entrants`, { cookie, json: { teamId: women.id } });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ teamId: "This team is already in the competition" });
    const league = await createTeam(club.id, { code: "league" });
    const otherCode = await callJson<Body>(`/api/admin/competitions/${competition.id}/entrants`, { cookie, json: { teamId: league.id } });
    expect(otherCode.body.fields).toEqual({ teamId: "This team plays another code than the competition" });
  });

  it("refuses a fixture between two teams of the same club with a clear 400 in both languages, storing nothing", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    const club = await createClub();
    const first = await addTeam(cookie, competition.id, { teamId: (await createTeam(club.id)).id });
    const second = await addTeam(cookie, competition.id, { teamId: (await createTeam(club.id, { ageGroup: "u20" })).id });
    const message = "Two teams of the same club cannot play each other in a competition";
    const refused = await addFixture(cookie, competition.id, { homeEntrantId: first.id, awayEntrantId: second.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message, code: "invalid_input", fields: { awayEntrantId: message } });
    const greek = await callJson<Body>(`/api/admin/competitions/${competition.id}/fixtures`, {
      cookie,
      headers: { "accept-language": "el" },
      json: { date: "2030-09-01", homeEntrantId: first.id, awayEntrantId: second.id },
    });
    expect(greek.status).toBe(400);
    expect(greek.body.message).toMatch(/[α-ω]/);
    expect(greek.body.message).not.toBe(message);
    expect((await callJson<Body>(`/api/competitions/${competition.slug}/fixtures`)).body.rounds).toEqual([]);

    // An edit that would make one is refused too, and a round robin leaves their pairing out.
    const guest = await addGuest(cookie, competition.id, "Sliema Pirates");
    const fixture = await addFixture(cookie, competition.id, { homeEntrantId: first.id, awayEntrantId: guest.id });
    const patched = await callJson<Body>(`/api/admin/fixtures/${fixture.body.id}`, { method: "PATCH", cookie, json: { awayEntrantId: second.id } });
    expect(patched.body.fields).toEqual({ awayEntrantId: message });
    const generated = await callJson<Body>(`/api/admin/competitions/${competition.id}/generate`, { cookie, json: { rounds: "single", startDate: "2030-09-01", weekday: 6, time: "15:00", replace: true } });
    expect(generated.body).toEqual({ created: 5, rounds: 3 });
    const pairs = (await callJson<Body>(`/api/admin/competitions/${competition.id}/fixtures`, { cookie })).body.rounds.flatMap((round: Body) =>
      round.fixtures.filter((item: Body) => item.away !== null).map((item: Body) => [item.home.entrantId, item.away.entrantId].sort()),
    );
    expect(pairs).not.toContainEqual([first.id, second.id].sort());
  });
});
