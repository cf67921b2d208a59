/**
 * Issue 24, point 8: a person downloads their data (and their children's) as JSON, chooses what is
 * public (a minor only by a parent), and asks for erasure: personal details go, a minimal licence
 * history stays, and the last super admin or club admin is refused.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { persons, players } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import { guardians, registrations } from "../../../schema/tables/registrations";
import { call, callJson, createClub, createPerson, createUser, db, signInClub, signInUser, TEST_PASSWORD } from "../../test/helpers";
import { bornYearsAgo, signedInParent } from "./family-test-helpers";

const addChild = async (cookie: string, firstName: string, years: number) =>
  (await callJson("/api/me/children", { method: "POST", cookie, json: { firstName, lastName: "Parent", dateOfBirth: bornYearsAgo(years), consent: true } })).body.id as number;

/** A licensed registration and its roster entry (as the registrar's approval enrols it), and a pending one, for `personId` with a new club. */
async function registered(personId: number) {
  const club = await createClub();
  const [licensed] = await db()
    .insert(registrations)
    .values({ personId, clubId: club.id, season: "2026-27", code: "union", status: "licensed", licenceNumber: `RH-2026-U${crypto.randomUUID().slice(0, 8)}`, licensedAt: "2026-09-01T10:00:00.000Z" })
    .returning();
  await db().insert(players).values({ name: "Typed Name", position: "Prop", dateOfBirth: "2000-01-01", height: 180, weight: 90, clubId: club.id, registrationId: licensed!.id });
  const [pending] = await db().insert(registrations).values({ personId, clubId: club.id, season: "2026-27", code: "sevens" }).returning();
  return { club, licensed: licensed!, pending: pending! };
}

