import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../../schema/tables/back-office";
import { auditOf, mailTo, signedInAdmin, spyOnMail } from "../../test/back-office";
import { mailSettled } from "../../test/mail";
import { call, callJson, createClub, createMatch, createNews, db, signInClub } from "../../test/helpers";

const registration = (tag: string) => ({
  name: `New Club ${tag}`,
  email: `new-${tag}@example.com`,
  password: "NewClub-2026",
  abbreviation: "NC",
  location: "Patras",
  rugbyUnion: true,
  rugbyLeague: false,
  responsiblePersonName: "Dimitra New",
  responsiblePersonEmail: `dimitra-${tag}@example.com`,
  responsiblePersonPhone: "6912345678",
});

const publicIds = async (path: string) => ((await callJson<any[]>(path)).body ?? []).map((row: any) => row.id ?? row.clubId);

describe("new clubs wait for approval", () => {
  it("a registered club signs in and prepares its dashboard, but appears nowhere public until approved", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const created = await callJson("/api/clubs/register", { json: registration(tag) });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const cookie = await signInClub({ email: `new-${tag}@example.com` }, "NewClub-2026");
    const article = await callJson("/api/clubs/news", { cookie, json: { title: "Our first news", content: "<p>We are a new club in Patras.</p>", category: "Club News", imageUrl: "/images/news/test.svg" } });
    expect(article.status).toBe(201);

    expect(await publicIds("/api/clubs")).not.toContain(id);
    expect((await callJson(`/api/clubs/${id}`)).status).toBe(404);
    expect((await callJson<any[]>("/api/news/latest?limit=50")).body.map((row) => row.id)).not.toContain(article.body.id);
    expect((await callJson(`/api/news/${article.body.id}`)).status).toBe(404);

    const { admin, cookie: adminCookie } = await signedInAdmin();
    // The approval's mail (the registration's are delivered before: the outbox's queue follows the answer).
    await mailSettled();
    const sent = spyOnMail();
    const approved = await callJson(`/api/admin/clubs/${id}/approve`, { cookie: adminCookie, json: {} });
    expect(approved).toMatchObject({ status: 200, body: { status: "approved" } });
    expect(await publicIds("/api/clubs")).toContain(id);
    expect((await callJson(`/api/news/${article.body.id}`)).status).toBe(200);
    expect((await mailTo(sent, `new-${tag}@example.com`)).subject).toContain("is approved");
    expect((await auditOf(admin.id))[0]).toMatchObject({ action: "club.approve", targetId: id });
    // Approved once: approving again is a conflict.
    expect((await callJson(`/api/admin/clubs/${id}/approve`, { cookie: adminCookie, json: {} })).status).toBe(409);
    // Two scrypt sign-ins and a registration: slow on a busy machine.
  }, 30_000);

  it("a declined club is mailed the reason and stays hidden", async () => {
    const sent = spyOnMail();
    const club = await createClub({ status: "pending" });
    const { cookie } = await signedInAdmin();
    expect((await callJson(`/api/admin/clubs/${club!.id}/decline`, { cookie, json: {} })).status).toBe(400);
    expect((await callJson(`/api/admin/clubs/${club!.id}/decline`, { cookie, json: { reason: "Not affiliated with the federation" } })).body.status).toBe("declined");
    expect((await mailTo(sent, club!.email)).text).toContain("Not affiliated with the federation");
    expect(await publicIds("/api/clubs")).not.toContain(club!.id);
  });

  it("hides a pending club's fixtures and standings rows", async () => {
    const club = await createClub({ status: "pending" });
    const match = await createMatch(club!.id, { date: "2030-01-01" });
    const ids = (await callJson<any[]>("/api/matches/upcoming?limit=100")).body.map((row) => row.id);
    expect(ids).not.toContain(match!.id);
  });
});

