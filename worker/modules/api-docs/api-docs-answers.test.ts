/**
 * The API document's answers against the API itself (issue 11, point 6): real answers, fetched
 * through the worker, validate against the answer schemas of the document it serves (Ajv), with
 * the status the document says; and each serializer's type fits its schema (schema/responses.ts)
 * at compile time. A field added to an answer, a renamed one, a new status: this file fails.
 */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import type * as r from "../../../schema/responses";
import type { completeClubSignIn as clubSignIn } from "../accounts/club-sign-in";
import type { FixtureMatch, FriendlyMatch } from "../matches/club-fixtures";
import type { AdjustmentView, competitionDetail, CompetitionSummary, FixtureView, PublicTableRow } from "../competitions/competitions";
import type { StandingRow } from "../standings/featured-standings";
import type { SearchResult } from "../search/search-results";
import type { OwnClub, ownUser, PublicClub, publicNews, publicPlayer } from "../clubs/serialize";
import type { adminClub } from "../admin/admin-clubs";
import type { proposalView } from "../competitions/admin-competitions";
import { spyOnMail } from "../../test/back-office";
import { addGuest, adminCookie, createCompetition, freshSeason } from "../../test/competitions";
import { call, callJson, createClub, createMatch, createNews, createPlayer, createUser, signInClub, signInUser } from "../../test/helpers";

// ---- compile time: each serializer's answer is its schema's, field for field -----------------

/** `true` when Actual fits Expected and has no top-level field Expected does not list; `false` fails tsc below. */
type Fits<Actual, Expected> = Actual extends Expected ? (Exclude<keyof Actual, keyof Expected> extends never ? true : false) : false;
const fits = <Actual, Schema extends v.GenericSchema>(): Fits<Actual, v.InferOutput<Schema>> => true as never;
const fitsShape = <Actual, Expected>(): Fits<Actual, Expected> => true as never;

const SERIALIZERS_FIT: Record<string, true> = {
  publicClub: fits<PublicClub, typeof r.clubAnswer>(),
  ownClub: fits<OwnClub, typeof r.ownClubAnswer>(),
  signInClub: fits<Awaited<ReturnType<typeof clubSignIn>>, typeof r.clubSignInAnswer>(),
  adminClub: fits<ReturnType<typeof adminClub>, typeof r.adminClubAnswer>(),
  ownUser: fits<ReturnType<typeof ownUser>, typeof r.userAnswer>(),
  publicNews: fits<ReturnType<typeof publicNews>, typeof r.newsAnswer>(),
  publicPlayer: fits<ReturnType<typeof publicPlayer>, typeof r.playerAnswer>(),
  friendlyMatch: fits<FriendlyMatch, typeof r.clubMatchAnswer>(),
  fixtureMatch: fits<FixtureMatch, typeof r.fixtureMatchAnswer>(),
  standingRow: fits<StandingRow, typeof r.standingRowAnswer>(),
  competitionSummary: fits<CompetitionSummary, typeof r.competitionAnswer>(),
  competitionDetail: fits<ReturnType<typeof competitionDetail>, typeof r.competitionDetailAnswer>(),
  tableRow: fits<PublicTableRow, typeof r.tableRowAnswer>(),
  adjustment: fits<AdjustmentView, typeof r.adjustmentAnswer>(),
  fixtureView: fits<FixtureView, typeof r.fixtureAnswer>(),
  searchResult: fitsShape<SearchResult, v.InferOutput<typeof r.searchAnswer>["results"][number]>(),
  proposalView: fits<ReturnType<typeof proposalView>, typeof r.standingProposalAnswer>(),
};

// ---- run time: real answers against the served document ---------------------------------------

type Json = Record<string, any>;
type Document = { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json>; responses: Record<string, Json> } };

/** The schema with every `#/components/schemas/…` reference put in place (the answers' schemas have no cycles). */
function inline(schema: unknown, schemas: Record<string, Json>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inline(item, schemas));
  if (typeof schema !== "object" || schema === null) return schema;
  const ref = (schema as Json).$ref as string | undefined;
  if (ref?.startsWith("#/components/schemas/")) return inline(schemas[ref.slice("#/components/schemas/".length)], schemas);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inline(value, schemas)]));
}

