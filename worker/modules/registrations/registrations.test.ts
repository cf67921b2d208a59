/**
 * Issue 24, point 1: registration for a season. A player (an adult) or a parent (for a child)
 * applies; the club's secretary approves or declines; the federation's registrar licenses (a
 * licence number, the roster, the player's club) or declines. Each step is mailed to the applicant
 * in their language; one pending or licensed registration per person, code and season.
 */
import { and, eq, inArray } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { licenceNumberFor } from "../../../domain/registrations/statuses";
import { clubs, persons, players } from "../../../schema/tables";
import { auditLog } from "../../../schema/tables/back-office";
import { mailOutbox } from "../../../schema/tables/mail";
import { registrationAnswer } from "../../../schema/registration-responses";
import { guardians, registrations } from "../../../schema/tables/registrations";
import { call, callJson, createClub, createPerson, createTeam, createUser, db, signInClub, signInUser } from "../../test/helpers";
import { noLoginEmail } from "../families/no-login";

// Each test signs several people in (scrypt, on purpose slow).
vi.setConfig({ testTimeout: 30_000 });

/** A season of these tests' own: no other test registers in it. */
const SEASON = "2033-34";

const VIEW_KEYS = [
  "appliedBy",
  "clubId",
  "clubName",
  "clubNameEl",
  "code",
  "createdAt",
  "dateOfBirth",
  "declineReason",
  "declinedBy",
  "firstName",
  "healthCardExpiresOn",
  "id",
  "isMinor",
  "lastName",
  "licenceNumber",
  "personId",
  "season",
  "source",
  "status",
  "teamId",
  "teamNameEl",
  "teamNameEn",
  "updatedAt",
];

/** A club with a union XV and a sevens team, its secretary, a team manager and a scorer; and another club with its secretary. */
async function setting() {
  const club = await createClub({ nameEl: "Αετοί Αθηνών" });
  const other = await createClub({ nameEl: "Πειραιάς" });
  const xv = await createTeam(club.id, { nameEn: "Eagles XV", nameEl: "Αετοί XV", code: "union" });
  const sevens = await createTeam(club.id, { nameEn: "Eagles 7s", code: "sevens" });
  const secretary = await createPerson({ firstName: "Sofia", lastName: "Secretary" }, [{ role: "secretary", clubId: club.id }]);
  const manager = await createPerson({ firstName: "Petros", lastName: "Manager" }, [{ role: "team-manager", clubId: club.id }]);
  const scorer = await createPerson({}, [{ role: "scorer", clubId: club.id }]);
  const otherSecretary = await createPerson({}, [{ role: "secretary", clubId: other.id }]);
  return { club, other, xv, sevens, secretary, manager, scorer, otherSecretary };
}

const adult = (overrides: Partial<typeof persons.$inferInsert> = {}) => createUser({ firstName: "Nikos", lastName: "Adult", dateOfBirth: "1995-05-20", healthCardExpiresOn: "2034-01-31", ...overrides });

/** A parent with a child (no login, born 2016: under 15) whose consent is recorded, unless `consentAt` says otherwise. */
async function family(parentOverrides: Partial<typeof persons.$inferInsert> = {}, consentAt = "2026-09-01T10:00:00.000Z") {
  const parent = await createPerson({ firstName: "Anna", lastName: "Parent", ...parentOverrides }, [{ role: "parent", clubId: null }]);
  const child = await createPerson({ firstName: "Maria", lastName: "Child", dateOfBirth: "2016-03-01", hasLogin: false, email: noLoginEmail(crypto.randomUUID()) });
  await db().insert(guardians).values({ parentId: parent.id, childId: child.id, consentAt });
  return { parent, child };
}

/** Signing in sets the language a person's mails are in (the one they last used): set it after. */
const speaks = (person: { id: number }, language: "en" | "el") => db().update(persons).set({ language }).where(eq(persons.id, person.id));

