/**
 * Issue 23, point 5: the audit log names the person, the role they acted in and the club, for
 * every write (the clubs' too), and a club admin reads their own club's log.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../../schema/tables/back-office";
import { auditOf, signedInAdmin } from "../../test/back-office";
import { call, callJson, createClub, createNews, createPerson, db, signInClub, TEST_PASSWORD } from "../../test/helpers";

const article = { title: "Derby Day Report", content: "<p>A <strong>great</strong> win at home.</p>", category: "Club News", imageUrl: "https://images.example.gr/derby.jpg", slug: "" };

const recordsOfPerson = (personId: number) => db().select().from(auditLog).where(eq(auditLog.personId, personId)).orderBy(desc(auditLog.id));

/** A club, its club admin (signed in), and a person in `role` there (signed in). */
async function clubWith(role: "secretary" | "scorer" | "team-manager" = "secretary") {
  const club = await createClub();
  const adminCookie = await signInClub(club);
  const person = await createPerson({ firstName: "Sofia", lastName: "Papadopoulou" }, [{ role, clubId: club.id }]);
  return { club, adminCookie, person, cookie: await signInClub(person) };
}

type Page = { page: number; pageSize: number; total: number; items: Record<string, unknown>[] };

describe("a club's writes in the audit log", () => {
  it("records a secretary's write with her name, the role she acted in and the club", async () => {
    const { club, person, cookie } = await clubWith("secretary");
    const created = await callJson<{ id: number }>("/api/clubs/news", { cookie, json: article });
    expect(created.status).toBe(201);
    const [record] = await recordsOfPerson(person.id);
    expect(record).toMatchObject({
      personId: person.id,
      personName: "Sofia Papadopoulou",
      actingRole: "secretary",
      actingClubId: club.id,
      adminClubId: club.id,
      action: "news.post",
      targetType: "news",
      summary: "POST /api/clubs/news",
      impersonatedClubId: null,
    });
    expect(JSON.parse(record!.after!)).toMatchObject({ title: "Derby Day Report" });
  });

  it("records nothing for a refused write: a bad body (400) or a role that may not (403)", async () => {
    const { person, cookie } = await clubWith("secretary");
    expect((await callJson("/api/clubs/news", { cookie, json: { ...article, title: "" } })).status).toBe(400);
    const scorer = await clubWith("scorer");
    expect((await callJson("/api/clubs/news", { cookie: scorer.cookie, json: article })).status).toBe(403);
    expect(await recordsOfPerson(person.id)).toEqual([]);
    expect(await recordsOfPerson(scorer.person.id)).toEqual([]);
  });

  it("never stores a password: a password change is recorded with its secrets left out", async () => {
    const { person, cookie } = await clubWith("secretary");
    const newPassword = "Another-Horse-77";
    const changed = await callJson("/api/clubs/password", { cookie, json: { currentPassword: TEST_PASSWORD, newPassword } });
    expect(changed.status).toBe(200);
    const records = await recordsOfPerson(person.id);
    expect(records.map((record) => record.action)).toEqual(["password.post"]);
    const stored = JSON.stringify(records);
    expect(stored).not.toContain(TEST_PASSWORD);
    expect(stored).not.toContain(newPassword);
    expect(JSON.parse(records[0]!.after!)).toEqual({ currentPassword: "[redacted]", newPassword: "[redacted]" });
  });
});

describe("a write its handler records itself", () => {
  it("is recorded once, by the handler's own record (removing a member)", async () => {
    const { club, adminCookie, person } = await clubWith("scorer");
    const admin = (await callJson<{ person: { id: number } }>("/api/auth/me", { cookie: adminCookie })).body.person;
    expect((await call(`/api/clubs/members/${person.id}`, { cookie: adminCookie, method: "DELETE" })).status).toBe(204);
    const records = await recordsOfPerson(admin.id);
    expect(records.map((record) => record.action)).toEqual(["member.remove"]);
    expect(records[0]).toMatchObject({ actingRole: "club-admin", actingClubId: club.id, targetId: person.id });
  });
});