let document: Document;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** `status`: the one expected, when not a success (2xx). */
type Check = { method?: string; path: string; url: string; status?: number; cookie?: string; json?: unknown; headers?: Record<string, string>; body?: string };

/**
 * Calls the worker, then checks the answer against the document: its status is one the operation
 * lists, and a JSON body validates against that status's schema; another body has a listed media
 * type. Returns the body, and a problem (or none).
 */
async function answer({ method = "GET", path, url, status, ...init }: Check) {
  const response = await call(url, { method, ...init });
  if (status === undefined ? response.status >= 300 : response.status !== status) {
    return { body: null, problem: `${method} ${url}: ${response.status} ${await response.text()}, expected ${status ?? "a success"}` };
  }
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) return { body: null, problem: `${method} ${path} is not in the document` };
  const listed = operation.responses[String(response.status)];
  const documented = listed?.$ref ? document.components.responses[listed.$ref.replace("#/components/responses/", "")] : listed;
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
  if (!documented) return { body: await response.text(), problem: `${method} ${url}: ${response.status} is not documented (${Object.keys(operation.responses)})` };
  if (type !== "application/json") {
    const media = Object.keys(documented.content ?? {});
    const problem = media.length && !media.includes(type) ? `${method} ${url}: ${type} is not one of ${media}` : undefined;
    return { body: await response.text(), problem };
  }
  const body = await response.json();
  const schema = documented.content?.["application/json"]?.schema;
  if (!schema || Object.keys(schema).length === 0) return { body, problem: `${method} ${url}: ${response.status} has no JSON schema` };
  const valid = ajv.validate(inline(schema, document.components.schemas) as object, body);
  return { body, problem: valid ? undefined : `${method} ${url} ${response.status}: ${ajv.errorsText(ajv.errors, { separator: "; " })}` };
}

/** Runs the checks in order, gathering every problem: the test lists them all at once. */
async function checkAll(checks: Check[]) {
  const problems: string[] = [];
  const bodies: any[] = [];
  for (const check of checks) {
    const { body, problem } = await answer(check);
    bodies.push(body);
    if (problem) problems.push(problem);
  }
  return { problems, bodies };
}

let admin: string;
let clubCookie: string;
let club: { id: number; name: string; email: string };
let competition: Json;
let fixtureId: number;
let matchId: number;
let newsId: number;
let newsSlug: string;

beforeAll(async () => {
  document = (await callJson<Document>("/api/openapi.json")).body;
  spyOnMail();
  admin = await adminCookie();
  club = (await createClub({ name: `Athens Owls ${crypto.randomUUID().slice(0, 6)}`, nameEl: "Αθηναϊκές Κουκουβάγιες", contactPublic: true }))!;
  clubCookie = await signInClub(club);
  await createPlayer(club.id);
  matchId = (await createMatch(club.id))!.id;
  await createMatch(club.id, { date: "2024-03-02", clubScore: 24, opponentScore: 17 });
  const article = (await createNews(club.id, { title: "Owls win the derby" }))!;
  await createNews(club.id, { title: "Οι Κουκουβάγιες κερδίζουν", language: "el", translationOf: article.id, slug: `${article.slug}-el` });
  newsId = article.id;
  newsSlug = article.slug;

  competition = await createCompetition(admin, { season: freshSeason(), featured: true });
  const entered = await callJson<Json>(`/api/admin/competitions/${competition.id}/entrants`, { cookie: admin, json: { clubId: club.id } });
  const guest = await addGuest(admin, competition.id, "Thessaloniki Lions");
  const played = await callJson<Json>(`/api/admin/competitions/${competition.id}/fixtures`, {
    cookie: admin,
    json: { round: 1, date: "2025-10-04", time: "15:00", homeEntrantId: entered.body.id, awayEntrantId: guest.id, homeScore: 24, awayScore: 17, homeTries: 3, awayTries: 2 },
  });
  fixtureId = played.body.id;
  await callJson(`/api/admin/competitions/${competition.id}/fixtures`, { cookie: admin, json: { round: 2, date: "2030-10-05", time: null, homeEntrantId: guest.id, awayEntrantId: entered.body.id } });
  await callJson(`/api/admin/competitions/${competition.id}/adjustments`, { cookie: admin, json: { entrantId: guest.id, points: -2, reasonEn: "Late start", reasonEl: "Καθυστέρηση" } });
});

