import { describe, expect, it } from "vitest";
import { auditOf, mailTo, signedInAdmin, spyOnMail } from "../../test/back-office";
import { eq } from "drizzle-orm";
import { academyRegistrations, persons } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import { guardians, registrations } from "../../../schema/tables/registrations";
import { call, callJson, createClub, createTeam, createUser, db, signInClub } from "../../test/helpers";

const registration = (email: string) => ({ parentName: "Eleni Papadopoulou", email, phone: "6912345678", childrenDetails: "Nikos, 9; Maria, 12", consent: true });

describe("GET /api/admin/academy-registrations", () => {
  it("is for admins only", async () => {
    expect((await callJson("/api/admin/academy-registrations")).status).toBe(401);
    const cookie = await signInClub(await createClub());
    expect((await callJson("/api/admin/academy-registrations", { cookie })).status).toBe(403);
  });

  it("reads back what parents sent, newest first, and narrows by e-mail", async () => {
    const cookie = await signInClub(await createClub({ isAdmin: true }));
    expect((await call("/api/academy-registration", { json: registration("first@example.com") })).status).toBe(201);
    expect((await call("/api/academy-registration", { json: registration("second@example.com") })).status).toBe(201);

    const all = await callJson<any[]>("/api/admin/academy-registrations", { cookie });
    expect(all.status).toBe(200);
    expect(all.body.map((row) => row.email)).toEqual(["second@example.com", "first@example.com"]);
    expect(all.body[0]).toEqual({
      id: expect.any(Number),
      parentName: "Eleni Papadopoulou",
      email: "second@example.com",
      phone: "6912345678",
      childrenDetails: "Nikos, 9; Maria, 12",
      consentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      language: "en",
      status: "new",
      notes: null,
      ageGroups: ["U10", "U14"],
      createdAt: expect.any(String),
    });

    const one = await callJson<any[]>("/api/admin/academy-registrations?email=FIRST@example.com", { cookie });
    expect(one.body.map((row) => row.email)).toEqual(["first@example.com"]);
  });

  it("holds one row for a submission replayed with the same Idempotency-Key", async () => {
    const cookie = await signInClub(await createClub({ isAdmin: true }));
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await callJson("/api/academy-registration", { json: registration("replayed@example.com"), headers });
    const again = await callJson("/api/academy-registration", { json: registration("replayed@example.com"), headers });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    const { body } = await callJson<any[]>("/api/admin/academy-registrations?email=replayed@example.com", { cookie });
    expect(body).toHaveLength(1);
  });
});

describe("the academy inbox", () => {
  it("changes status and notes, audited, and filters by status and age group", async () => {
    const { admin, cookie } = await signedInAdmin();
    const email = `inbox-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { body: created } = await callJson("/api/academy-registration", { json: { ...registration(email), childrenDetails: "Anna, 15" } });
    const patched = await callJson(`/api/admin/academy-registrations/${created.id}`, { method: "PATCH", cookie, json: { status: "contacted", notes: "Called on Monday" } });
    expect(patched).toMatchObject({ status: 200, body: { status: "contacted", notes: "Called on Monday", ageGroups: ["U16"] } });
    expect((await auditOf(admin.id))[0]).toMatchObject({ action: "academy.update", targetId: created.id });
    expect(JSON.parse((await auditOf(admin.id))[0]!.before!)).toEqual({ status: "new", notes: null });

    const u16 = await callJson<any[]>(`/api/admin/academy-registrations?ageGroup=U16&status=contacted`, { cookie });
    expect(u16.body.map((row) => row.id)).toContain(created.id);
    const u10 = await callJson<any[]>(`/api/admin/academy-registrations?ageGroup=U10`, { cookie });
    expect(u10.body.map((row) => row.id)).not.toContain(created.id);
    expect((await callJson(`/api/admin/academy-registrations?ageGroup=U9`, { cookie })).status).toBe(400);
    expect((await callJson(`/api/admin/academy-registrations/${created.id}`, { method: "PATCH", cookie, json: { status: "lost" } })).status).toBe(400);
    expect((await callJson(`/api/admin/academy-registrations/999999`, { method: "PATCH", cookie, json: { status: "new" } })).status).toBe(404);
  });

  it("exports CSV: UTF-8 with a BOM, RFC 4180 quoting, formulas defused", async () => {
    const { cookie } = await signedInAdmin();
    const email = `csv-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await call("/api/academy-registration", { json: { ...registration(email), parentName: '=HYPERLINK("x")', childrenDetails: 'Ελένη, 9, "Lena"' } });
    const response = await call(`/api/admin/academy-registrations/export.csv?email=${email}`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, row] = text.split("\r\n");
    expect(header).toBe("ID,Received,Parent,Email,Phone,Children,Age groups,Status,Notes,Language,Consent given");
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain(`"Ελένη, 9, ""Lena"""`);
  });

  it("acknowledges the parent in the language of the form", async () => {
    const sent = spyOnMail();
    const greek = `el-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const english = `en-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await call("/api/academy-registration", { json: { ...registration(greek), language: "el" } });
    await call("/api/academy-registration", { json: registration(english) });
    expect((await mailTo(sent, greek)).subject).toBe("Λάβαμε την εγγραφή σας στην ακαδημία");
    expect((await mailTo(sent, english)).subject).toBe("We received your academy registration");
  });
});

