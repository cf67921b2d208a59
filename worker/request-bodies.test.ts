/**
 * Every endpoint with a body, every field, every wrong type: the answer is a 400 with
 * `{ message, code, fields }` whose sentences are the shared messages (schema/*messages*.ts, each
 * a Lingui id the app shows translated and the worker answers in Greek when asked), never a
 * library's own wording. And what a GET gives, the matching PATCH takes back.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { backOfficeMessages } from "../schema/back-office-messages";
import { fixtureMessages } from "../schema/competition-admin-messages";
import { competitionMessages } from "../schema/competition-messages";
import { API_MESSAGES_EL } from "../schema/generated/api-messages-el";
import { liveMessages } from "../schema/live-messages";
import { accountMessages, apiMessages, messages, uploadMessages } from "../schema/messages";
import { rosterImportMessages } from "../schema/open-data-messages";
import { peopleMessages } from "../schema/people-messages";
import { todayIso } from "../schema/athens-time";
import { adminCookie, csv } from "./test/competitions";
import { call, callJson, createClub, createMatch, createNews, createPlayer, createStanding, createUser, signInClub, signInUser } from "./test/helpers";

/** Every sentence the API may answer with: the shared messages, and nothing else. */
const SHARED = new Set<string>(
  [messages, accountMessages, apiMessages, uploadMessages, competitionMessages, fixtureMessages, liveMessages, backOfficeMessages, rosterImportMessages, peopleMessages].flatMap(
    (group) => Object.values(group),
  ),
);
/** How valibot and Hono word their own errors. */
const LIBRARY_WORDING = /Invalid (type|key|length|input)|Expected|[Rr]eceived|Malformed JSON|must be (a|an) (string|number|boolean)/;

type Kind = "string" | "number" | "boolean" | "object" | "array";
/**
 * A field of a body: its kind, whether it may be left out (then `null` means empty too), and
 * whether it is one of a list (then any text not on it, a broken one too, gets the list's message).
 */
type Field = { kind: Kind; optional?: boolean; choice?: boolean };
/**
 * `route` names the endpoint; `:id` in it is the signed-in club's own row of that kind. A field
 * inside an object is named by its path (`rules.forfeit.winnerScore`), as the answer's `fields` are.
 */
type Endpoint = {
  method: "POST" | "PATCH";
  route: string;
  row?: keyof typeof rows;
  session?: () => string;
  headers?: Record<string, string>;
  /** A body that passes validation; `refusedAfter` is what the route itself then says about it. */
  body: () => Record<string, unknown>;
  refusedAfter?: Record<string, string>;
  fields: Record<string, Field>;
};

const pathOf = (endpoint: Endpoint) => (endpoint.row ? endpoint.route.replace(":id", String(rows[endpoint.row])) : endpoint.route);

const WRONG: Record<Kind, unknown[]> = {
  string: [12345, true, { text: "x" }, ["x"]],
  number: ["12", "twelve", true, { n: 1 }, [1]],
  boolean: ["true", 1, { yes: true }, [true]],
  object: ["text", 12, true, ["x"]],
  array: ["text", 12, true, { item: "x" }],
};

/** The body with the field at `path` (dots for fields inside objects) set to `value`. */
function withField(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split(".");
  if (rest.length === 0) return { ...body, [head!]: value };
  return { ...body, [head!]: withField(body[head!] as Record<string, unknown>, rest.join("."), value) };
}

let club: { id: number; name: string };
let clubCookie = "";
let userCookie = "";
let adminSession = "";
let rows: { news: number; player: number; match: number; standing: number };

beforeAll(async () => {
  vi.spyOn(env.MAIL, "send").mockResolvedValue({ messageId: "test" } as never);
  club = (await createClub())!;
  clubCookie = await signInClub(club as { email: string } & typeof club);
  userCookie = await signInUser((await createUser())!);
  adminSession = await adminCookie();
  rows = {
    news: (await createNews(club.id))!.id,
    player: (await createPlayer(club.id))!.id,
    match: (await createMatch(club.id))!.id,
    standing: (await createStanding({ clubId: club.id, rugbyType: "league", season: "2032-33" }))!.id,
  };
});