describe("GET /api/me/data", () => {
  it("downloads the person's and their children's data as a JSON attachment, without secrets or sessions", async () => {
    const { parent, cookie } = await signedInParent();
    await db().update(persons).set({ phoneNumber: "6912345678", totpSecret: "JBSWY3DPEHPK3PXP" }).where(eq(persons.id, parent.id));
    const childId = await addChild(cookie, "Nikos", 12);
    await db().update(persons).set({ healthCardExpiresOn: "2027-03-01" }).where(eq(persons.id, childId));
    const { licensed } = await registered(childId);

    const response = await call("/api/me/data", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="rugby-hellas-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.person).toMatchObject({ id: parent.id, email: parent.email, firstName: "Eleni", phoneNumber: "6912345678" });
    expect(data.roles.map((role: { role: string }) => role.role).sort()).toEqual(["parent", "player"]);
    expect(data.children).toHaveLength(1);
    const [child] = data.children;
    expect(child.consentAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(child.person).toMatchObject({ id: childId, firstName: "Nikos", dateOfBirth: bornYearsAgo(12), healthCardExpiresOn: "2027-03-01", email: null, hasLogin: false });
    expect(child.registrations.map((row: { id: number; licenceNumber: string | null; status: string }) => [row.id, row.status])).toEqual(expect.arrayContaining([[licensed.id, "licensed"]]));
    expect(child.registrations.find((row: { id: number }) => row.id === licensed.id)).toMatchObject({ licenceNumber: licensed.licenceNumber, dateOfBirth: bornYearsAgo(12) });
    for (const secret of ["passwordHash", "totpSecret", "verificationToken", "scrypt$", "JBSWY3DPEHPK3PXP", "userAgent", "lastSeenAt"]) expect(text).not.toContain(secret);
  });

  it("is the signed-in person's only", async () => {
    expect((await call("/api/me/data")).status).toBe(401);
    expect((await call("/api/me/data/erasure", { method: "POST", json: {} })).status).toBe(401);
  });
});

describe("PUT /api/me/data/visibility", () => {
  it("lets an adult opt in and out, and a parent opt their child in", async () => {
    const { parent, cookie } = await signedInParent();
    const childId = await addChild(cookie, "Nikos", 12);
    const put = (personId: number, publicProfile: boolean, as = cookie) => callJson("/api/me/data/visibility", { method: "PUT", cookie: as, json: { personId, publicProfile } });
    expect(await put(parent.id, true)).toMatchObject({ status: 200, body: { personId: parent.id, publicProfile: true, isMinor: false } });
    expect(await put(childId, true)).toMatchObject({ status: 200, body: { personId: childId, publicProfile: true, isMinor: true, canOptIn: true } });
    const listed = await callJson<any[]>("/api/me/data/visibility", { cookie });
    expect(listed.body.map((row) => [row.personId, row.publicProfile])).toEqual([
      [parent.id, true],
      [childId, true],
    ]);
    expect(await put(childId, false)).toMatchObject({ status: 200, body: { publicProfile: false } });
    // Another parent's child, as one that does not exist.
    const other = await signedInParent();
    expect((await put(childId, true, other.cookie)).status).toBe(404);
    expect((await db().select().from(persons).where(eq(persons.id, childId)).get())!.publicProfile).toBe(false);
  });

  it("never lets a minor make themselves public: only a parent may", async () => {
    const minor = await createUser({ dateOfBirth: bornYearsAgo(16) });
    const cookie = await signInUser(minor!);
    const refused = await callJson("/api/me/data/visibility", { method: "PUT", cookie, json: { personId: minor!.id, publicProfile: true } });
    expect(refused).toMatchObject({ status: 403, body: { message: "Only a parent can make a minor's profile public" } });
    expect((await callJson("/api/me/data/visibility", { method: "PUT", cookie, json: { personId: minor!.id, publicProfile: false } })).status).toBe(200);
    expect((await callJson<any[]>("/api/me/data/visibility", { cookie })).body).toEqual([
      { personId: minor!.id, firstName: "Nikos", lastName: "Test", isMinor: true, publicProfile: false, canOptIn: false },
    ]);
  });
});

describe("POST /api/me/data/erasure", () => {
  it("removes personal details, keeps a minimal licence history, and ends the person's sessions", async () => {
    const { parent, cookie } = await signedInParent();
    await db().update(persons).set({ phoneNumber: "6912345678", dateOfBirth: "1980-05-05", bio: "Prop", healthCardExpiresOn: "2027-01-01", publicProfile: true }).where(eq(persons.id, parent.id));
    const { club, licensed, pending } = await registered(parent.id);
    const childId = await addChild(cookie, "Nikos", 12);

    const erased = await callJson("/api/me/data/erasure", { method: "POST", cookie, json: {} });
    expect(erased).toMatchObject({ status: 200, body: { erased: [parent.id] } });

    const person = await db().select().from(persons).where(eq(persons.id, parent.id)).get();
    expect(person).toMatchObject({ firstName: "Erased person", lastName: "", phoneNumber: null, dateOfBirth: null, bio: null, healthCardExpiresOn: null, profilePicture: null, hasLogin: false, publicProfile: false });
    expect(person!.email).not.toBe(parent.email);
    expect(person!.erasedAt).toEqual(expect.stringMatching(/^\d{4}-/));
    // The minimal licence history: season, code, club and licence number; the pending one lapsed.
    const history = await db().select().from(registrations).where(eq(registrations.personId, parent.id)).all();
    expect(history.map(({ id, clubId, season, code, status, licenceNumber }) => ({ id, clubId, season, code, status, licenceNumber }))).toEqual(
      expect.arrayContaining([
        { id: licensed.id, clubId: club.id, season: "2026-27", code: "union", status: "licensed", licenceNumber: licensed.licenceNumber },
        { id: pending.id, clubId: club.id, season: "2026-27", code: "sevens", status: "lapsed", licenceNumber: null },
      ]),
    );
    const [entry] = await db().select().from(players).where(eq(players.registrationId, licensed.id)).all();
    expect(entry).toMatchObject({ name: "Erased person", dateOfBirth: "" });
    const roles = await db().select({ role: personRoles.role }).from(personRoles).where(eq(personRoles.personId, parent.id)).all();
    expect(roles.map((row) => row.role)).toEqual(["player"]);

    // Signed out, and no way back in with the old address and password.
    expect((await call("/api/me", { cookie })).status).toBe(401);
    expect((await call("/api/users/login", { json: { email: parent.email, password: TEST_PASSWORD } })).status).not.toBe(200);
    // Not asked for: the child stays as they were.
    expect((await db().select().from(persons).where(eq(persons.id, childId)).get())!.firstName).toBe("Nikos");
  });

  it("erases the children too when the parent asks", async () => {
    const { parent, cookie } = await signedInParent();
    const childId = await addChild(cookie, "Nikos", 12);
    const { pending } = await registered(childId);
    const erased = await callJson("/api/me/data/erasure", { method: "POST", cookie, json: { includeChildren: true } });
    expect(erased).toMatchObject({ status: 200, body: { erased: [parent.id, childId] } });
    const child = await db().select().from(persons).where(eq(persons.id, childId)).get();
    expect(child).toMatchObject({ firstName: "Erased person", dateOfBirth: null });
    expect((await db().select().from(registrations).where(eq(registrations.id, pending.id)).get())!.status).toBe("lapsed");
    // The consent record stays with the history.
    expect(await db().select().from(guardians).where(eq(guardians.childId, childId)).all()).toHaveLength(1);
  });

  it("refuses the last club admin of a club, and the last super admin, with a clear 409", async () => {
    const club = await createClub();
    const cookie = await signInClub(club);
    const refused = await callJson("/api/me/data/erasure", { method: "POST", cookie });
    expect(refused).toMatchObject({ status: 409, body: { message: "You are the last club admin of a club: give the role to someone else before erasing your data" } });
    // With a second club admin, the first may go.
    await createPerson({}, [{ role: "club-admin", clubId: club.id }]);
    expect((await callJson("/api/me/data/erasure", { method: "POST", cookie })).status).toBe(200);

    const admins = await db().select().from(personRoles).where(eq(personRoles.role, "super-admin")).all();
    const superAdmin = await createPerson({}, [{ role: "super-admin" }]);
    const others = admins.map((row) => row.personId);
    // Alone: every other super admin is taken away for the moment, then given back.
    await db().delete(personRoles).where(eq(personRoles.role, "super-admin"));
    await db().insert(personRoles).values({ personId: superAdmin.id, role: "super-admin" });
    try {
      const lone = await signInUser(superAdmin);
      expect(await callJson("/api/me/data/erasure", { method: "POST", cookie: lone })).toMatchObject({ status: 409, body: { message: expect.stringContaining("last super admin") } });
    } finally {
      if (others.length > 0) await db().insert(personRoles).values(others.map((personId) => ({ personId, role: "super-admin" as const })));
    }
  });
});