describe("GET /api/clubs/audit", () => {
  it("shows a club admin their own club's log only, newest first, each with who, role, what and when", async () => {
    const a = await clubWith("secretary");
    const b = await clubWith("secretary");
    const own = await createNews(a.club.id);
    expect((await callJson("/api/clubs/news", { cookie: a.cookie, json: article })).status).toBe(201);
    expect((await call(`/api/clubs/news/${own!.id}`, { cookie: a.cookie, method: "DELETE" })).status).toBeLessThan(300);
    expect((await callJson("/api/clubs/news", { cookie: b.cookie, json: article })).status).toBe(201);

    const { status, body } = await callJson<Page>("/api/clubs/audit", { cookie: a.adminCookie });
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.action)).toEqual(["news.delete", "news.post"]);
    expect(body.items[1]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      personId: a.person.id,
      personName: "Sofia Papadopoulou",
      actingRole: "secretary",
      action: "news.post",
      targetType: "news",
      targetId: null,
      summary: "POST /api/clubs/news",
      reason: null,
      bySupport: false,
    });

    const filtered = await callJson<Page>(`/api/clubs/audit?action=news.delete&pageSize=1`, { cookie: a.adminCookie });
    expect(filtered.body).toMatchObject({ page: 1, pageSize: 1, total: 1 });
    const byPerson = await callJson<Page>(`/api/clubs/audit?personId=${b.person.id}`, { cookie: a.adminCookie });
    expect(byPerson.body.total).toBe(0);
  });

  it("is the club admin's: a secretary gets 403, nobody signed in 401, and a bad page 400", async () => {
    const { cookie, adminCookie } = await clubWith("secretary");
    expect((await callJson("/api/clubs/audit", { cookie })).status).toBe(403);
    expect((await callJson("/api/clubs/audit")).status).toBe(401);
    expect((await callJson("/api/clubs/audit?page=0", { cookie: adminCookie })).status).toBe(400);
  });
});

describe("the federation's records", () => {
  it("name the super admin who acted, in their role, with the club in the admin's log", async () => {
    const { admin, cookie } = await signedInAdmin();
    const me = (await callJson<{ person: { id: number; firstName: string; lastName: string } }>("/api/auth/me", { cookie })).body.person;
    const club = await createClub();
    expect((await callJson(`/api/admin/clubs/${club.id}/verify`, { cookie, json: {} })).status).toBe(200);
    const [record] = await auditOf(admin.id);
    expect(record).toMatchObject({ action: "club.verify", personId: me.id, personName: `${me.firstName} ${me.lastName}`, actingRole: "super-admin", actingClubId: admin.id });

    const page = await callJson<Page>(`/api/admin/audit?personId=${me.id}`, { cookie });
    expect(page.status).toBe(200);
    expect(page.body.items[0]).toMatchObject({ action: "club.verify", personName: `${me.firstName} ${me.lastName}`, actingRole: "super-admin", clubName: admin.name });
    expect(page.body.items.every((item) => item.personId === me.id)).toBe(true);
  });

  it("while the federation impersonates a club: one record per request, naming the federation person, in the club's log too", async () => {
    const { club, adminCookie } = await clubWith("secretary");
    const { admin, cookie } = await signedInAdmin();
    const me = (await callJson<{ person: { id: number } }>("/api/auth/me", { cookie })).body.person;
    expect((await callJson("/api/admin/impersonation", { cookie, json: { clubId: club.id, reason: "Helping with the news" } })).status).toBe(201);
    expect((await callJson("/api/clubs/news", { cookie, json: article })).status).toBe(201);
    expect((await callJson("/api/admin/impersonation/stop", { cookie, json: {} })).status).toBe(200);

    // Stop is itself a request made while impersonating; the news write is one record, the request's.
    const records = await auditOf(admin.id);
    expect(records.map((record) => record.action)).toEqual(["impersonation.request", "impersonation.stop", "impersonation.request", "impersonation.start"]);
    expect(records[2]!.summary).toMatch(/^POST \/api\/clubs\/news → 201/);
    for (const record of records) expect(record).toMatchObject({ personId: me.id, actingRole: "super-admin", impersonatedClubId: club.id });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "news.post")).then((rows) => rows.filter((row) => row.actingClubId === club.id))).toEqual([]);

    const log = await callJson<Page>("/api/clubs/audit", { cookie: adminCookie });
    expect(log.body.items.map((item) => item.action)).toEqual(["impersonation.request", "impersonation.stop", "impersonation.request", "impersonation.start"]);
    expect(log.body.items[2]).toMatchObject({ personId: me.id, actingRole: "super-admin", reason: "Helping with the news", bySupport: true });
  });
});