/** The registrar, signed in: acting for the federation's own row (made once per file). */
let federationRow: Promise<unknown> | undefined;
async function registrar() {
  await (federationRow ??= createClub({ isAdmin: true, name: `Federation ${crypto.randomUUID().slice(0, 8)}` }));
  return signInClub(await createPerson({ isDemo: true }, [{ role: "registrar", clubId: null }]));
}

const apply = (cookie: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}) => callJson("/api/registrations", { cookie, json: { season: SEASON, code: "union", ...body }, headers });
const clubStep = (cookie: string, id: number, step: "approve" | "decline", json: unknown = {}, headers: Record<string, string> = {}) =>
  callJson(`/api/clubs/registrations/${id}/${step}`, { cookie, json, headers });
const federationStep = (cookie: string, id: number, step: "approve" | "decline", json: unknown = {}) => callJson(`/api/admin/registrations/${id}/${step}`, { cookie, json });
const mailsTo = (...emails: string[]) => db().select().from(mailOutbox).where(inArray(mailOutbox.recipient, emails)).orderBy(mailOutbox.id);
const recordsOf = (id: number) => db().select().from(auditLog).where(and(eq(auditLog.targetType, "registration"), eq(auditLog.targetId, id))).orderBy(auditLog.id);
const statusOf = async (id: number) => (await db().select({ status: registrations.status }).from(registrations).where(eq(registrations.id, id)).get())?.status;

/** A registration applied for by an adult player, and taken to `through` by the club (and the registrar). */
async function applied(s: Awaited<ReturnType<typeof setting>>, through: "pending-club" | "pending-federation" | "licensed" = "pending-club", language: "en" | "el" = "en") {
  const player = await adult();
  const cookie = await signInUser(player);
  await speaks(player, language);
  const answer = await apply(cookie, { clubId: s.club.id, personId: player.id, teamId: s.xv.id });
  expect(answer.status).toBe(201);
  const id = answer.body.id as number;
  if (through !== "pending-club") expect((await clubStep(await signInClub(s.secretary), id, "approve")).status).toBe(200);
  if (through === "licensed") expect((await federationStep(await registrar(), id, "approve")).status).toBe(200);
  return { player, cookie, id };
}