const S: Field = { kind: "string" };
const OS: Field = { kind: "string", optional: true };
const N: Field = { kind: "number" };
const ON: Field = { kind: "number", optional: true };
const B: Field = { kind: "boolean" };
const CHOICE: Field = { kind: "string", choice: true };
const OCHOICE: Field = { kind: "string", choice: true, optional: true };
const OB: Field = { kind: "boolean", optional: true };
/** No such row: the body is checked first, then the route answers 404, so a valid body changes nothing. */
const NONE = 999_999_999;

const clubDetails = {
  body: {
    name: "Wrong Types RFC",
    abbreviation: "WTR",
    location: "Patras",
    description: "A club",
    rugbyUnion: true,
    rugbyLeague: false,
    responsiblePersonName: "Eleni Test",
    responsiblePersonEmail: "eleni@example.com",
    responsiblePersonPhone: "+30 694 111 2222",
  },
  fields: {
    name: OS,
    nameEl: OS,
    locationEl: OS,
    descriptionEl: OS,
    venue: OS,
    venueEl: OS,
    abbreviation: S,
    location: S,
    description: OS,
    rugbyUnion: { kind: "boolean", optional: true },
    rugbyLeague: { kind: "boolean", optional: true },
    responsiblePersonName: S,
    responsiblePersonEmail: S,
    responsiblePersonPhone: S,
  } satisfies Record<string, Field>,
};
const playerDetails = {
  body: { firstName: "Dimitris", lastName: "Georgiou", phoneNumber: "+30 694 123 4567", dateOfBirth: "2001-05-17", position: "Scrum-half", height: 176, weight: 78, bio: "Five seasons." },
  fields: { firstName: S, lastName: S, phoneNumber: OS, dateOfBirth: OS, position: OS, height: ON, weight: ON, bio: OS } satisfies Record<string, Field>,
};
const article = { title: "Wrong types", content: "Long enough content.", category: "Club News", imageUrl: "/images/news/test.svg", slug: "" };
const articleFields = { id: ON, title: S, content: S, category: CHOICE, imageUrl: S, slug: OS } satisfies Record<string, Field>;
const rosterPlayer = { name: "Giorgos", position: "Hooker", jerseyNumber: 2, dateOfBirth: "2000-01-01", height: 180, weight: 95 };
const rosterFields = { id: ON, name: S, position: CHOICE, jerseyNumber: N, dateOfBirth: S, height: N, weight: N } satisfies Record<string, Field>;
const fixture = { opponent: "Rival RFC", date: todayIso(), time: "15:00", venue: "Home Ground", competition: "Friendly", isHomeGame: true, clubScore: null, opponentScore: null };
// Issue 21: the Greek opponent and venue are optional; the SPEC's two stay required while the Greek ones are left out.
const fixtureFields = { id: ON, opponent: S, opponentEl: OS, date: S, time: S, venue: S, venueEl: OS, competition: CHOICE, isHomeGame: B, clubScore: ON, opponentScore: ON } satisfies Record<string, Field>;
const standing = (season: string) => ({ rugbyType: "league", season, played: 3, won: 2, drawn: 0, lost: 1, pointsFor: 50, pointsAgainst: 30, points: 9 });
const standingFields = { id: ON, rugbyType: CHOICE, season: S, played: N, won: N, drawn: N, lost: N, pointsFor: N, pointsAgainst: N, points: N } satisfies Record<string, Field>;
// A wrong current password: the valid body must not change the password (it would end the test's sessions).
const password = { currentPassword: "Not-the-password-1", newPassword: "Another-Horse-10" };
const wrongCurrentPassword = { currentPassword: accountMessages.currentPasswordIncorrect };
const passwordFields = { currentPassword: S, newPassword: S } satisfies Record<string, Field>;
const login = { email: "someone@example.com", password: "Whatever-1" };
const clubProfileFields = { ...clubDetails.fields, foundedYear: ON, website: OS, facebookUrl: OS, instagramUrl: OS, xUrl: OS, contactPublic: OB } satisfies Record<string, Field>;
/** The same fields, each one of the body's own that may be left out (a PATCH's); inside an object, the object's own rules stand. */
const optionalFields = (fields: Record<string, Field>) => Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, name.includes(".") ? field : { ...field, optional: true }]));

