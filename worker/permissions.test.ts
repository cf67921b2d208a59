/**
 * Permissions (issue 23): every operation of the API document, called by every kind of caller,
 * answers as the permissions table says. The expected answer is read from the document's own
 * security scopes and the capability table (domain/people/route-permissions.ts, the README's
 * table's source), never from the answers: a route without its guard, or a guard the document
 * does not name, fails here.
 *
 * Each call carries the operation's example body (where the document has one) and, in the path,
 * ids of club A's own records, so a refusal is the guard's and a club admin of club B meets A's
 * records by id: never reached (403 or 404).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { cellFor, TABLE_CALLERS, type Cell, type Security } from "../domain/people/route-permissions";
import type { Role } from "../domain/people/roles";
import { todayIso } from "../schema/athens-time";
import { spyOnMail } from "./test/back-office";
import { addFixture, addGuest, addTeam, adminCookie, createCompetition, createTeam } from "./test/competitions";
import { call, callJson, createClub, createMatch, createNews, createPerson, createPlayer, createStanding, createUser, signInClub, signInUser } from "./test/helpers";

type Json = Record<string, any>;
type Operation = { security?: Security; requestBody?: { content?: Record<string, { example?: unknown }> } };
type Document = { paths: Record<string, Record<string, Operation>> };

/** One caller of the walk: a column of the table (`as`), and how they sign in. */
type Walker = { name: string; as: string; signIn: () => Promise<string | undefined>; actingClubId?: number; otherClub?: boolean };

let document: Document;
let walkers: Walker[];
const cookies = new Map<string, string | undefined>();
/** The value of each path parameter, by the path it is in (ids of club A's own records, or records made for the walk). */
let pathValues: Record<string, Record<string, string | number>>;
let clubA: { id: number; email: string };
let clubB: { id: number; email: string };

/**
 * Operations that end or replace the caller's own session (a sign-in with the example's account
 * replaces the browser's session): each call gets a session of its own, and the walk a new one after.
 */
const SESSION_CHANGING = new Set([
  "POST /api/auth/login",
  "POST /api/auth/admin-login",
  "POST /api/auth/second-step",
  "POST /api/auth/logout",
  "POST /api/auth/acting-club",
  "POST /api/users/login",
  "POST /api/users/logout",
  "DELETE /api/me/sessions",
  "POST /api/admin/impersonation",
]);

const person = (role: Role, clubId: number | null = null, teamId: number | null = null) => createPerson({ isDemo: true }, [{ role, clubId, teamId }]);