describe("POST /api/registrations", () => {
  it("an adult player registers themselves: 201 RegistrationView, pending the club, mailed as received in their language", async () => {
    const s = await setting();
    const player = await adult();
    const cookie = await signInUser(player);
    await speaks(player, "el");
    const answer = await apply(cookie, { clubId: s.club.id, personId: player.id, teamId: s.xv.id });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(VIEW_KEYS);
    // What the API document says it answers (schema/registration-responses.ts), field by field.
    expect(v.safeParse(registrationAnswer, answer.body).issues).toBeUndefined();
    expect(answer.body).toMatchObject({
      personId: player.id,
      firstName: "Nikos",
      lastName: "Adult",
      dateOfBirth: "1995-05-20",
      healthCardExpiresOn: "2034-01-31",
      isMinor: false,
      clubId: s.club.id,
      clubName: s.club.name,
      clubNameEl: "Αετοί Αθηνών",
      teamId: s.xv.id,
      teamNameEn: "Eagles XV",
      teamNameEl: "Αετοί XV",
      season: SEASON,
      code: "union",
      status: "pending-club",
      licenceNumber: null,
      source: "application",
      appliedBy: player.id,
      declineReason: null,
      declinedBy: null,
    });
    const [mail] = await mailsTo(player.email);
    expect(mail?.subject).toContain("Λάβαμε την εγγραφή");
    expect(mail?.text).toContain("Αετοί Αθηνών");
    expect(mail?.text).toContain(`/user-profile/registrations`);
  });

  it("a parent registers their child (consent on record): the parent is mailed in English, never the child's placeholder address", async () => {
    const s = await setting();
    const { parent, child } = await family();
    const cookie = await signInUser(parent);
    const answer = await apply(cookie, { clubId: s.club.id, personId: child.id });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ personId: child.id, status: "pending-club", isMinor: true, dateOfBirth: "2016-03-01", appliedBy: parent.id, teamId: null, teamNameEn: null });
    const mails = await mailsTo(parent.email, child.email);
    expect(mails.map((mail) => mail.recipient)).toEqual([parent.email]);
    expect(mails[0]!.subject).toBe(`Registration received: Maria Child, ${s.club.name}`);
  });

  it("refuses a child under 15 without a parent's recorded consent, with the consent message, in both languages", async () => {
    const s = await setting();
    const { parent, child } = await family({}, "");
    const cookie = await signInUser(parent);
    const answer = await apply(cookie, { clubId: s.club.id, personId: child.id });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "invalid_input", message: "A parent's consent is required to register a child under 15", fields: { personId: "A parent's consent is required to register a child under 15" } });
    const greek = await apply(cookie, { clubId: s.club.id, personId: child.id }, { "accept-language": "el" });
    expect(greek.status).toBe(400);
    expect(greek.body.message).not.toBe(answer.body.message);
    // A 13-year-old with a login of their own, and no parent on record, cannot register alone either.
    const young = await createUser({ dateOfBirth: "2013-06-01" });
    expect((await apply(await signInUser(young), { clubId: s.club.id, personId: young.id })).body.message).toBe(answer.body.message);
    expect(await db().select().from(registrations).where(inArray(registrations.personId, [child.id, young.id]))).toEqual([]);
  });

  it("registers only yourself or your own children: 404 for another's child or an adult (no one learns whom another person is); 401 signed out", async () => {
    const s = await setting();
    const { child } = await family();
    const stranger = await adult();
    const cookie = await signInUser(stranger);
    const someoneElse = await adult();
    for (const personId of [child.id, someoneElse.id]) {
      const answer = await apply(cookie, { clubId: s.club.id, personId });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("You can register yourself or your own children only");
    }
    expect((await apply(undefined, { clubId: s.club.id, personId: stranger.id })).status).toBe(401);
    expect((await callJson("/api/registrations")).status).toBe(401);
  });

  it("needs a member club, and one of its teams that plays the code", async () => {
    const s = await setting();
    const player = await adult();
    const cookie = await signInUser(player);
    const federation = await createClub({ isAdmin: true, name: `Federation ${crypto.randomUUID().slice(0, 6)}` });
    const pending = await createClub({ status: "pending" });
    for (const clubId of [999_999_998, federation.id, pending.id]) {
      const answer = await apply(cookie, { clubId, personId: player.id });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ clubId: "Choose one of the federation's member clubs" });
    }
    const othersTeam = await createTeam(s.other.id);
    expect((await apply(cookie, { clubId: s.club.id, personId: player.id, teamId: othersTeam.id })).body.fields).toEqual({ teamId: "Choose one of the club's teams" });
    const wrongCode = await apply(cookie, { clubId: s.club.id, personId: player.id, teamId: s.xv.id, code: "sevens" });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.fields).toEqual({ teamId: "Choose a team of this club that plays this code" });
    expect((await apply(cookie, { clubId: s.club.id, personId: player.id, teamId: s.sevens.id, code: "sevens" })).status).toBe(201);
    const bad = await apply(cookie, { clubId: s.club.id, personId: player.id, code: "touch" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.code).toBeTruthy();
  });

  it("one licence per code and season: a second answers 409 naming the club that holds it; union for one club and league for another is allowed", async () => {
    const s = await setting();
    const { player, cookie } = await applied(s, "licensed");
    const second = await apply(cookie, { clubId: s.other.id, personId: player.id });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: "already_registered", message: `Already registered for this code and season with the club: ${s.club.name}`, club: { id: s.club.id, name: s.club.name, nameEl: "Αετοί Αθηνών" } });
    const greek = await apply(cookie, { clubId: s.other.id, personId: player.id }, { "accept-language": "el" });
    expect(greek.status).toBe(409);
    expect(greek.body.message).toContain("Αετοί Αθηνών");
    expect(greek.body.message).not.toContain("{club}");
    // While pending, too: the place is held from the application on.
    const pendingPlayer = await adult();
    const pendingCookie = await signInUser(pendingPlayer);
    expect((await apply(pendingCookie, { clubId: s.other.id, personId: pendingPlayer.id })).status).toBe(201);
    expect((await apply(pendingCookie, { clubId: s.club.id, personId: pendingPlayer.id })).body.message).toContain(s.other.name);
    // Another code, another club: allowed.
    await db().update(clubs).set({ rugbyLeague: true }).where(eq(clubs.id, s.other.id));
    expect((await apply(cookie, { clubId: s.other.id, personId: player.id, code: "league" })).status).toBe(201);
    // Another season: allowed.
    expect((await apply(cookie, { clubId: s.other.id, personId: player.id, season: "2034-35" })).status).toBe(201);
  });

  it("a declined or withdrawn registration frees the place for a new application", async () => {
    const s = await setting();
    const { player, cookie, id } = await applied(s);
    expect((await clubStep(await signInClub(s.secretary), id, "decline", { reason: "No room in the squad" })).status).toBe(200);
    const again = await apply(cookie, { clubId: s.other.id, personId: player.id });
    expect(again.status).toBe(201);
    expect((await call(`/api/registrations/${again.body.id}/withdraw`, { cookie, method: "POST" })).status).toBe(200);
    expect((await apply(cookie, { clubId: s.club.id, personId: player.id })).status).toBe(201);
  });
});

