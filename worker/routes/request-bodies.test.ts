/**
 * Every endpoint with a body, every field, every wrong type: the answer is a 400 with
 * `{ message, code, fields }` whose sentences are the shared messages (schema/messages.ts, each a
 * Lingui id the app shows translated, schema/messages.test.ts checks each has its Greek), never
 * a library's own wording. And what a GET gives, the matching PATCH takes back.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { accountMessages, apiMessages, messages, uploadMessages } from "../../schema/messages";
import { todayIso } from "../../schema/athens-time";
import { callJson, createClub, createMatch, createNews, createPlayer, createStanding, createUser, signInClub, signInUser } from "../test/helpers";

/** Every sentence the API may answer with: the shared messages, and nothing else. */
const SHARED = new Set<string>([messages, accountMessages, apiMessages, uploadMessages].flatMap((group) => Object.values(group)));
/** How valibot and Hono word their own errors. */
const LIBRARY_WORDING = /Invalid (type|key|length|input)|Expected|[Rr]eceived|Malformed JSON|must be (a|an) (string|number|boolean)/;

type Kind = "string" | "number" | "boolean";
/**
 * A field of a body: its kind, whether it may be left out (then `null` means empty too), and
 * whether it is one of a list (then any text not on it, a broken one too, gets the list's message).
 */
type Field = { kind: Kind; optional?: boolean; choice?: boolean };
/** `route` names the endpoint; `:id` in it is the signed-in club's own row of that kind. */
type Endpoint = {
  method: "POST" | "PATCH";
  route: string;
  row?: keyof typeof rows;
  session?: () => string;
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
};

let club: { id: number; name: string };
let clubCookie = "";
let userCookie = "";
let rows: { news: number; player: number; match: number; standing: number };

beforeAll(async () => {
  vi.spyOn(env.MAIL, "send").mockResolvedValue({ messageId: "test" } as never);
  club = (await createClub())!;
  clubCookie = await signInClub(club as { email: string } & typeof club);
  userCookie = await signInUser((await createUser())!);
  rows = {
    news: (await createNews(club.id))!.id,
    player: (await createPlayer(club.id))!.id,
    match: (await createMatch(club.id))!.id,
    standing: (await createStanding({ clubId: club.id, teamName: club.name }))!.id,
  };
});

const S: Field = { kind: "string" };
const OS: Field = { kind: "string", optional: true };
const N: Field = { kind: "number" };
const ON: Field = { kind: "number", optional: true };
const B: Field = { kind: "boolean" };
const CHOICE: Field = { kind: "string", choice: true };

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
  fields: { name: S, abbreviation: S, location: S, description: OS, rugbyUnion: { kind: "boolean", optional: true }, rugbyLeague: { kind: "boolean", optional: true }, responsiblePersonName: S, responsiblePersonEmail: S, responsiblePersonPhone: S } satisfies Record<string, Field>,
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
const fixtureFields = { id: ON, opponent: S, date: S, time: S, venue: S, competition: CHOICE, isHomeGame: B, clubScore: ON, opponentScore: ON } satisfies Record<string, Field>;
const standing = (season: string) => ({ rugbyType: "league", season, played: 3, won: 2, drawn: 0, lost: 1, pointsFor: 50, pointsAgainst: 30, points: 9 });
const standingFields = { id: ON, rugbyType: CHOICE, season: S, played: N, won: N, drawn: N, lost: N, pointsFor: N, pointsAgainst: N, points: N } satisfies Record<string, Field>;
// A wrong current password: the valid body must not change the password (it would end the test's sessions).
const password = { currentPassword: "Not-the-password-1", newPassword: "Another-Horse-10" };
const wrongCurrentPassword = { currentPassword: accountMessages.currentPasswordIncorrect };
const passwordFields = { currentPassword: S, newPassword: S } satisfies Record<string, Field>;
const login = { email: "someone@example.com", password: "Whatever-1" };
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
    body: () => ({ ...clubDetails.body, name: club.name, foundedYear: 2009, website: "", facebookUrl: "", instagramUrl: "", xUrl: "" }),
    fields: { ...clubDetails.fields, foundedYear: ON, website: OS, facebookUrl: OS, instagramUrl: OS, xUrl: OS },
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
    body: () => ({ parentName: "Maria Test", email: "maria@example.com", phone: "+30 694 000 2222", childrenDetails: "Nikos, 9", consent: true, to: "", subject: "" }),
    fields: { parentName: S, email: S, phone: S, childrenDetails: S, consent: B, to: OS, subject: OS },
  },
];

/** Sends the endpoint's body with `field` set to `value`; expects a 400 that names the field in shared words. */
async function expectRefused(endpoint: Endpoint, field: string, value: unknown, expected?: string) {
  const body = { ...endpoint.body(), [field]: value };
  const label = `${endpoint.method} ${pathOf(endpoint)} ${field}=${JSON.stringify(value)}`;
  const { status, body: answer } = await callJson(pathOf(endpoint), { method: endpoint.method, json: body, cookie: endpoint.session?.() });
  expect(status, label).toBe(400);
  expect(Object.keys(answer).sort(), label).toEqual(["code", "fields", "message"]);
  expect(answer.code, label).toBe("invalid_input");
  expect(answer.fields[field], label).toBeTypeOf("string");
  if (expected) expect(answer.fields[field], label).toBe(expected);
  for (const sentence of [answer.message, ...Object.values(answer.fields as Record<string, string>)]) {
    expect(sentence, label).not.toMatch(LIBRARY_WORDING);
    expect(SHARED.has(sentence), `${label}: "${sentence}" is not a shared message`).toBe(true);
  }
}

describe("a wrong type in any field of any body", () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.route}: each field refuses other types, and null when it is required`, async () => {
      // The valid body passes validation (whatever the endpoint then answers): the refusals below are the field's.
      const valid = await callJson(pathOf(endpoint), { method: endpoint.method, json: endpoint.body(), cookie: endpoint.session?.() });
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