const rules = {
  win: 4,
  draw: 2,
  loss: 0,
  bye: 0,
  tryBonus: { kind: "relative", margin: 3, winnerOnly: false },
  losingBonus: { maxMargin: 7 },
  allWinsBonus: null,
  forfeit: { winnerScore: 28, loserScore: 0, winnerPoints: 5, loserPoints: 0, winnerTryBonus: true },
  tieBreaks: ["points", "headToHead", "name"],
};
const competition = () => ({
  nameEn: `Wrong Types Cup ${Math.random().toString(36).slice(2, 8)}`,
  nameEl: "Κύπελλο λάθος τύπων",
  code: "union",
  season: "2031-32",
  kind: "computed",
  featured: false,
  preset: "world-rugby",
  rules,
});
const competitionFields = {
  // Issue 21: one name is enough, the other falls back to it.
  nameEn: OS,
  nameEl: OS,
  code: CHOICE,
  season: S,
  kind: CHOICE,
  featured: OB,
  preset: CHOICE,
  rules: { kind: "object", optional: true },
  // Each rule overrides the preset's, and may be left out (or null: the preset's, unless null means "none").
  "rules.win": ON,
  "rules.draw": ON,
  "rules.loss": ON,
  "rules.bye": ON,
  "rules.tryBonus": { kind: "object", optional: true },
  "rules.tryBonus.kind": CHOICE,
  "rules.tryBonus.margin": N,
  "rules.tryBonus.winnerOnly": OB,
  "rules.losingBonus": { kind: "object", optional: true },
  "rules.losingBonus.maxMargin": N,
  "rules.allWinsBonus": ON,
  "rules.forfeit": { kind: "object", optional: true },
  "rules.forfeit.winnerScore": N,
  "rules.forfeit.loserScore": N,
  "rules.forfeit.winnerPoints": ON,
  "rules.forfeit.loserPoints": N,
  "rules.forfeit.winnerTryBonus": B,
  "rules.tieBreaks": { kind: "array", optional: true },
} satisfies Record<string, Field>;
const { code: _code, ...competitionPatchFields } = competitionFields;
const adminFixture = {
  round: 1,
  date: todayIso(),
  time: "15:00",
  venue: "Helliniko",
  status: "played",
  homeEntrantId: 1,
  awayEntrantId: 2,
  homeScore: 24,
  awayScore: 10,
  homeTries: 4,
  awayTries: 1,
};
const adminFixtureFields = {
  round: ON,
  date: S,
  time: OS,
  venue: OS,
  venueEl: OS,
  status: OCHOICE,
  homeEntrantId: N,
  awayEntrantId: ON,
  homeScore: ON,
  awayScore: ON,
  homeTries: ON,
  awayTries: ON,
} satisfies Record<string, Field>;
const result = { homeScore: 24, awayScore: 10, homeTries: 4, awayTries: 1 };
const resultFields = { homeScore: N, awayScore: N, homeTries: N, awayTries: N } satisfies Record<string, Field>;
const loginFields = { email: S, password: S } satisfies Record<string, Field>;