describe("GET /api/registrations", () => {
  it("lists the person's own and their children's registrations, newest first, with their personal details; nobody else's", async () => {
    const s = await setting();
    const { parent, child } = await family();
    const cookie = await signInUser(parent);
    await db().update(persons).set({ dateOfBirth: "1980-01-01" }).where(eq(persons.id, parent.id));
    const childs = await apply(cookie, { clubId: s.club.id, personId: child.id });
    const own = await apply(cookie, { clubId: s.other.id, personId: parent.id, code: "union" });
    const stranger = await applied(s);
    const list = await callJson<any[]>("/api/registrations", { cookie });
    expect(list.status).toBe(200);
    expect(list.body.map((row) => row.id)).toEqual([own.body.id, childs.body.id]);
    expect(list.body[1]).toMatchObject({ personId: child.id, dateOfBirth: "2016-03-01", isMinor: true });
    expect(list.body.some((row) => row.id === stranger.id)).toBe(false);
  });
});

describe("POST /api/registrations/{id}/withdraw", () => {
  it("the applicant withdraws while it is pending (the club's or the federation's step), not once decided; another's is 404", async () => {
    const s = await setting();
    const first = await applied(s);
    const withdrawn = await callJson(`/api/registrations/${first.id}/withdraw`, { cookie: first.cookie, method: "POST" });
    expect(withdrawn).toMatchObject({ status: 200, body: { id: first.id, status: "withdrawn" } });
    expect((await callJson(`/api/registrations/${first.id}/withdraw`, { cookie: first.cookie, method: "POST" })).status).toBe(409);

    const second = await applied(s, "pending-federation");
    const stranger = await signInUser(await adult());
    expect((await callJson(`/api/registrations/${second.id}/withdraw`, { cookie: stranger, method: "POST" })).status).toBe(404);
    expect((await callJson(`/api/registrations/${second.id}/withdraw`, { cookie: second.cookie, method: "POST" })).body.status).toBe("withdrawn");

    const licensed = await applied(s, "licensed");
    const refused = await callJson(`/api/registrations/${licensed.id}/withdraw`, { cookie: licensed.cookie, method: "POST" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This registration is no longer waiting for this decision");

    const { parent, child } = await family();
    const parentCookie = await signInUser(parent);
    const childs = await apply(parentCookie, { clubId: s.club.id, personId: child.id });
    expect((await callJson(`/api/registrations/${childs.body.id}/withdraw`, { cookie: parentCookie, method: "POST" })).body.status).toBe("withdrawn");
  });
});

describe("GET /api/clubs/registrations", () => {
  it("the secretary and team managers read the club's registrations, filtered, with dates of birth; never another club's", async () => {
    const s = await setting();
    const a = await applied(s);
    const b = await applied(s, "pending-federation");
    const sevensPlayer = await adult();
    const sevens = await apply(await signInUser(sevensPlayer), { clubId: s.club.id, personId: sevensPlayer.id, teamId: s.sevens.id, code: "sevens" });
    const elsewhere = await adult();
    await apply(await signInUser(elsewhere), { clubId: s.other.id, personId: elsewhere.id });

    for (const reader of [s.secretary, s.manager]) {
      const cookie = await signInClub(reader);
      const all = await callJson<any[]>(`/api/clubs/registrations?season=${SEASON}`, { cookie });
      expect(all.status).toBe(200);
      expect(all.body.map((row) => row.id)).toEqual([sevens.body.id, b.id, a.id]);
      expect(all.body.every((row) => row.clubId === s.club.id)).toBe(true);
      expect(all.body[1]).toMatchObject({ dateOfBirth: "1995-05-20", healthCardExpiresOn: "2034-01-31" });
      const pending = await callJson<any[]>(`/api/clubs/registrations?status=pending-club&season=${SEASON}`, { cookie });
      expect(pending.body.map((row) => row.id)).toEqual([sevens.body.id, a.id]);
      expect((await callJson<any[]>(`/api/clubs/registrations?code=sevens&season=${SEASON}`, { cookie })).body.map((row) => row.id)).toEqual([sevens.body.id]);
      expect((await callJson<any[]>(`/api/clubs/registrations?teamId=${s.xv.id}&season=${SEASON}`, { cookie })).body.map((row) => row.id)).toEqual([b.id, a.id]);
    }
    const other = await callJson<any[]>(`/api/clubs/registrations?season=${SEASON}`, { cookie: await signInClub(s.otherSecretary) });
    expect(other.body.every((row) => row.clubId === s.other.id)).toBe(true);
    expect(other.body.some((row) => row.id === a.id)).toBe(false);
    const bad = await callJson(`/api/clubs/registrations?status=approved`, { cookie: await signInClub(s.secretary) });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.status).toBeTruthy();
  });

  it("a scorer is refused (403); a player's cookie and no cookie are 401", async () => {
    const s = await setting();
    expect((await callJson("/api/clubs/registrations", { cookie: await signInClub(s.scorer) })).status).toBe(403);
    expect((await callJson("/api/clubs/registrations", { cookie: await signInUser(await adult()) })).status).toBe(401);
    expect((await callJson("/api/clubs/registrations")).status).toBe(401);
  });
});

describe("POST /api/clubs/registrations/{id}/approve and /decline", () => {
  it("the secretary approves: pending the federation, mailed to the applicant, recorded in the audit log naming the secretary", async () => {
    const s = await setting();
    const { player, id } = await applied(s);
    const answer = await clubStep(await signInClub(s.secretary), id, "approve");
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(VIEW_KEYS);
    expect(answer.body).toMatchObject({ id, status: "pending-federation", dateOfBirth: "1995-05-20" });
    const row = await db().select().from(registrations).where(eq(registrations.id, id)).get();
    expect(row).toMatchObject({ clubDecidedBy: s.secretary.id, clubDecidedAt: expect.stringMatching(/^\d{4}-/) });
    expect((await mailsTo(player.email)).map((mail) => mail.subject)).toEqual([`Registration received: Nikos Adult, ${s.club.name}`, `Approved by the club: Nikos Adult, ${s.club.name}`]);
    const records = await recordsOf(id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ action: "registration.clubApprove", personId: s.secretary.id, actingRole: "secretary", actingClubId: s.club.id });
    // Once decided, neither step again.
    const again = await clubStep(await signInClub(s.secretary), id, "approve");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This registration is no longer waiting for this decision");
    expect((await clubStep(await signInClub(s.secretary), id, "decline", { reason: "Too late now" })).status).toBe(409);
    expect(await recordsOf(id)).toHaveLength(1);
  });

  it("the club admin declines with a reason, mailed with the reason and the club as the side; a decline without a reason is 400", async () => {
    const s = await setting();
    const { player, id } = await applied(s, "pending-club", "el");
    const cookie = await signInClub(s.club);
    for (const json of [{}, { reason: "" }, { reason: "no" }]) {
      const refused = await clubStep(cookie, id, "decline", json);
      expect(refused.status).toBe(400);
      expect(refused.body.fields.reason).toBe("Give a reason (at least 5 characters)");
    }
    expect(await statusOf(id)).toBe("pending-club");
    const answer = await clubStep(cookie, id, "decline", { reason: "The squad is full this season" });
    expect(answer.body).toMatchObject({ status: "declined", declinedBy: "club", declineReason: "The squad is full this season" });
    const mail = (await mailsTo(player.email)).at(-1)!;
    expect(mail.subject).toContain("απορρίφθηκε");
    expect(mail.text).toContain("Ο σύλλογος Αετοί Αθηνών απέρριψε");
    expect(mail.text).toContain("The squad is full this season");
    expect((await recordsOf(id))[0]).toMatchObject({ action: "registration.clubDecline", actingRole: "club-admin" });
  });

  it("a team manager reads but cannot decide (403); another club's secretary gets 404; a player's cookie 401", async () => {
    const s = await setting();
    const { id } = await applied(s);
    const manager = await signInClub(s.manager);
    expect((await clubStep(manager, id, "approve")).status).toBe(403);
    expect((await clubStep(manager, id, "decline", { reason: "Not my call" })).status).toBe(403);
    const other = await signInClub(s.otherSecretary);
    const hidden = await clubStep(other, id, "approve");
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe("Registration not found");
    expect((await clubStep(other, id, "decline", { reason: "Not our player" })).status).toBe(404);
    expect((await clubStep(await signInUser(await adult()), id, "approve")).status).toBe(401);
    expect((await clubStep(await signInClub(s.secretary), 999_999_997, "approve")).status).toBe(404);
    expect(await statusOf(id)).toBe("pending-club");
  });
});

