import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clubs, persons } from "../../../schema/tables";
import { invitations, personRoles } from "../../../schema/tables/people";
import { mailTo, spyOnMail, type SentMail } from "../../test/back-office";
import { callJson, cookieFrom, createClub, createPerson, createUser, db, signInClub, signInUser } from "../../test/helpers";

const unique = () => crypto.randomUUID().slice(0, 8);
const tokenIn = (mail: SentMail) => mail.text.match(/http:\/\/localhost\/invitations\/([A-Za-z0-9_-]+)/)![1]!;
const NEW_PERSON = { firstName: "Stella", lastName: "Scorer", password: "Scorer-Athens-9" };

/** A club, its signed-in admin, and an invitation mailed to `email` for `role`: its token. */
async function invited(email: string, role = "scorer", clubOverrides: Partial<typeof clubs.$inferInsert> = {}) {
  const sent = spyOnMail();
  const club = await createClub(clubOverrides);
  const cookie = await signInClub(club);
  const answer = await callJson("/api/clubs/members/invitations", { cookie, json: { email, role } });
  expect(answer.status).toBe(201);
  return { club, cookie, id: answer.body.id as number, token: tokenIn(await mailTo(sent, email)) };
}
const rolesOf = (email: string) =>
  db().select({ role: personRoles.role, clubId: personRoles.clubId }).from(personRoles).innerJoin(persons, eq(persons.id, personRoles.personId)).where(eq(persons.email, email));