beforeAll(async () => {
  spyOnMail();
  document = (await callJson<Document>("/api/openapi.json")).body;
  const admin = await adminCookie();
  clubA = await createClub({ name: `Walk A ${crypto.randomUUID().slice(0, 6)}` });
  clubB = await createClub({ name: `Walk B ${crypto.randomUUID().slice(0, 6)}` });
  const pending = await createClub({ name: `Walk pending ${crypto.randomUUID().slice(0, 6)}`, status: "pending" } as never);

  // Club A's records: a fixture today (results and live scoring are open on match day) of its team.
  const teamA = await createTeam(clubA.id);
  const spareTeam = await createTeam(clubA.id);
  const league = await createCompetition(admin);
  const entrant = await addTeam(admin, league.id, { teamId: teamA.id });
  const guest = await addGuest(admin, league.id, "Walk Guests");
  const fixture = (await addFixture(admin, league.id, { round: 1, date: todayIso(), time: "15:00", homeEntrantId: entrant.id, awayEntrantId: guest.id })).body;
  // The federation's own records for its routes: a competition of their own, so its writes leave A's fixture alone.
  const other = await createCompetition(admin);
  const otherEntrant = await addGuest(admin, other.id, "Walk Other Guests");
  const otherGuest = await addGuest(admin, other.id, "Walk Other Visitors");
  const otherFixture = (await addFixture(admin, other.id, { round: 1, homeEntrantId: otherEntrant.id, awayEntrantId: otherGuest.id })).body;
  const adjustment = (await callJson(`/api/admin/competitions/${other.id}/adjustments`, { cookie: admin, json: { entrantId: otherEntrant.id, points: -1, reasonEn: "Late", reasonEl: "Αργά" } })).body;

  const article = (await createNews(clubA.id))!;
  const player = (await createPlayer(clubA.id))!;
  const match = await createMatch(clubA.id);
  const standing = await createStanding({ clubId: clubA.id, proposed: true });
  const member = await person("secretary", clubA.id);
  const staff = await person("moderator");
  const clubAdminA = await signInClub(clubA);
  const invitation = (await callJson("/api/clubs/members/invitations", { cookie: clubAdminA, json: { email: `walk-${crypto.randomUUID().slice(0, 6)}@example.com`, role: "scorer" } })).body;

  const token = "a".repeat(43);
  pathValues = {
    "/api/clubs/news/{id}": { id: article.id },
    "/api/clubs/players/{id}": { id: player.id },
    "/api/clubs/teams/{id}": { id: spareTeam.id },
    "/api/clubs/matches/{id}": { id: match.id },
    "/api/clubs/standings/{id}": { id: standing.id },
    "/api/clubs/members/{personId}": { personId: member.id },
    "/api/clubs/members/invitations/{id}": { id: invitation?.id ?? 999999 },
    "/api/fixtures/{id}/result": { id: fixture.id },
    "/api/fixtures/{id}/live": { id: fixture.id },
    "/api/fixtures/{id}/live/socket": { id: fixture.id },
    "/api/fixtures/{id}/live/events": { id: fixture.id },
    "/api/fixtures/{id}/eligibility": { id: fixture.id },
    "/api/clubs/{id}": { id: clubA.id },
    "/api/clubs/{id}/players": { id: clubA.id },
    "/api/clubs/{id}/teams": { id: clubA.id },
    "/api/clubs/{id}/matches": { id: clubA.id },
    "/api/clubs/{id}/logo": { id: clubA.id },
    "/api/clubs/{id}/matches.csv": { id: clubA.id },
    "/calendar/clubs/{id}.ics": { id: clubA.id },
    "/api/news/{id}": { id: article.id },
    "/api/news/slug/{slug}": { slug: article.slug },
    "/api/matches/{id}": { id: match.id },
    "/api/standings/{type}": { type: "union" },
    "/api/competitions/{slug}": { slug: league.slug },
    "/api/competitions/{slug}/table": { slug: league.slug },
    "/api/competitions/{slug}/fixtures": { slug: league.slug },
    "/api/competitions/{slug}/table.csv": { slug: league.slug },
    "/api/competitions/{slug}/fixtures.csv": { slug: league.slug },
    "/calendar/competitions/{slug}.ics": { slug: league.slug },
    "/api/admin/clubs/{id}": { id: pending.id },
    "/api/admin/news/{id}": { id: article.id },
    "/api/admin/competitions/{id}": { id: other.id },
    "/api/admin/competitions/{id}/entrants/{entrantId}": { id: other.id, entrantId: otherEntrant.id },
    "/api/admin/fixtures/{id}": { id: otherFixture.id },
    "/api/admin/adjustments/{id}": { id: adjustment?.id ?? 999999 },
    "/api/admin/staff/{personId}": { personId: staff.id },
    // Nothing of club A's: unknown ids and tokens (the answer is about the input).
    "/api/admin/claims/{id}": { id: 999999 },
    "/api/admin/academy-registrations/{id}": { id: 999999 },
    "/api/me/children/{id}": { id: 999999 },
    "/api/admin/mail/{id}": { id: 999999 },
    "/api/admin/standing-proposals/{id}": { id: 999999 },
    "/api/admin/staff/invitations/{id}": { id: 999999 },
    "/api/me/sessions/{id}": { id: "no-such-session" },
    "/api/me/second-step/passkeys/{id}": { id: 999999 },
    "/api/invitations/{token}": { token },
    "/api/invitations/{token}/accept": { token },
    "/api/claims/{token}/new-link": { token },
    "/api/admin/claims/{id}/approve": { id: 999999 },
    "/api/admin/claims/{id}/new-link": { id: 999999 },
    "/api/admin/claims/{id}/reject": { id: 999999 },
    "/api/admin/mail/{id}/retry": { id: 999999 },
    "/api/auth/password-reset/{token}": { token },
    "/api/claims/{token}": { token },
    // Issue 24's registrations: unknown ids (the answer is about the input).
    "/api/registrations/{id}": { id: 999999 },
    "/api/clubs/registrations/{id}": { id: 999999 },
    "/api/admin/registrations/{id}": { id: 999999 },
    "/api/transfers/{id}": { id: 999999 },
    "/api/clubs/transfers/{id}": { id: 999999 },
    "/api/admin/transfers/{id}": { id: 999999 },
  };

  const manager = await person("team-manager", clubA.id, teamA.id);
  const scorer = await person("scorer", clubA.id);
  const secretary = await person("secretary", clubA.id);
  const player1 = await createUser();
  const parent = await person("parent");
  const referee = await person("referee");
  const federation: [string, { email: string }][] = [];
  for (const role of ["super-admin", "competitions", "registrar", "moderator"] as const) federation.push([role, await person(role)]);
  walkers = [
    { name: "anonymous", as: "anonymous", signIn: async () => undefined, actingClubId: 0 },
    { name: "player", as: "player", signIn: () => signInUser(player1!) },
    { name: "parent", as: "parent", signIn: () => signInUser(parent) },
    { name: "referee", as: "referee", signIn: () => signInUser(referee) },
    { name: "scorer of A", as: "scorer", signIn: () => signInClub(scorer), actingClubId: clubA.id },
    { name: "team manager of A", as: "team-manager", signIn: () => signInClub(manager), actingClubId: clubA.id },
    { name: "secretary of A", as: "secretary", signIn: () => signInClub(secretary), actingClubId: clubA.id },
    { name: "club admin of A", as: "club-admin", signIn: () => signInClub(clubA), actingClubId: clubA.id },
    { name: "club admin of B", as: "club-admin", signIn: () => signInClub(clubB), actingClubId: clubB.id, otherClub: true },
    ...federation.map(([role, who]) => ({ name: role, as: role, signIn: () => signInClub(who) })),
  ];
  for (const walker of walkers) cookies.set(walker.name, await walker.signIn());
  // The club each club session acts for (the federation's row for a federation person): acting-club's body names it.
  for (const walker of walkers.filter((one) => one.actingClubId === undefined)) {
    const me = await callJson("/api/auth/me", { cookie: cookies.get(walker.name) });
    if (me.status === 200) walker.actingClubId = me.body.id;
  }
}, 120_000);

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation })));