describe("/api/admin/clubs/{id}", () => {
  it("verifies, edits public details, shows officials and last sign-in", async () => {
    const club = await createClub({ isVerified: false });
    await signInClub(club!);
    const { cookie } = await signedInAdmin();
    expect((await callJson(`/api/admin/clubs/${club!.id}/verify`, { cookie, json: {} })).body.isVerified).toBe(true);
    const detail = await callJson(`/api/admin/clubs/${club!.id}`, { cookie });
    // Issue 23: the last sign-in is the person's who signs in with the club's address (its first club admin).
    expect(detail.body.officials[0]).toMatchObject({ role: "account", email: club!.email, lastLoginAt: expect.stringMatching(/^\d{4}-/) });
    const edit = { ...detail.body, location: "Volos", description: "Edited by the federation" };
    const edited = await callJson(`/api/admin/clubs/${club!.id}`, { method: "PATCH", cookie, json: edit });
    expect(edited).toMatchObject({ status: 200, body: { location: "Volos", description: "Edited by the federation" } });
    const bad = await callJson(`/api/admin/clubs/${club!.id}`, { method: "PATCH", cookie, json: { ...edit, location: "V" } });
    expect(bad.body.fields.location).toBe("Location is required");
  });

  it("deactivates: hidden from public lists, history kept, sign-in refused and existing sessions ended; reactivates", async () => {
    const club = await createClub();
    const news = await createNews(club!.id);
    const clubCookie = await signInClub(club!);
    const { cookie } = await signedInAdmin();
    expect((await callJson(`/api/admin/clubs/${club!.id}/deactivate`, { cookie, json: {} })).body.isActive).toBe(false);
    expect(await publicIds("/api/clubs")).not.toContain(club!.id);
    expect((await callJson("/api/auth/me", { cookie: clubCookie })).status).toBe(401);
    expect((await call("/api/auth/login", { json: { email: club!.email, password: "Correct-Horse-9" } })).status).toBe(401);
    expect((await db().query.news.findFirst({ where: (row, { eq: is }) => is(row.id, news!.id) }))?.id).toBe(news!.id);

    expect((await callJson(`/api/admin/clubs/${club!.id}/reactivate`, { cookie, json: {} })).body.isActive).toBe(true);
    expect(await publicIds("/api/clubs")).toContain(club!.id);
    await signInClub(club!);
  });

  it("never deactivates the federation's own account", async () => {
    const { admin, cookie } = await signedInAdmin();
    expect((await callJson(`/api/admin/clubs/${admin.id}/deactivate`, { cookie, json: {} })).status).toBe(409);
  });
});

describe("the audit log", () => {
  it("is filterable, paged, and append-only in the database itself", async () => {
    const { admin, cookie } = await signedInAdmin();
    const club = await createClub();
    await call(`/api/admin/clubs/${club!.id}/verify`, { cookie, json: {} });
    await call(`/api/admin/clubs/${club!.id}/deactivate`, { cookie, json: {} });
    const page = await callJson(`/api/admin/audit?adminId=${admin.id}&action=club&pageSize=1`, { cookie });
    expect(page.body).toMatchObject({ page: 1, pageSize: 1, total: 2, items: [{ action: "club.deactivate", adminName: admin.name, before: { isActive: true }, after: { isActive: false } }] });
    const second = await callJson(`/api/admin/audit?adminId=${admin.id}&action=club&pageSize=1&page=2`, { cookie });
    expect(second.body.items[0].action).toBe("club.verify");
    expect((await callJson(`/api/admin/audit?page=0`, { cookie })).status).toBe(400);

    await expect(db().update(auditLog).set({ summary: "rewritten" }).where(eq(auditLog.adminClubId, admin.id))).rejects.toThrow();
    await expect(db().delete(auditLog).where(eq(auditLog.adminClubId, admin.id))).rejects.toThrow();
  });

  it("counts what waits for the admin: new claims, new academy registrations, pending clubs", async () => {
    const { cookie } = await signedInAdmin();
    const before = (await callJson("/api/admin/notifications", { cookie })).body;
    await createClub({ status: "pending" });
    const after = (await callJson("/api/admin/notifications", { cookie })).body;
    expect(after).toEqual({ ...before, pendingClubs: before.pendingClubs + 1 });
  });
});