describe("GET /api/invitations/{token}", () => {
  it("says what the link is for: club (both names), role, address, expiry, and whether the address has an account", async () => {
    const email = `show-${unique()}@example.com`;
    const { club, token } = await invited(email, "secretary", { nameEl: "Γλάροι" });
    const { status, body } = await callJson(`/api/invitations/${token}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ role: "secretary", email, club: { id: club.id, name: club.name, nameEl: "Γλάροι" }, team: null, personExists: false, signedInEmail: null });
    expect(body.expiresAt).toMatch(/^\d{4}-/);
  });

  it("an unknown link: 404; an expired one: 410 in both languages; nothing changes", async () => {
    expect((await callJson(`/api/invitations/${"x".repeat(43)}`)).status).toBe(404);
    expect((await callJson("/api/invitations/short")).status).toBe(404);
    const email = `expired-${unique()}@example.com`;
    const { id, token } = await invited(email);
    await db().update(invitations).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(invitations.id, id));
    const en = await callJson(`/api/invitations/${token}`);
    expect(en).toMatchObject({ status: 410, body: { code: "invitation_invalid", message: "This invitation link is invalid or has expired. Ask for a new invitation." } });
    const el = await callJson(`/api/invitations/${token}`, { headers: { "accept-language": "el" } });
    expect(el.body.message).not.toBe(en.body.message);
    const accept = await callJson(`/api/invitations/${token}/accept`, { json: NEW_PERSON });
    expect(accept.status).toBe(410);
    expect(await rolesOf(email)).toEqual([]);
    expect(await db().query.persons.findFirst({ where: eq(persons.email, email) })).toBeUndefined();
  });
});

describe("POST /api/invitations/{token}/accept", () => {
  it("a new person sets name and password: 200, verified, a member, signed in acting for the club; the link is used up", async () => {
    const email = `new-${unique()}@example.com`;
    const { club, cookie, token } = await invited(email);
    const { status, body, response } = await callJson(`/api/invitations/${token}/accept`, { json: NEW_PERSON });
    expect(status).toBe(200);
    expect(body.message).toBe("Invitation accepted. Welcome!");
    expect(body.session).toMatchObject({ id: club.id, clubRoles: ["scorer"], person: { firstName: "Stella", lastName: "Scorer" } });
    const person = await db().query.persons.findFirst({ where: eq(persons.email, email) });
    expect(person).toMatchObject({ isVerified: true, firstName: "Stella" });
    expect(await rolesOf(email)).toEqual([{ role: "scorer", clubId: club.id }]);
    const session = cookieFrom(response, "rh_club")!;
    expect((await callJson("/api/auth/me", { cookie: session })).body).toMatchObject({ id: club.id, clubRoles: ["scorer"] });
    // The new person appears in the club's members; the invitation is no longer open.
    expect((await callJson<any[]>("/api/clubs/members", { cookie })).body.some((row) => row.personId === person!.id && row.role === "scorer")).toBe(true);
    expect((await callJson<any[]>("/api/clubs/members/invitations", { cookie })).body.some((row) => row.email === email)).toBe(false);
    const row = await db().query.invitations.findFirst({ where: eq(invitations.email, email) });
    expect(row).toMatchObject({ acceptedBy: person!.id });

    // Single use: a second accept changes nothing.
    const again = await callJson(`/api/invitations/${token}/accept`, { json: { ...NEW_PERSON, firstName: "Other" } });
    expect(again).toMatchObject({ status: 410, body: { code: "invitation_used", message: "This invitation has already been used." } });
    expect((await callJson(`/api/invitations/${token}`)).status).toBe(410);
    expect(await rolesOf(email)).toEqual([{ role: "scorer", clubId: club.id }]);
  });

  it("two accepts at once: exactly one succeeds", async () => {
    const email = `race-${unique()}@example.com`;
    const { token } = await invited(email);
    const answers = await Promise.all([0, 1].map(() => callJson(`/api/invitations/${token}/accept`, { json: NEW_PERSON })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number)]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await rolesOf(email)).toHaveLength(1);
  });

  it("a new person: the SPEC's password rule and messages, and names are required", async () => {
    const email = `weak-${unique()}@example.com`;
    const { token } = await invited(email);
    const weak = await callJson(`/api/invitations/${token}/accept`, { json: { ...NEW_PERSON, password: "short" } });
    expect(weak).toMatchObject({ status: 400, body: { fields: { password: "Password must be at least 8 characters" } } });
    const empty = await callJson(`/api/invitations/${token}/accept`, { json: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields).sort()).toEqual(["firstName", "lastName", "password"]);
    expect(await rolesOf(email)).toEqual([]);
    expect((await callJson(`/api/invitations/${token}`)).status).toBe(200);
  });

  it("an address with an account and nobody signed in: 401 asking to sign in first", async () => {
    const person = await createPerson();
    const { token } = await invited(person.email);
    const answer = await callJson(`/api/invitations/${token}/accept`, { json: NEW_PERSON });
    expect(answer).toMatchObject({ status: 401, body: { code: "sign_in_first" } });
    expect((await callJson(`/api/invitations/${token}`)).body.personExists).toBe(true);
  });

  it("a signed-in person (club cookie) accepts with an empty body and now acts for the inviting club", async () => {
    const home = await createClub();
    const person = await createPerson({}, [{ role: "secretary", clubId: home.id }]);
    const session = await signInClub(person);
    const { club, token } = await invited(person.email, "team-manager");
    expect((await callJson(`/api/invitations/${token}`, { cookie: session })).body.signedInEmail).toBe(person.email);
    const answer = await callJson(`/api/invitations/${token}/accept`, { cookie: session, method: "POST" });
    expect(answer.status).toBe(200);
    expect(answer.body.session).toMatchObject({ id: club.id, clubRoles: ["team-manager"] });
    expect((await rolesOf(person.email)).sort((a, b) => a.clubId! - b.clubId!)).toEqual([
      { role: "secretary", clubId: home.id },
      { role: "team-manager", clubId: club.id },
    ]);
    expect((await callJson("/api/auth/me", { cookie: session })).body.id).toBe(club.id);
  });

  it("a signed-in player (player cookie) accepts and gets a club session", async () => {
    const player = await createUser();
    const cookie = await signInUser(player);
    const { club, token } = await invited(player.email, "scorer");
    const answer = await callJson(`/api/invitations/${token}/accept`, { cookie, json: {} });
    expect(answer.status).toBe(200);
    expect(answer.body.session).toMatchObject({ id: club.id, clubRoles: ["scorer"] });
    expect(cookieFrom(answer.response, "rh_club")).toBeDefined();
  });

  it("signed in as someone else: 403, nothing changes", async () => {
    const someoneElse = await createUser();
    const cookie = await signInUser(someoneElse);
    const email = `other-${unique()}@example.com`;
    const { token } = await invited(email);
    const before = await rolesOf(someoneElse.email);
    const answer = await callJson(`/api/invitations/${token}/accept`, { cookie, json: {} });
    expect(answer).toMatchObject({ status: 403, body: { code: "invitation_other_person" } });
    expect(await rolesOf(someoneElse.email)).toEqual(before);
    expect(await rolesOf(email)).toEqual([]);
    expect((await callJson(`/api/invitations/${token}`)).status).toBe(200);
  });

  it("a revoked invitation (replaced by a new one) no longer works; the new one does", async () => {
    const sent = spyOnMail();
    const club = await createClub();
    const cookie = await signInClub(club);
    const email = `replaced-${unique()}@example.com`;
    await callJson("/api/clubs/members/invitations", { cookie, json: { email, role: "scorer" } });
    const first = tokenIn(await mailTo(sent, email));
    sent.length = 0;
    await callJson("/api/clubs/members/invitations", { cookie, json: { email, role: "scorer" } });
    const second = tokenIn(await mailTo(sent, email));
    expect((await callJson(`/api/invitations/${first}/accept`, { json: NEW_PERSON })).status).toBe(410);
    expect((await callJson(`/api/invitations/${second}/accept`, { json: NEW_PERSON })).status).toBe(200);
    expect(await db().select().from(personRoles).where(and(eq(personRoles.clubId, club.id), eq(personRoles.role, "scorer")))).toHaveLength(1);
  });
});
