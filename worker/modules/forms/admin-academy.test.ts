import { describe, expect, it } from "vitest";
import { auditOf, mailTo, signedInAdmin, spyOnMail } from "../../test/back-office";
import { call, callJson, createClub, signInClub } from "../../test/helpers";

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