/** The URL: each `{name}` filled from pathValues (the path's own, or the longest that begins it); throws for a path the walk has no value for. */
function urlOf(path: string) {
  const begins = Object.keys(pathValues).filter((known) => path === known || path.startsWith(`${known}/`));
  const values = pathValues[begins.sort((a, b) => b.length - a.length)[0] ?? path];
  return path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    if (values?.[name] === undefined) throw new Error(`The walk has no value for {${name}} in ${path}: add the path to pathValues`);
    return String(values[name]);
  });
}

/** The request's body: the document's example (JSON or CSV); a few bodies name the walker's own club. */
function requestOf(key: string, operation: Operation, walker: Walker): { json?: unknown; body?: string; headers: Record<string, string> } {
  // An address of the walk's own: the example sign-ins' failures count against it, not against the sign-ins of the tests that follow.
  const headers: Record<string, string> = { "cf-connecting-ip": `198.51.100.${walkers.indexOf(walker) + 1}` };
  if (key === "POST /api/fixtures/{id}/live/events") headers["Idempotency-Key"] = crypto.randomUUID();
  if (key === "POST /api/auth/acting-club") return { json: { clubId: walker.actingClubId ?? clubA.id }, headers };
  if (key === "POST /api/admin/impersonation") return { json: { clubId: clubA.id, reason: "Checking the permissions" }, headers };
  // Erasing one's data would erase the walker for every call after it: a body refused as input reaches the route all the same.
  if (key === "POST /api/me/data/erasure") return { json: { includeChildren: "not a yes or no" }, headers };
  const content = operation.requestBody?.content ?? {};
  const [media, item] = Object.entries(content)[0] ?? [];
  if (!media) return { headers };
  if (media === "application/json") return { json: item?.example ?? {}, headers };
  if (media === "text/csv") return { body: String(item?.example ?? ""), headers: { ...headers, "content-type": "text/csv" } };
  return { body: "", headers: { ...headers, "content-type": media } };
}