const ENDPOINTS: Endpoint[] = [
  { method: "POST", route: "/api/auth/login", body: () => login, fields: loginFields },
  { method: "POST", route: "/api/auth/admin-login", body: () => login, fields: loginFields },
  {
    method: "POST",
    route: "/api/clubs/register",
    body: () => ({ ...clubDetails.body, email: "new-club@example.com", password: "Club-pass-1" }),
    fields: { ...clubDetails.fields, email: S, password: S },
  },
  { method: "POST", route: "/api/users/login", body: () => login, fields: loginFields },
  {
    method: "POST",
    route: "/api/users/register",
    body: () => ({ ...playerDetails.body, email: "new-player@example.com", password: "Player-pass-1", clubId: null }),
    fields: { ...playerDetails.fields, email: S, password: S, clubId: ON },
  },
  {
    method: "PATCH",
    route: "/api/users/profile",
    session: () => userCookie,
    body: () => ({ ...playerDetails.body, email: "ignored@example.com", profilePicture: "" }),
    fields: { ...playerDetails.fields, email: OS, profilePicture: OS },
  },
  { method: "POST", route: "/api/users/change-password", session: () => userCookie, body: () => password, refusedAfter: wrongCurrentPassword, fields: passwordFields },
  { method: "POST", route: "/api/users/resend-verification", body: () => ({ email: "someone@example.com" }), fields: { email: OS } },
  { method: "POST", route: "/api/clubs/news", session: () => clubCookie, body: () => article, fields: articleFields },
  { method: "PATCH", route: "/api/clubs/news/:id", row: "news", session: () => clubCookie, body: () => article, fields: articleFields },
  { method: "POST", route: "/api/clubs/players", session: () => clubCookie, body: () => rosterPlayer, fields: rosterFields },
  { method: "PATCH", route: "/api/clubs/players/:id", row: "player", session: () => clubCookie, body: () => rosterPlayer, fields: rosterFields },
  { method: "POST", route: "/api/clubs/matches", session: () => clubCookie, body: () => fixture, fields: fixtureFields },
  { method: "PATCH", route: "/api/clubs/matches/:id", row: "match", session: () => clubCookie, body: () => fixture, fields: fixtureFields },
  { method: "POST", route: "/api/clubs/standings", session: () => clubCookie, body: () => standing("2031-32"), fields: standingFields },
  { method: "PATCH", route: "/api/clubs/standings/:id", row: "standing", session: () => clubCookie, body: () => standing("2032-33"), fields: standingFields },
  {
    method: "PATCH",
    route: "/api/clubs/profile",
    session: () => clubCookie,
    body: () => ({ ...clubDetails.body, name: club.name, foundedYear: 2009, website: "", facebookUrl: "", instagramUrl: "", xUrl: "", contactPublic: false }),
    fields: clubProfileFields,
  },
  { method: "POST", route: "/api/clubs/password", session: () => clubCookie, body: () => password, refusedAfter: wrongCurrentPassword, fields: passwordFields },
  {
    method: "POST",
    route: "/api/clubs/claim",
    body: () => ({ fullName: "Nikos Test", email: "nikos@example.com", phoneNumber: "+30 694 000 1111", message: "", clubId: club.id, clubName: club.name }),
    fields: { fullName: S, email: S, phoneNumber: S, message: OS, clubId: N, clubName: S },
  },
  {
    method: "POST",
    route: "/api/academy-registration",
    body: () => ({ parentName: "Maria Test", email: "maria@example.com", phone: "+30 694 000 2222", childrenDetails: "Nikos, 9", consent: true, language: "el", to: "", subject: "" }),
    fields: { parentName: S, email: S, phone: S, childrenDetails: S, consent: B, language: OCHOICE, to: OS, subject: OS },
  },
  // The claimant's one-time link (issue 12): an unknown link, so a valid body changes nothing.
  {
    method: "POST",
    route: "/api/claims/no-such-claim-link",
    body: () => ({ email: "claimant@example.com", password: "Claimant-pass-1", confirmPassword: "Claimant-pass-1" }),
    fields: { email: S, password: S, confirmPassword: S },
  },
  // The competition admin (issue 10).
  { method: "POST", route: "/api/admin/competitions", session: () => adminSession, body: () => competition(), fields: competitionFields },
  // The code of a competition does not change: a PATCH ignores it.
  { method: "PATCH", route: `/api/admin/competitions/${NONE}`, session: () => adminSession, body: () => competition(), fields: optionalFields(competitionPatchFields) },
  {
    method: "POST",
    route: `/api/admin/competitions/${NONE}/entrants`,
    session: () => adminSession,
    body: () => ({ clubId: null, name: "Valletta Knights", abbreviation: "VK" }),
    fields: { teamId: ON, clubId: ON, name: OS, nameEl: OS, abbreviation: OS },
  },
  {
    method: "POST",
    route: `/api/admin/competitions/${NONE}/generate`,
    session: () => adminSession,
    body: () => ({ rounds: "double", startDate: todayIso(), weekday: 6, time: "15:00", daysBetweenRounds: 7, venue: "Helliniko", replace: false }),
    fields: { rounds: CHOICE, startDate: S, weekday: N, time: S, daysBetweenRounds: ON, venue: OS, venueEl: OS, replace: OB },
  },
  { method: "POST", route: `/api/admin/competitions/${NONE}/fixtures`, session: () => adminSession, body: () => adminFixture, fields: adminFixtureFields },
  { method: "PATCH", route: `/api/admin/fixtures/${NONE}`, session: () => adminSession, body: () => adminFixture, fields: optionalFields(adminFixtureFields) },
  {
    method: "POST",
    route: `/api/admin/competitions/${NONE}/adjustments`,
    session: () => adminSession,
    body: () => ({ entrantId: 1, points: -2, reasonEn: "Fielded an ineligible player", reasonEl: "Μη δικαιούχος παίκτης" }),
    fields: { entrantId: N, points: N, reasonEn: S, reasonEl: S },
  },
  { method: "POST", route: `/api/admin/standing-proposals/${NONE}`, session: () => adminSession, body: () => ({ decision: "approve" }), fields: { decision: CHOICE } },
  // Results and live scoring (issue 14).
  { method: "POST", route: `/api/fixtures/${NONE}/result`, session: () => clubCookie, body: () => ({ ...result, side: "home" }), fields: { ...resultFields, side: OCHOICE } },
  { method: "POST", route: `/api/admin/fixtures/${NONE}/settle`, session: () => adminSession, body: () => ({ ...result, reason: "Both clubs agreed by phone" }), fields: { ...resultFields, reason: S } },
  {
    method: "POST",
    route: `/api/fixtures/${NONE}/live/events`,
    session: () => clubCookie,
    headers: { "Idempotency-Key": "wrong-types-0001" },
    body: () => ({ deviceId: "phone-0001", seq: 1, at: 1_790_000_000_000, minute: 12, type: "try", team: "home", playerId: null, undoes: null, counts: null }),
    fields: { deviceId: S, seq: N, at: N, minute: N, type: CHOICE, team: OCHOICE, playerId: ON, undoes: OS, counts: OS },
  },
  // The back office (issue 12).
  { method: "POST", route: `/api/admin/claims/${NONE}/approve`, session: () => adminSession, body: () => ({ reason: "" }), fields: { reason: OS } },
  { method: "POST", route: `/api/admin/claims/${NONE}/reject`, session: () => adminSession, body: () => ({ reason: "Not the club's official" }), fields: { reason: S } },
  { method: "POST", route: `/api/admin/clubs/${NONE}/approve`, session: () => adminSession, body: () => ({ reason: "" }), fields: { reason: OS } },
  { method: "POST", route: `/api/admin/clubs/${NONE}/decline`, session: () => adminSession, body: () => ({ reason: "Not a rugby club" }), fields: { reason: S } },
  {
    method: "PATCH",
    route: `/api/admin/clubs/${NONE}`,
    session: () => adminSession,
    body: () => ({ ...clubDetails.body, foundedYear: 2009, website: "", facebookUrl: "", instagramUrl: "", xUrl: "", contactPublic: false }),
    fields: clubProfileFields,
  },
  { method: "PATCH", route: `/api/admin/academy-registrations/${NONE}`, session: () => adminSession, body: () => ({ status: "contacted", notes: "Called the parent" }), fields: { status: OCHOICE, notes: OS } },
  { method: "POST", route: "/api/admin/impersonation", session: () => adminSession, body: () => ({ clubId: NONE, reason: "Support call", minutes: 10 }), fields: { personId: ON, clubId: N, reason: S, minutes: ON } },
];