describe("POST /api/admin/academy-registrations/{id}/children (issue 24)", () => {
  const season = "2026-27";
  const children = [
    { firstName: "Nikos", lastName: "Papadopoulos", dateOfBirth: "2017-01-01" },
    { firstName: "Maria", lastName: "Papadopoulou", dateOfBirth: "2014-01-01" },
  ];
  const form = async (email: string, extra: Record<string, unknown> = {}) => (await callJson("/api/academy-registration", { json: { ...registration(email), ...extra } })).body.id as number;
  const convert = (cookie: string, id: number, body: Record<string, unknown>) => callJson(`/api/admin/academy-registrations/${id}/children`, { method: "POST", cookie, json: body });

  it("makes a new parent (mailed a link to choose a password), the children with the form's consent, and a pending registration each, in one action", async () => {
    const sent = spyOnMail();
    const { cookie } = await signedInAdmin();
    const club = await createClub();
    const team = await createTeam(club.id, { nameEn: "Academy U12" });
    const email = `academy-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = await form(email);
    const answer = await convert(cookie, id, { clubId: club.id, teamId: team.id, season, code: "union", children });
    expect(answer).toMatchObject({ status: 201, body: { parentId: expect.any(Number), parentCreated: true, children: [{ personId: expect.any(Number), registrationId: expect.any(Number) }, expect.anything()] } });

    const parent = await db().select().from(persons).where(eq(persons.id, answer.body.parentId)).get();
    expect(parent).toMatchObject({ email, firstName: "Eleni", lastName: "Papadopoulou", passwordHash: "!unusable", phoneNumber: "6912345678" });
    const [stored] = await db().select().from(academyRegistrations).where(eq(academyRegistrations.id, id)).all();
    expect(stored!.status).toBe("enrolled");
    for (const [index, child] of answer.body.children.entries()) {
      const guardian = await db().select().from(guardians).where(eq(guardians.childId, child.personId)).get();
      expect(guardian).toMatchObject({ parentId: parent!.id, consentAt: stored!.consentAt });
      const row = await db().select().from(registrations).where(eq(registrations.id, child.registrationId)).get();
      expect(row).toMatchObject({ personId: child.personId, clubId: club.id, teamId: team.id, season, code: "union", status: "pending-club", source: "academy", appliedBy: parent!.id });
      expect((await db().select().from(persons).where(eq(persons.id, child.personId)).get())).toMatchObject({ ...children[index], hasLogin: false });
    }
    // The parent chooses a password with the mailed link, signs in and sees both children.
    // (The first mail to the address is the form's acknowledgement.)
    await mailTo(sent, email);
    let mail = sent.find((item) => item.to === email && item.text.includes("reset-password"));
    for (let waited = 0; !mail && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mail = sent.find((item) => item.to === email && item.text.includes("reset-password"));
    }
    expect(mail!.subject).toBe("Choose your Rugby Hellas password");
    const token = mail!.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!;
    expect((await call("/api/auth/password-reset/confirm", { json: { token, password: "Academy-Parent-1" } })).status).toBe(200);
    const login = await call("/api/users/login", { json: { email, password: "Academy-Parent-1" } });
    const parentCookie = login.headers.getSetCookie().find((line) => line.startsWith("rh_user="))!.split(";")[0]!;
    const listed = await callJson<any[]>("/api/me/children", { cookie: parentCookie });
    expect(listed.body.map((child) => child.firstName)).toEqual(["Maria", "Nikos"]);

    // Once only.
    expect((await convert(cookie, id, { clubId: club.id, season, code: "union", children })).status).toBe(409);
  }, 20_000);

  it("finds an existing parent by the form's address, and refuses a form without consent", async () => {
    const { cookie } = await signedInAdmin();
    const club = await createClub();
    const parent = await createUser();
    const id = await form(parent!.email);
    const answer = await convert(cookie, id, { clubId: club.id, season, code: "sevens", children: children.slice(0, 1) });
    expect(answer).toMatchObject({ status: 201, body: { parentId: parent!.id, parentCreated: false } });
    const roles = await db().select({ role: personRoles.role }).from(personRoles).where(eq(personRoles.personId, parent!.id)).all();
    expect(roles.map((row) => row.role).sort()).toEqual(["parent", "player"]);

    const old = await form(`old-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await db().update(academyRegistrations).set({ consentAt: null }).where(eq(academyRegistrations.id, old));
    const refused = await convert(cookie, old, { clubId: club.id, season, code: "union", children });
    expect(refused).toMatchObject({ status: 400, body: { fields: { consent: "This form was sent without the parent's consent: ask the parent to send it again" } } });
    expect((await db().select().from(academyRegistrations).where(eq(academyRegistrations.id, old)).get())!.status).toBe("new");
    expect((await convert(cookie, old, { clubId: club.id, season, code: "union", children: [] })).status).toBe(400);
    expect((await convert(cookie, 999999, { clubId: club.id, season, code: "union", children })).status).toBe(404);
  });

  it("is the federation's: a club gets 403", async () => {
    const club = await createClub();
    const clubCookie = await signInClub(club);
    expect((await convert(clubCookie, 1, { clubId: club.id, season, code: "union", children })).status).toBe(403);
  });
});