describe("POST /api/admin/registrations/{id}/approve and /decline", () => {
  it("the registrar licenses: the licence number, the roster entry, the player's club, the mail with the number and the audit record, in one step", async () => {
    const s = await setting();
    const { player, id } = await applied(s, "pending-federation", "el");
    const cookie = await registrar();
    // Not before the club has approved.
    const early = await applied(s);
    expect((await federationStep(cookie, early.id, "approve")).status).toBe(409);

    const answer = await federationStep(cookie, id, "approve");
    expect(answer.status).toBe(200);
    const licenceNumber = licenceNumberFor(id, SEASON, "union");
    expect(licenceNumber).toMatch(/^RH-2033-U\d{6}$/);
    expect(answer.body).toMatchObject({ id, status: "licensed", licenceNumber, dateOfBirth: "1995-05-20" });
    expect(v.safeParse(registrationAnswer, answer.body).issues).toBeUndefined();
    expect((await db().select().from(registrations).where(eq(registrations.id, id)).get())!.licensedAt).toMatch(/^\d{4}-/);
    const entry = await db().select().from(players).where(eq(players.registrationId, id)).get();
    expect(entry).toMatchObject({ clubId: s.club.id, name: "Nikos Adult", dateOfBirth: "1995-05-20", jerseyNumber: null });
    expect((await db().select({ clubId: persons.clubId }).from(persons).where(eq(persons.id, player.id)).get())!.clubId).toBe(s.club.id);
    const mail = (await mailsTo(player.email)).at(-1)!;
    expect(mail.subject).toContain(licenceNumber);
    expect(mail.text).toContain(`Αριθμός δελτίου: ${licenceNumber}`);
    expect((await recordsOf(id)).map((record) => record.action)).toEqual(["registration.clubApprove", "registration.federationApprove"]);
    expect((await recordsOf(id))[1]).toMatchObject({ actingRole: "registrar" });
    // Once licensed, neither step again.
    expect((await federationStep(cookie, id, "approve")).status).toBe(409);
    expect((await federationStep(cookie, id, "decline", { reason: "Changed our mind" })).status).toBe(409);
    expect(await db().select().from(players).where(eq(players.registrationId, id))).toHaveLength(1);
  });

  it("the registrar declines with a reason (mailed, the federation as the side); without one, 400", async () => {
    const s = await setting();
    const { player, id } = await applied(s, "pending-federation");
    const cookie = await registrar();
    expect((await federationStep(cookie, id, "decline", {})).status).toBe(400);
    const answer = await federationStep(cookie, id, "decline", { reason: "Documents missing" });
    expect(answer.body).toMatchObject({ status: "declined", declinedBy: "federation", declineReason: "Documents missing", licenceNumber: null });
    const mail = (await mailsTo(player.email)).at(-1)!;
    expect(mail.text).toContain("The federation's registrar declined");
    expect(mail.text).toContain("Reason: Documents missing");
    expect(await db().select().from(players).where(eq(players.registrationId, id))).toHaveLength(0);
    expect((await federationStep(cookie, 999_999_996, "decline", { reason: "No such thing" })).status).toBe(404);
  });

  it("is the registrar's and the super admin's: a club's secretary, a moderator and a competitions manager are 403; a player 401", async () => {
    const s = await setting();
    const { id } = await applied(s, "pending-federation");
    for (const role of ["moderator", "competitions"] as const) {
      await registrar();
      const cookie = await signInClub(await createPerson({ isDemo: true }, [{ role, clubId: null }]));
      expect((await federationStep(cookie, id, "approve")).status).toBe(403);
      expect((await callJson("/api/admin/registrations", { cookie })).status).toBe(403);
    }
    expect((await federationStep(await signInClub(s.secretary), id, "approve")).status).toBe(403);
    expect((await federationStep(await signInUser(await adult()), id, "approve")).status).toBe(401);
    expect(await statusOf(id)).toBe("pending-federation");
  });
});