/** Sends the endpoint's body with `field` set to `value`; expects a 400 that names the field in shared words. */
async function expectRefused(endpoint: Endpoint, field: string, value: unknown, expected?: string) {
  const body = withField(endpoint.body(), field, value);
  const label = `${endpoint.method} ${pathOf(endpoint)} ${field}=${JSON.stringify(value)}`;
  const { status, body: answer } = await callJson(pathOf(endpoint), { method: endpoint.method, json: body, cookie: endpoint.session?.(), headers: endpoint.headers });
  expect(status, label).toBe(400);
  expect(Object.keys(answer).sort(), label).toEqual(["code", "fields", "message"]);
  expect(answer.code, label).toBe("invalid_input");
  // A field's message, or (for an object) the message of what is missing inside it: `rules.tryBonus.kind`.
  const named = Object.keys(answer.fields).find((key) => key === field || key.startsWith(`${field}.`));
  expect(named && answer.fields[named], `${label}: ${JSON.stringify(answer.fields)}`).toBeTypeOf("string");
  if (expected) expect(answer.fields[field], label).toBe(expected);
  for (const sentence of [answer.message, ...Object.values(answer.fields as Record<string, string>)]) {
    expect(sentence, label).not.toMatch(LIBRARY_WORDING);
    expect(SHARED.has(sentence), `${label}: "${sentence}" is not a shared message`).toBe(true);
    expect(API_MESSAGES_EL[sentence], `${label}: "${sentence}" has no Greek`).toBeTypeOf("string");
  }
}