/** Whether an answer is the operation's own (a success, or a 4xx about the input), not a guard's refusal. */
const reached = (status: number, code: string | undefined) => status < 500 && status !== 403 && !(status === 401 && code === "unauthorized");

function verdict(cell: Cell, walker: Walker, path: string, status: number, code: string | undefined): string | undefined {
  if (cell === "401") return status === 401 ? undefined : "expected 401";
  if (cell === "no") return status === 403 ? undefined : "expected 403";
  // Another club's records by id: never reached. Without an id, their own club's list or a new record of their own.
  if (cell === "own" && walker.otherClub && path.includes("{")) return status === 403 || status === 404 ? undefined : "expected 403 or 404 (another club's record)";
  return reached(status, code) ? undefined : "expected the operation's own answer (2xx, or a 4xx about the input)";
}

describe("every operation of the API document, for every caller", () => {
  it("answers 401, 403 or its own answer as the permissions table says", async () => {
    const problems: string[] = [];
    const ops = operations();
    expect(ops.length).toBeGreaterThan(150);
    for (const { key, method, path, operation } of ops) {
      const url = urlOf(path);
      for (const walker of walkers) {
        const caller = TABLE_CALLERS.find((column) => column.name === walker.as)!;
        const cell = cellFor(operation.security, caller);
        // A call the table lets through that would change the walk's session gets a session of its own.
        const ownSession = SESSION_CHANGING.has(key) && (cell === "yes" || cell === "own") && walker.as !== "anonymous";
        const cookie = ownSession ? await walker.signIn() : cookies.get(walker.name);
        const { json, body, headers } = requestOf(key, operation, walker);
        const response = await call(url, { method, cookie, json, body, headers });
        // Ending one's other sessions ends the walk's own one too: a new one for the calls that follow.
        if (ownSession && key === "DELETE /api/me/sessions") cookies.set(walker.name, await walker.signIn());
        const text = await response.text();
        const code = response.headers.get("content-type")?.includes("json") ? (JSON.parse(text || "{}") as Json | null)?.code : undefined;
        const problem = verdict(cell, walker, path, response.status, code);
        if (problem) problems.push(`${key} as ${walker.name} (table: ${cell}): ${response.status} ${text.slice(0, 160)}; ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

/** The operations any club role may call (a person's own session and password, and the club's public data); every other club operation names a capability. */
const ANY_CLUB_ROLE = [
  "GET /api/auth/me",
  "POST /api/auth/acting-club",
  "GET /api/clubs/profile",
  "POST /api/clubs/password",
  "GET /api/clubs/teams",
  "GET /api/clubs/matches",
  "GET /api/clubs/matches/export.csv",
  "GET /api/clubs/competitions",
];
/** The back office's operations every federation role may call. */
const ANY_FEDERATION_ROLE = ["GET /api/admin/stats", "GET /api/admin/notifications"];

describe("the permissions the document declares", () => {
  const cell = (key: string, role: string) => {
    const [method, path] = key.split(" ");
    const operation = document.paths[path!]?.[method!.toLowerCase()];
    if (!operation) throw new Error(`${key} is not in the document`);
    return cellFor(operation.security, TABLE_CALLERS.find((caller) => caller.name === role)!);
  };

  it("names a capability on every club and federation operation, but for the few any role may call", () => {
    const bare = operations()
      .filter(({ operation }) => operation.security?.length === 1 && Object.keys(operation.security[0]!).join() === "clubSession")
      .filter(({ operation }) => operation.security![0]!.clubSession!.every((scope) => scope === "admin"))
      .map(({ key, operation }) => `${key}${operation.security![0]!.clubSession!.length ? " (any federation role)" : ""}`);
    expect(bare.sort()).toEqual([...ANY_CLUB_ROLE, ...ANY_FEDERATION_ROLE.map((key) => `${key} (any federation role)`)].sort());
  });

  it("gives a scorer live scoring and results, not news or members (issue 23)", () => {
    expect(cell("POST /api/fixtures/{id}/live/events", "scorer")).toBe("own");
    expect(cell("POST /api/fixtures/{id}/result", "scorer")).toBe("own");
    expect(cell("GET /api/clubs/players", "scorer")).toBe("own");
    for (const key of ["GET /api/clubs/news", "POST /api/clubs/news", "GET /api/clubs/members", "POST /api/clubs/players", "PATCH /api/clubs/profile"]) expect(cell(key, "scorer"), key).toBe("no");
  });

  it("keeps members and the profile the club admin's, news the secretary's too, and the back office by federation role", () => {
    expect(cell("GET /api/clubs/members", "secretary")).toBe("no");
    expect(cell("POST /api/clubs/members/invitations", "club-admin")).toBe("own");
    expect(cell("POST /api/clubs/news", "secretary")).toBe("own");
    expect(cell("POST /api/clubs/logo", "secretary")).toBe("no");
    expect(cell("POST /api/fixtures/{id}/result", "secretary")).toBe("no");
    expect(cell("POST /api/admin/competitions", "competitions")).toBe("yes");
    expect(cell("POST /api/admin/competitions", "registrar")).toBe("no");
    expect(cell("POST /api/admin/clubs/{id}/approve", "registrar")).toBe("yes");
    expect(cell("POST /api/admin/clubs/{id}/approve", "moderator")).toBe("no");
    expect(cell("POST /api/admin/news/{id}/unpublish", "moderator")).toBe("yes");
    expect(cell("POST /api/admin/staff/invitations", "registrar")).toBe("no");
    expect(cell("GET /api/admin/stats", "club-admin")).toBe("no");
    expect(cell("GET /api/admin/stats", "player")).toBe("401");
  });
});

describe("a role in one's own club never reaches another club's private data", () => {
  let a: { id: number; email: string };
  let b: { id: number; email: string };
  let secretaryOfA: string;

  beforeAll(async () => {
    a = await createClub();
    b = await createClub();
    secretaryOfA = await signInClub(await person("secretary", a.id));
  });

  it("a secretary of A cannot edit or delete B's news by id", async () => {
    const article = (await createNews(b.id, { title: "B's own news" }))!;
    const edit = { title: "Taken over", content: "<p>Taken over by another club</p>", category: "Club News", imageUrl: "/images/news/test.svg", isPublished: true };
    expect((await call(`/api/clubs/news/${article.id}`, { method: "PATCH", cookie: secretaryOfA, json: edit })).status).toBe(404);
    expect((await call(`/api/clubs/news/${article.id}`, { method: "DELETE", cookie: secretaryOfA })).status).toBe(404);
    expect((await callJson(`/api/news/${article.id}`)).body.title).toBe("B's own news");
    expect(((await callJson("/api/clubs/news", { cookie: secretaryOfA })).body as Json[]).map((item) => item.id)).not.toContain(article.id);
  });

  it("a secretary of A cannot read or change B's standing proposals", async () => {
    const proposal = await createStanding({ clubId: b.id, proposed: true });
    const own = await callJson("/api/clubs/standings", { cookie: secretaryOfA });
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain(`"id":${proposal.id},`);
    const figures = { rugbyType: "union", season: proposal.season, teamName: "Taken", played: 1, won: 0, drawn: 0, lost: 1, pointsFor: 0, pointsAgainst: 10, points: 0 };
    expect((await call(`/api/clubs/standings/${proposal.id}`, { method: "PATCH", cookie: secretaryOfA, json: figures })).status).toBe(404);
    expect((await call(`/api/clubs/standings/${proposal.id}`, { method: "DELETE", cookie: secretaryOfA })).status).toBe(404);
  });

  it("a secretary of A cannot switch to B, and stays A's", async () => {
    const switched = await callJson("/api/auth/acting-club", { cookie: secretaryOfA, json: { clubId: b.id } });
    expect(switched.status).toBe(403);
    expect((await callJson("/api/auth/me", { cookie: secretaryOfA })).body.id).toBe(a.id);
  });

  it("a club admin of A cannot remove or change B's members", async () => {
    const memberOfB = await person("secretary", b.id);
    const adminOfA = await signInClub(a);
    expect((await call(`/api/clubs/members/${memberOfB.id}`, { method: "DELETE", cookie: adminOfA })).status).toBe(404);
    expect((await call(`/api/clubs/members/${memberOfB.id}`, { method: "PATCH", cookie: adminOfA, json: { role: "club-admin" } })).status).toBe(404);
    const members = await callJson("/api/clubs/members", { cookie: adminOfA });
    expect(members.status).toBe(200);
    expect((members.body as Json[]).map((member) => member.personId)).not.toContain(memberOfB.id);
  });

  it("a secretary of A who scores for B acts in B as a scorer only: B's roster, not its news", async () => {
    const both = await createPerson({ isDemo: true }, [
      { role: "secretary", clubId: a.id },
      { role: "scorer", clubId: b.id },
    ]);
    const cookie = await signInClub(both);
    await createPlayer(a.id, { name: "Only In A" });
    await createPlayer(b.id, { name: "Only In B" });
    expect((await callJson("/api/auth/acting-club", { cookie, json: { clubId: b.id } })).status).toBe(200);
    expect((await call("/api/clubs/news", { cookie })).status).toBe(403);
    expect((await call("/api/clubs/news", { cookie, json: { title: "From A's secretary", content: "<p>Not in B</p>", category: "Club News", imageUrl: "/images/news/test.svg" } })).status).toBe(403);
    const roster = await callJson("/api/clubs/players", { cookie });
    expect(roster.status).toBe(200);
    expect((roster.body as Json[]).map((player) => player.name)).toEqual(["Only In B"]);
  });
});

describe("team scope: a role named for one team acts for that team's fixtures only", () => {
  let admin: string;
  let club: { id: number; email: string };
  let ownFixture: number;
  let otherFixture: number;
  let teamId: number;

  beforeAll(async () => {
    admin = await adminCookie();
    club = await createClub();
    const first = await createTeam(club.id);
    const second = await createTeam(club.id, { kind: "women" });
    teamId = first.id;
    const league = await createCompetition(admin);
    const [home, away, guest] = [await addTeam(admin, league.id, { teamId: first.id }), await addTeam(admin, league.id, { teamId: second.id }), await addGuest(admin, league.id, "Scope Guests")];
    ownFixture = (await addFixture(admin, league.id, { round: 1, date: todayIso(), time: "15:00", homeEntrantId: home.id, awayEntrantId: guest.id })).body.id;
    otherFixture = (await addFixture(admin, league.id, { round: 2, date: todayIso(), time: "17:00", homeEntrantId: guest.id, awayEntrantId: away.id })).body.id;
  });

  const result = { homeScore: 10, awayScore: 5, homeTries: 2, awayTries: 1 };
  const event = () => ({ deviceId: "phone-scope", seq: Math.floor(Math.random() * 1e6), at: Date.now(), minute: 3, type: "try", team: "home", playerId: null });
  const score = (cookie: string, fixtureId: number) => call(`/api/fixtures/${fixtureId}/live/events`, { cookie, json: event(), headers: { "Idempotency-Key": crypto.randomUUID() } });

  for (const role of ["scorer", "team-manager"] as const) {
    it(`a ${role} for one team enters results and scores live for its fixtures, and gets 403 for the club's other team's`, async () => {
      const cookie = await signInClub(await person(role, club.id, teamId));
      expect((await call(`/api/fixtures/${otherFixture}/result`, { cookie, json: result })).status).toBe(403);
      expect((await score(cookie, otherFixture)).status).toBe(403);
      expect((await call(`/api/fixtures/${ownFixture}/result`, { cookie, json: result })).status).toBe(200);
      expect((await score(cookie, ownFixture)).status).toBe(201);
    });
  }

  it("a scorer for the whole club scores every fixture of the club", async () => {
    const cookie = await signInClub(await person("scorer", club.id));
    expect((await score(cookie, otherFixture)).status).toBe(201);
  });
});
