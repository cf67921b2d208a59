import { describe, expect, it } from "vitest";
import { MESSAGE_IDS_HEADER } from "../../../schema/api-language";
import { API_MESSAGES_EL } from "../../../schema/generated/api-messages-el";
import { accountMessages, apiMessages, messages } from "../../../schema/messages";
import { signedInClub } from "../../test/dashboard";
import { call, callJson } from "../../test/helpers";

const GREEK_COOKIE = { cookie: "language=el" };
const GREEK_BROWSER = { headers: { "accept-language": "el-GR,el;q=0.9,en;q=0.8" } };

/** The Greek of a message, from the catalog; and it is Greek, not the id again. */
function greekOf(id: string) {
  const text = API_MESSAGES_EL[id];
  expect(text, id).toMatch(/\p{Script=Greek}/u);
  return text!;
}

const badLogin = (init: { cookie?: string; headers?: Record<string, string> } = {}) =>
  callJson("/api/auth/login", { ...init, json: { email: "not-an-email", password: "x" } });

describe("API messages in the request's language", () => {
  it("are in Greek with the app's language cookie: 400, 401, 404", async () => {
    expect(await badLogin(GREEK_COOKIE)).toMatchObject({
      status: 400,
      body: { code: "invalid_input", message: greekOf(messages.invalidEmail), fields: { email: greekOf(messages.invalidEmail) } },
    });
    expect(await callJson("/api/clubs/standings", GREEK_COOKIE)).toMatchObject({
      status: 401,
      body: { code: "unauthorized", message: greekOf(accountMessages.clubLoginRequired) },
    });
    expect(await callJson("/api/clubs/999999", GREEK_COOKIE)).toMatchObject({
      status: 404,
      body: { code: "not_found", message: greekOf(apiMessages.clubNotFound) },
    });
    expect(greekOf(apiMessages.clubNotFound)).toBe("Ο σύλλογος δεν βρέθηκε");
  });

  it("are in Greek when the browser's first language is Greek: 400, 401, 404", async () => {
    expect(await badLogin(GREEK_BROWSER)).toMatchObject({ status: 400, body: { fields: { email: greekOf(messages.invalidEmail) } } });
    expect(await callJson("/api/clubs/standings", GREEK_BROWSER)).toMatchObject({ status: 401, body: { message: greekOf(accountMessages.clubLoginRequired) } });
    expect(await callJson("/api/clubs/999999", { headers: { "accept-language": "el" } })).toMatchObject({
      status: 404,
      body: { message: greekOf(apiMessages.clubNotFound) },
    });
  });

  it("are in Greek for a 409 and its field, by cookie (beside the session's) and by Accept-Language", async () => {
    const { cookie } = await signedInClub();
    const row = { rugbyType: "union", season: "2031-32", played: 0, won: 0, drawn: 0, lost: 0, pointsFor: 0, pointsAgainst: 0, points: 0 };
    expect((await callJson("/api/clubs/standings", { cookie, json: row })).status).toBe(201);
    const exists = greekOf(messages.standingExists);
    expect(await callJson("/api/clubs/standings", { cookie: `${cookie}; language=el`, json: row })).toMatchObject({
      status: 409,
      body: { code: "conflict", message: exists, fields: { season: exists } },
    });
    expect(await callJson("/api/clubs/standings", { cookie, json: row, headers: { "accept-language": "el-GR" } })).toMatchObject({
      status: 409,
      body: { code: "conflict", message: exists, fields: { season: exists } },
    });
  });

  it("are in Greek for a refusal before any route (cross-site) and for what a write answers", async () => {
    expect(await callJson("/api/auth/login", { ...GREEK_COOKIE, json: {}, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } })).toMatchObject({
      status: 403,
      body: { message: greekOf(apiMessages.crossSite) },
    });
    expect(await callJson("/api/auth/logout", { ...GREEK_COOKIE, method: "POST" })).toMatchObject({ status: 200, body: { message: greekOf(apiMessages.loggedOut) } });
  });

  it("are in English by default, for another first language, and when the cookie chose English", async () => {
    expect((await badLogin()).body).toMatchObject({ message: messages.invalidEmail, fields: { email: messages.invalidEmail } });
    expect((await badLogin({ headers: { "accept-language": "en-GB,el;q=0.9" } })).body).toMatchObject({ fields: { email: messages.invalidEmail } });
    expect((await badLogin({ headers: { "accept-language": "fr-FR" } })).body).toMatchObject({ fields: { email: messages.invalidEmail } });
    expect((await badLogin({ cookie: "language=en", headers: { "accept-language": "el" } })).body).toMatchObject({ fields: { email: messages.invalidEmail } });
    expect((await callJson("/api/clubs/999999")).body).toEqual({ message: apiMessages.clubNotFound, code: "not_found" });
  });

  it("stay ids for the web app, which translates them itself (X-Message-Ids), whatever the cookie", async () => {
    const web = { ...GREEK_COOKIE, headers: { [MESSAGE_IDS_HEADER]: "1", "accept-language": "el" } };
    expect((await badLogin(web)).body).toMatchObject({ message: messages.invalidEmail, fields: { email: messages.invalidEmail } });
    expect((await callJson("/api/clubs/999999", web)).body).toMatchObject({ message: apiMessages.clubNotFound });
  });

  it("leave a GET's data alone, and tell caches that a message depends on the language", async () => {
    const list = await call("/api/clubs", GREEK_COOKIE);
    expect(list.status).toBe(200);
    expect(list.headers.get("vary") ?? "").not.toContain("Accept-Language");
    const missing = await call("/api/clubs/999999", GREEK_COOKIE);
    expect(missing.headers.get("vary")).toContain("Accept-Language");
    expect(missing.headers.get("content-type")).toContain("application/json");
  });
});