describe("a wrong type in any field of any body", () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.route}: each field refuses other types, and null when it is required`, async () => {
      // The valid body passes validation (whatever the endpoint then answers): the refusals below are the field's.
      const valid = await callJson(pathOf(endpoint), { method: endpoint.method, json: endpoint.body(), cookie: endpoint.session?.(), headers: endpoint.headers });
      expect(valid.status === 400 ? valid.body.fields : {}, `${endpoint.method} ${pathOf(endpoint)} valid body`).toEqual(endpoint.refusedAfter ?? {});
      for (const [field, { kind, optional }] of Object.entries(endpoint.fields)) {
        for (const value of WRONG[kind]) {
          // A club id may come as its digits (a form field); "12" is such a string, not a wrong type.
          if (field === "clubId" && value === "12") continue;
          await expectRefused(endpoint, field, value);
        }
        if (!optional) await expectRefused(endpoint, field, null);
      }
    });
  }
});

/** What the endpoint answers the body with `field` set to `value` (left out when undefined): its status, and a 400's field messages. */
async function answerWith(endpoint: Endpoint, field: string, value: unknown) {
  const body = withField(endpoint.body(), field, value);
  if (value === undefined) delete body[field];
  const { status, body: answer } = await callJson(pathOf(endpoint), { method: endpoint.method, json: body, cookie: endpoint.session?.(), headers: endpoint.headers });
  return { status, fields: status === 400 ? (answer.fields as Record<string, string>) : {} };
}

/**
 * Issue 20, point 6: `null` means empty for every optional field, as a GET answers an empty one.
 * Never refused for its type: a 400 that names the field says what the field left empty (or left
 * out) gets too (a club must still have a name, in one script or the other).
 */
describe("null in any optional field of any body", () => {
  for (const endpoint of ENDPOINTS) {
    const optional = Object.entries(endpoint.fields).filter(([, field]) => field.optional);
    if (optional.length === 0) continue;
    it(`${endpoint.method} ${endpoint.route}: is taken as empty`, async () => {
      for (const [field, { kind, choice }] of optional) {
        const label = `${endpoint.method} ${pathOf(endpoint)} ${field}=null`;
        const fromNull = await answerWith(endpoint, field, null);
        const named = Object.keys(fromNull.fields).filter((key) => key === field || key.startsWith(`${field}.`));
        if (named.length === 0) continue;
        // An empty text is "" too; a choice has no empty one of its own.
        const empties = [await answerWith(endpoint, field, undefined), ...(kind === "string" && !choice ? [await answerWith(endpoint, field, "")] : [])];
        expect(
          empties.some((empty) => empty.status === 400 && named.every((key) => empty.fields[key] === fromNull.fields[key])),
          `${label}: ${JSON.stringify(fromNull.fields)}`,
        ).toBe(true);
      }
    });
  }
});

describe("a lone UTF-16 surrogate in any text field", () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.route}: is refused with its own message`, async () => {
      for (const [field, { kind, choice }] of Object.entries(endpoint.fields)) {
        if (kind !== "string") continue;
        await expectRefused(endpoint, field, `Ab\uD83D cd`, choice ? undefined : messages.textMalformed);
      }
    });
  }
});

/** Each sentence of an import's report: a shared message with its Greek, never a library's words. */
function expectSentences(label: string, errors: { column: string | null; message: string }[], columns: string[]) {
  expect(errors.map((error) => error.column).sort(), label).toEqual([...columns].sort());
  for (const { column, message } of errors) {
    expect(message, `${label} ${column}`).not.toMatch(LIBRARY_WORDING);
    expect(SHARED.has(message), `${label} ${column}: "${message}" is not a shared message`).toBe(true);
    expect(API_MESSAGES_EL[message], `${label} ${column}: "${message}" has no Greek`).toBeTypeOf("string");
  }
}