describe("the answers of the served document", () => {
  it("fit the serializers' types (checked by tsc: a serializer that does not fit its schema does not compile)", () => {
    expect(Object.values(SERIALIZERS_FIT).every(Boolean)).toBe(true);
  });

  it("describe real public answers: clubs, competitions, a table, the latest news", async () => {
    const { problems, bodies } = await checkAll([
      { path: "/api/clubs", url: "/api/clubs" },
      { path: "/api/competitions", url: "/api/competitions" },
      { path: "/api/competitions/{slug}/table", url: `/api/competitions/${competition.slug}/table` },
      { path: "/api/news/latest", url: "/api/news/latest" },
    ]);
    expect(problems).toEqual([]);
    // Real rows, not empty lists that would validate whatever the schema says.
    expect(bodies[0].length).toBeGreaterThan(0);
    expect(bodies[1].length).toBeGreaterThan(0);
    expect(bodies[2].rows.length).toBe(2);
    expect(bodies[2].adjustments.length).toBe(1);
    expect(bodies[3].length).toBeGreaterThan(0);
  });

  it("describe every other public read, with its status", async () => {
    const { problems, bodies } = await checkAll([
      { path: "/api/health", url: "/api/health" },
      { path: "/api/clubs/{id}", url: `/api/clubs/${club.id}` },
      { path: "/api/clubs/{id}/players", url: `/api/clubs/${club.id}/players` },
      { path: "/api/clubs/{id}/matches", url: `/api/clubs/${club.id}/matches` },
      { path: "/api/clubs/{id}/matches.csv", url: `/api/clubs/${club.id}/matches.csv` },
      { path: "/api/news/slug/{slug}", url: `/api/news/slug/${newsSlug}?lang=el` },
      { path: "/api/news/{id}", url: `/api/news/${newsId}` },
      { path: "/api/news/featured", url: "/api/news/featured" },
      { path: "/api/matches/upcoming", url: "/api/matches/upcoming" },
      { path: "/api/matches/results", url: "/api/matches/results" },
      { path: "/api/matches/{id}", url: `/api/matches/${matchId}` },
      { path: "/api/matches/{id}", url: `/api/matches/${fixtureId}` },
      { path: "/api/standings", url: `/api/standings?season=${competition.season}` },
      { path: "/api/standings/{type}", url: `/api/standings/union?season=${competition.season}` },
      { path: "/api/competitions/{slug}", url: `/api/competitions/${competition.slug}` },
      { path: "/api/competitions/{slug}/fixtures", url: `/api/competitions/${competition.slug}/fixtures` },
      { path: "/api/competitions/{slug}/table.csv", url: `/api/competitions/${competition.slug}/table.csv` },
      { path: "/api/search", url: "/api/search?q=owls" },
      { path: "/api/openapi.json", url: "/api/openapi.json" },
      { path: "/api/clubs/{id}", url: "/api/clubs/999999", status: 404 },
      { path: "/api/search", url: "/api/search?q=a", status: 400 },
    ]);
    expect(problems).toEqual([]);
    expect(bodies[3].some((match: Json) => match.fixtureId === fixtureId)).toBe(true);
    expect(bodies[12].length).toBe(2);
    expect(bodies[17].results.length).toBeGreaterThan(0);
  });

  it("describe the open-data files outside /api: calendars, the feed, the sitemap", async () => {
    const { problems } = await checkAll([
      { path: "/calendar/clubs/{id}.ics", url: `/calendar/clubs/${club.id}.ics` },
      { path: "/calendar/competitions/{slug}.ics", url: `/calendar/competitions/${competition.slug}.ics` },
      { path: "/calendar/union.ics", url: "/calendar/union.ics" },
      { path: "/calendar/league.ics", url: "/calendar/league.ics" },
      { path: "/news/feed.xml", url: "/news/feed.xml?lang=el" },
      { path: "/sitemap.xml", url: "/sitemap.xml" },
      { path: "/robots.txt", url: "/robots.txt" },
      { path: "/calendar/clubs/{id}.ics", url: "/calendar/clubs/999999.ics", status: 404 },
    ]);
    expect(problems).toEqual([]);
  });

  it("describe the sessions: a club's and a player's", async () => {
    const user = (await createUser({ clubId: club.id }))!;
    const userCookie = await signInUser(user);
    const { problems, bodies } = await checkAll([
      { method: "POST", path: "/api/auth/login", url: "/api/auth/login", json: { email: club.email, password: "Correct-Horse-9" } },
      { path: "/api/auth/me", url: "/api/auth/me", cookie: clubCookie },
      { path: "/api/auth/me", url: "/api/auth/me", status: 401 },
      { method: "POST", path: "/api/users/login", url: "/api/users/login", json: { email: user.email, password: "Correct-Horse-9" } },
      { path: "/api/users/me", url: "/api/users/me", cookie: userCookie },
      { method: "PATCH", path: "/api/users/profile", url: "/api/users/profile", cookie: userCookie, json: { firstName: "Nikos", lastName: "Alexiou", bio: "Scrum-half" } },
      { method: "POST", path: "/api/users/register", url: "/api/users/register", json: { firstName: "Eleni", lastName: "Georgiou", email: `eleni-${Date.now()}@example.com`, password: "Scrum-half-2026" } },
      { method: "POST", path: "/api/users/logout", url: "/api/users/logout", cookie: userCookie },
      { method: "POST", path: "/api/auth/login", url: "/api/auth/login", json: { email: club.email, password: "wrong-password" }, status: 401 },
    ]);
    expect(problems).toEqual([]);
    expect(bodies[0].firstSignIn).toBe(false);
  });

  it("describe the club's own data and its writes", async () => {
    const { problems } = await checkAll([
      { path: "/api/clubs/profile", url: "/api/clubs/profile", cookie: clubCookie },
      { path: "/api/clubs/players", url: "/api/clubs/players", cookie: clubCookie },
      { method: "POST", path: "/api/clubs/players", url: "/api/clubs/players", cookie: clubCookie, json: { name: "Giorgos Papadopoulos", position: "Loosehead Prop", jerseyNumber: 1, dateOfBirth: "1998-04-12", height: 183, weight: 112 } },
      { path: "/api/clubs/matches", url: "/api/clubs/matches", cookie: clubCookie },
      { method: "POST", path: "/api/clubs/matches", url: "/api/clubs/matches", cookie: clubCookie, json: { opponent: "Piraeus Mariners", date: "2026-12-05", time: "15:00", venue: "Helliniko", competition: "Friendly", isHomeGame: true } },
      { path: "/api/clubs/news", url: "/api/clubs/news", cookie: clubCookie },
      { method: "POST", path: "/api/clubs/news", url: "/api/clubs/news", cookie: clubCookie, json: { title: "Training on Saturday", content: "<p>Open training for new players at 10:00.</p>", category: "Club News", imageUrl: "/images/news/training.jpg" } },
      { path: "/api/clubs/standings", url: "/api/clubs/standings", cookie: clubCookie },
      { method: "POST", path: "/api/clubs/standings", url: "/api/clubs/standings", cookie: clubCookie, json: { rugbyType: "league", season: "2026-27", played: 1, won: 1, drawn: 0, lost: 0, pointsFor: 20, pointsAgainst: 10, points: 2 } },
      { path: "/api/clubs/competitions", url: "/api/clubs/competitions", cookie: clubCookie },
      // After the club's writes above: its own log has their records (issue 23).
      { path: "/api/clubs/audit", url: "/api/clubs/audit", cookie: clubCookie },
      { path: "/api/clubs/players/export.csv", url: "/api/clubs/players/export.csv", cookie: clubCookie },
      {
        method: "POST",
        path: "/api/clubs/players/import",
        url: "/api/clubs/players/import?dryRun=true",
        cookie: clubCookie,
        headers: { "content-type": "text/csv" },
        body: "Name,Position,Number,Date of birth,Height (cm),Weight (kg)\nNikos Alexiou,Scrum-half,9,2001-06-30,172,74\n",
      },
      { path: "/api/clubs/players", url: "/api/clubs/players", status: 401 },
    ]);
    expect(problems).toEqual([]);
  });

  it("describe the admin's back office and competitions", async () => {
    const unclaimed = (await createClub({ isClaimed: false }))!;
    await call("/api/clubs/claim", { json: { fullName: "Eleni Georgiou", email: "eleni@example.com", phoneNumber: "6912345678", clubId: unclaimed.id, clubName: unclaimed.name } });
    const academy = await callJson<Json>("/api/academy-registration", { json: { parentName: "Maria Nikolaou", email: "maria@example.com", phone: "+30 694 765 4321", childrenDetails: "Nikos, 12 years old", consent: true } });
    const { problems } = await checkAll([
      { path: "/api/admin/stats", url: "/api/admin/stats", cookie: admin },
      { path: "/api/admin/notifications", url: "/api/admin/notifications", cookie: admin },
      { path: "/api/admin/mail", url: "/api/admin/mail?status=sent", cookie: admin },
      { method: "POST", path: "/api/admin/mail/{id}/retry", url: "/api/admin/mail/999999/retry", cookie: admin, status: 404 },
      { path: "/api/admin/clubs", url: "/api/admin/clubs", cookie: admin },
      { path: "/api/admin/clubs/{id}", url: `/api/admin/clubs/${club.id}`, cookie: admin },
      { method: "POST", path: "/api/admin/clubs/{id}/verify", url: `/api/admin/clubs/${club.id}/verify`, cookie: admin },
      { path: "/api/admin/claims", url: "/api/admin/claims", cookie: admin },
      { path: "/api/admin/academy-registrations", url: "/api/admin/academy-registrations", cookie: admin },
      { method: "PATCH", path: "/api/admin/academy-registrations/{id}", url: `/api/admin/academy-registrations/${academy.body.id}`, cookie: admin, json: { status: "contacted" } },
      { path: "/api/admin/news", url: "/api/admin/news", cookie: admin },
      { method: "POST", path: "/api/admin/news/{id}/feature", url: `/api/admin/news/${newsId}/feature`, cookie: admin },
      { path: "/api/news/featured", url: "/api/news/featured" },
      { path: "/api/admin/impersonation", url: "/api/admin/impersonation", cookie: admin },
      { path: "/api/admin/audit", url: "/api/admin/audit", cookie: admin },
      { path: "/api/admin/competitions/{id}", url: `/api/admin/competitions/${competition.id}`, cookie: admin },
      { path: "/api/admin/competitions/{id}/fixtures", url: `/api/admin/competitions/${competition.id}/fixtures`, cookie: admin },
      { path: "/api/admin/competitions/{id}/table", url: `/api/admin/competitions/${competition.id}/table`, cookie: admin },
      { method: "PATCH", path: "/api/admin/fixtures/{id}", url: `/api/admin/fixtures/${fixtureId}`, cookie: admin, json: { venue: "Helliniko" } },
      { path: "/api/admin/standing-proposals", url: "/api/admin/standing-proposals", cookie: admin },
      { path: "/api/admin/exports/clubs.csv", url: "/api/admin/exports/clubs.csv", cookie: admin },
      { path: "/api/admin/stats", url: "/api/admin/stats", cookie: clubCookie, status: 403 },
    ]);
    expect(problems).toEqual([]);
  });
});
