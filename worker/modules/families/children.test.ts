/**
 * Issue 24, point 2: a parent's children. A child is a person without a login, under 18; under 15
 * the parent's consent is required and recorded; from 15 the parent may approve the child's own
 * login, whose password the child chooses through a mailed link. Another parent's child is 404.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { persons } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import { guardians } from "../../../schema/tables/registrations";
import { mailTo, spyOnMail } from "../../test/back-office";
import { call, callJson, db, TEST_PASSWORD } from "../../test/helpers";
import { bornYearsAgo, signedInParent } from "./family-test-helpers";
import { isNoLoginEmail } from "./no-login";

const addChild = (cookie: string, body: Record<string, unknown>) => callJson("/api/me/children", { method: "POST", cookie, json: body });

describe("POST /api/me/children", () => {
  it("creates a child without a login, with the consent's time, and makes the signed-in person a parent", async () => {
    const { parent, cookie } = await signedInParent();
    const before = Date.now();
    const created = await addChild(cookie, { firstName: "Nikos", lastName: "Parent", dateOfBirth: bornYearsAgo(10), consent: true });
    expect(created).toMatchObject({ status: 201, body: { id: expect.any(Number) } });
    expect(Object.keys(created.body)).toEqual(["id"]);

    const child = await db().select().from(persons).where(eq(persons.id, created.body.id)).get();
    expect(child).toMatchObject({ firstName: "Nikos", hasLogin: false, passwordHash: "!unusable", dateOfBirth: bornYearsAgo(10) });
    expect(isNoLoginEmail(child!.email)).toBe(true);
    const guardian = await db().select().from(guardians).where(eq(guardians.childId, child!.id)).get();
    expect(guardian).toMatchObject({ parentId: parent.id });
    expect(Date.parse(guardian!.consentAt)).toBeGreaterThanOrEqual(before - 1000);
    const roles = (person: number) => db().select({ role: personRoles.role }).from(personRoles).where(eq(personRoles.personId, person)).all();
    expect((await roles(parent.id)).map((row) => row.role).sort()).toEqual(["parent", "player"]);
    expect((await roles(child!.id)).map((row) => row.role)).toEqual(["player"]);

    const listed = await callJson("/api/me/children", { cookie });
    expect(listed.body).toEqual([{ id: child!.id, firstName: "Nikos", lastName: "Parent", dateOfBirth: bornYearsAgo(10), consentAt: guardian!.consentAt, hasLogin: false, email: null }]);

    // A second child: the parent role is not given twice.
    expect((await addChild(cookie, { firstName: "Maria", lastName: "Parent", dateOfBirth: bornYearsAgo(8), consent: true })).status).toBe(201);
    expect((await roles(parent.id)).filter((row) => row.role === "parent")).toHaveLength(1);
    expect((await callJson<any[]>("/api/me/children", { cookie })).body.map((row) => row.firstName)).toEqual(["Nikos", "Maria"]);
  });

  it("refuses a child under 15 without the parent's consent, in the request's language", async () => {
    const { cookie } = await signedInParent();
    const refused = await addChild(cookie, { firstName: "Nikos", lastName: "Parent", dateOfBirth: bornYearsAgo(15, 1), consent: false });
    expect(refused).toMatchObject({ status: 400, body: { fields: { consent: "A parent's consent is required to register a child under 15" } } });
    const greek = await callJson("/api/me/children", { method: "POST", cookie, json: { firstName: "Nikos", lastName: "Parent", dateOfBirth: bornYearsAgo(9) }, headers: { "accept-language": "el" } });
    expect(greek.status).toBe(400);
    expect(greek.body.fields.consent).not.toBe("A parent's consent is required to register a child under 15");
    expect(greek.body.fields.consent).toMatch(/[α-ω]/);
    // On the 15th birthday the consent is the child's own: none is required.
    expect((await addChild(cookie, { firstName: "Anna", lastName: "Parent", dateOfBirth: bornYearsAgo(15), consent: false })).status).toBe(201);
    expect((await callJson<any[]>("/api/me/children", { cookie })).body.map((row) => row.firstName)).toEqual(["Anna"]);
  });

  it("refuses a date of birth in the future or 18 years ago or more", async () => {
    const { cookie } = await signedInParent();
    for (const dateOfBirth of [bornYearsAgo(0, 1), bornYearsAgo(18), bornYearsAgo(40), "2020-02-30", "not a date"]) {
      const refused = await addChild(cookie, { firstName: "Nikos", lastName: "Parent", dateOfBirth, consent: true });
      expect(refused.status, dateOfBirth).toBe(400);
      expect(refused.body.fields.dateOfBirth, dateOfBirth).toBe("Enter the child's date of birth: a child is under 18");
    }
    expect((await addChild(cookie, { firstName: "Nikos", lastName: "Parent", dateOfBirth: bornYearsAgo(18, 1), consent: true })).status).toBe(201);
    expect((await addChild(cookie, { firstName: "", lastName: "Parent", dateOfBirth: bornYearsAgo(5), consent: true })).status).toBe(400);
  });

  it("is the signed-in person's only", async () => {
    expect((await call("/api/me/children")).status).toBe(401);
    expect((await call("/api/me/children", { method: "POST", json: { firstName: "A", lastName: "B", dateOfBirth: bornYearsAgo(5), consent: true } })).status).toBe(401);
  });
});

describe("PATCH /api/me/children/{id}", () => {
  it("corrects a child's name and date of birth, taking back what GET answers", async () => {
    const { cookie } = await signedInParent();
    const { body } = await addChild(cookie, { firstName: "Nikso", lastName: "Parent", dateOfBirth: bornYearsAgo(10), consent: true });
    const [listed] = (await callJson<any[]>("/api/me/children", { cookie })).body;
    const patched = await callJson(`/api/me/children/${body.id}`, { method: "PATCH", cookie, json: { ...listed, firstName: "Nikos", dateOfBirth: bornYearsAgo(11) } });
    expect(patched).toMatchObject({ status: 200, body: { id: body.id, firstName: "Nikos", lastName: "Parent", dateOfBirth: bornYearsAgo(11), hasLogin: false, email: null } });
    const refused = await callJson(`/api/me/children/${body.id}`, { method: "PATCH", cookie, json: { dateOfBirth: bornYearsAgo(19) } });
    expect(refused.status).toBe(400);
  });

  it("answers 404 for another parent's child, and changes nothing", async () => {
    const mine = await signedInParent();
    const other = await signedInParent();
    const { body } = await addChild(mine.cookie, { firstName: "Nikos", lastName: "Parent", dateOfBirth: bornYearsAgo(16), consent: true });
    expect((await callJson(`/api/me/children/${body.id}`, { method: "PATCH", cookie: other.cookie, json: { firstName: "Stolen" } })).status).toBe(404);
    expect((await callJson(`/api/me/children/${body.id}/login`, { method: "POST", cookie: other.cookie, json: { email: "stolen@example.com" } })).status).toBe(404);
    expect((await callJson(`/api/me/children/999999999`, { method: "PATCH", cookie: mine.cookie, json: { firstName: "Nobody" } })).status).toBe(404);
    expect((await callJson<any[]>("/api/me/children", { cookie: other.cookie })).body).toEqual([]);
    expect((await db().select().from(persons).where(eq(persons.id, body.id)).get())!.firstName).toBe("Nikos");
  });
});

describe("POST /api/me/children/{id}/login", () => {
  it("from 15, gives the child their own address and mails them a link to choose a password", async () => {
    const sent = spyOnMail();
    const { cookie } = await signedInParent();
    const { body } = await addChild(cookie, { firstName: "Anna", lastName: "Parent", dateOfBirth: bornYearsAgo(15), consent: true });
    const email = `anna-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const approved = await callJson(`/api/me/children/${body.id}/login`, { method: "POST", cookie, json: { email: email.toUpperCase() } });
    expect(approved).toMatchObject({ status: 200, body: { id: body.id, hasLogin: true, email } });

    const mail = await mailTo(sent, email);
    const token = mail.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!;
    const password = "Own-Lineout-15";
    expect((await call("/api/auth/password-reset/confirm", { json: { token, password } })).status).toBe(200);
    expect((await call("/api/users/login", { json: { email, password } })).status).toBe(200);
    expect((await call("/api/users/login", { json: { email, password: TEST_PASSWORD } })).status).not.toBe(200);

    // Once is enough.
    expect((await callJson(`/api/me/children/${body.id}/login`, { method: "POST", cookie, json: { email: `again-${email}` } })).status).toBe(409);
  });

  it("refuses a child under 15 with a clear message, and an address someone has", async () => {
    const { parent, cookie } = await signedInParent();
    const young = await addChild(cookie, { firstName: "Nikos", lastName: "Parent", dateOfBirth: bornYearsAgo(15, 1), consent: true });
    const refused = await callJson(`/api/me/children/${young.body.id}/login`, { method: "POST", cookie, json: { email: "nikos-young@example.com" } });
    expect(refused).toMatchObject({ status: 400, body: { message: "A child can have their own login from the age of 15" } });

    const old = await addChild(cookie, { firstName: "Anna", lastName: "Parent", dateOfBirth: bornYearsAgo(16), consent: true });
    const taken = await callJson(`/api/me/children/${old.body.id}/login`, { method: "POST", cookie, json: { email: parent.email } });
    expect(taken, JSON.stringify(taken.body)).toMatchObject({ status: 409, body: { fields: { email: "An account with this email already exists" } } });
    const child = await db().select().from(persons).where(and(eq(persons.id, old.body.id))).get();
    expect(child!.hasLogin).toBe(false);
  });
});