describe("a CSV line with a wrong value in every column", () => {
  const postCsv = (path: string, cookie: string, body: string) => callJson(path, { method: "POST", cookie, body, headers: { "content-type": "text/csv" } });

  it("POST /api/clubs/players/import: a sentence for each column", async () => {
    const file = ["Name,Position,Number,Date of birth,Height (cm),Weight (kg)", "X,Goalkeeper,twelve,someday,tall,-5"].join("\n");
    const { status, body } = await postCsv("/api/clubs/players/import", clubCookie, file);
    expect(status).toBe(400);
    expectSentences("roster import", body.errors, ["Name", "Position", "Number", "Date of birth", "Height (cm)", "Weight (kg)"]);
  });

  it("POST /api/admin/competitions/{id}/import: a sentence for each column", async () => {
    const created = await callJson("/api/admin/competitions", { cookie: adminSession, json: competition() });
    expect(created.status).toBe(201);
    const file = csv([`first,someday,noon,,,${"v".repeat(151)},many,-1,lots,1.5,finished`]);
    const { status, body } = await postCsv(`/api/admin/competitions/${created.body.id}/import`, adminSession, file);
    expect(status).toBe(400);
    expectSentences("fixture import", body.errors, ["round", "date", "time", "venue", "home_score", "away_score", "home_tries", "away_tries", "status", "home", "away"]);
  });

  it("POST /api/clubs/logo: a text instead of a file", async () => {
    const form = new FormData();
    form.set("logo", "not a file");
    const response = await call("/api/clubs/logo", { method: "POST", cookie: clubCookie, body: form });
    const answer = (await response.json()) as { message: string; fields: Record<string, string> };
    expect(response.status).toBe(400);
    expect(answer.fields.logo).toBe(uploadMessages.noFile);
  });
});

describe("a body that is not an object, or not JSON", () => {
  it("answers 400 in shared words", async () => {
    for (const raw of ["[]", "null", '"text"', "12", "{", "{'a':1}"]) {
      const { status, body } = await callJson("/api/clubs/claim", { method: "POST", body: raw, headers: { "content-type": "application/json" } });
      expect(status, raw).toBe(400);
      expect(body, raw).toMatchObject({ code: "invalid_input", fields: {} });
      expect(SHARED.has(body.message), `${raw}: ${body.message}`).toBe(true);
    }
  });
});

describe("what a GET gives, the PATCH takes back", () => {
  it("PATCH /api/users/profile with the body of GET /api/users/me, optional fields empty", async () => {
    const cookie = await signInUser((await createUser())!);
    const me = await callJson("/api/users/me", { cookie });
    expect(me.body).toMatchObject({ phoneNumber: null, bio: null, dateOfBirth: null, position: null, height: null, weight: null });
    const { status, body } = await callJson("/api/users/profile", { method: "PATCH", json: me.body, cookie });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ firstName: me.body.firstName, phoneNumber: null, bio: null, dateOfBirth: null });
  });

  it("PATCH /api/clubs/profile with the body of GET /api/clubs/profile, optional fields empty", async () => {
    const own = await createClub({ description: null, foundedYear: null, website: null, facebookUrl: null, instagramUrl: null, xUrl: null });
    const cookie = await signInClub(own!);
    const profile = await callJson("/api/clubs/profile", { cookie });
    expect(profile.body).toMatchObject({ description: null, website: null });
    const { status, body } = await callJson("/api/clubs/profile", { method: "PATCH", json: profile.body, cookie });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ description: null, website: null, foundedYear: null });
  });

  it("PATCH of an article, a player, a match and a standing row with the item as the club's list gives it", async () => {
    const own = await createClub();
    const cookie = await signInClub(own!);
    await createNews(own!.id);
    await createPlayer(own!.id);
    await createMatch(own!.id, { clubScore: null, opponentScore: null, date: todayIso() });
    await createStanding({ clubId: own!.id, teamName: own!.name });
    for (const list of ["news", "players", "matches", "standings"]) {
      const { body: items } = await callJson(`/api/clubs/${list}`, { cookie });
      expect(items, list).toHaveLength(1);
      const { status, body } = await callJson(`/api/clubs/${list}/${items[0].id}`, { method: "PATCH", json: items[0], cookie });
      expect(status, `${list}: ${JSON.stringify(body)}`).toBe(200);
    }
  });
});