describe("the whole way, for a parent's two children", () => {
  it("applied, approved by the club, licensed: each step mailed to the parent, the roster holds both", async () => {
    const s = await setting();
    const { parent, child } = await family();
    const second = await createPerson({ firstName: "Nikos", lastName: "Child", dateOfBirth: "2014-05-05", hasLogin: false, email: noLoginEmail(crypto.randomUUID()) });
    await db().insert(guardians).values({ parentId: parent.id, childId: second.id, consentAt: "2026-09-01T10:00:00.000Z" });
    const cookie = await signInUser(parent);
    const secretary = await signInClub(s.secretary);
    const federation = await registrar();
    const ids = [];
    for (const person of [child, second]) {
      const { body } = await apply(cookie, { clubId: s.club.id, personId: person.id, teamId: s.xv.id });
      await clubStep(secretary, body.id, "approve");
      await federationStep(federation, body.id, "approve");
      ids.push(body.id as number);
    }
    const list = await callJson<any[]>("/api/registrations", { cookie });
    expect(list.body.map((row) => [row.id, row.status, row.licenceNumber])).toEqual(ids.reverse().map((id) => [id, "licensed", licenceNumberFor(id, SEASON, "union")]));
    expect(await db().select().from(players).where(inArray(players.registrationId, ids))).toHaveLength(2);
    const subjects = (await mailsTo(parent.email)).map((mail) => mail.subject.split(":")[0]);
    expect(subjects).toEqual(["Registration received", "Approved by the club", "Licence issued", "Registration received", "Approved by the club", "Licence issued"]);
  });
});
