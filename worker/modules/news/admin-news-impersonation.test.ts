import { describe, expect, it } from "vitest";
import { auditOf, signedInAdmin } from "../../test/back-office";
import { call, callJson, createClub, createNews, signInClub } from "../../test/helpers";

describe("/api/admin/news", () => {
  it("shows every article's author club; unpublish hides it, restore brings it back, feature keeps one", async () => {
    const club = await createClub();
    const first = await createNews(club!.id);
    const second = await createNews(club!.id);
    const { admin, cookie } = await signedInAdmin();
    const list = await callJson<any[]>("/api/admin/news", { cookie });
    expect(list.body.find((row) => row.id === first!.id)).toMatchObject({ clubName: club!.name, byFederation: false, isPublished: true, isFeatured: false });

    expect((await callJson(`/api/admin/news/${first!.id}/unpublish`, { cookie, json: {} })).body.isPublished).toBe(false);
    expect((await callJson(`/api/news/${first!.id}`)).status).toBe(404);
    expect((await callJson(`/api/admin/news/${first!.id}/restore`, { cookie, json: {} })).body.isPublished).toBe(true);
    expect((await callJson(`/api/news/${first!.id}`)).status).toBe(200);

    await call(`/api/admin/news/${first!.id}/feature`, { cookie, json: {} });
    await call(`/api/admin/news/${second!.id}/feature`, { cookie, json: {} });
    const featured = (await callJson<any[]>("/api/admin/news", { cookie })).body.filter((row) => row.isFeatured);
    expect(featured.map((row) => row.id)).toEqual([second!.id]);
    expect((await auditOf(admin.id)).map((row) => row.action)).toEqual(["news.feature", "news.feature", "news.restore", "news.unpublish"]);
    expect((await callJson(`/api/admin/news/999999/unpublish`, { cookie, json: {} })).status).toBe(404);
  });

  it("marks federation news: articles the admin's own account posts", async () => {
    const { admin, cookie } = await signedInAdmin();
    const posted = await callJson("/api/clubs/news", {
      cookie,
      json: { title: "Federation notice", content: "<p>The season starts in September.</p>", category: "National Team", imageUrl: "/images/news/test.svg", slug: "" },
    });
    expect(posted.status).toBe(201);
    const row = (await callJson<any[]>("/api/admin/news", { cookie })).body.find((item) => item.id === posted.body.id);
    expect(row).toMatchObject({ clubId: admin.id, clubName: admin.name, byFederation: true, isPublished: true });
  });
});

describe("/api/admin/impersonation", () => {
  it("acts as a club with a reason, records every request with the admin, club and reason, and Stop ends it at once", async () => {
    const club = await createClub();
    const article = await createNews(club!.id, { title: "Before the edit" });
    const { admin, cookie } = await signedInAdmin();
    const missing = await callJson("/api/admin/impersonation", { cookie, json: { clubId: club!.id } });
    expect(missing.body.fields.reason).toBe("Please give a reason (at least 3 characters)");
    expect((await callJson("/api/admin/impersonation", { cookie, json: { clubId: club!.id, reason: "Help", minutes: 31 } })).status).toBe(400);

    const started = await callJson("/api/admin/impersonation", { cookie, json: { clubId: club!.id, reason: "Fixing a typo they reported" } });
    expect(started).toMatchObject({ status: 201, body: { clubId: club!.id, clubName: club!.name } });
    const minutes = (Date.parse(started.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const me = await callJson("/api/auth/me", { cookie });
    expect(me.body).toMatchObject({ id: club!.id, impersonation: { adminName: admin.name, clubName: club!.name, reason: "Fixing a typo they reported" } });
    const edit = { title: "After the edit", content: "<p>Corrected by the federation.</p>", category: "Club News", imageUrl: "/images/news/test.svg" };
    expect((await callJson(`/api/clubs/news/${article!.id}`, { method: "PATCH", cookie, json: edit })).status).toBe(200);
    // The admin area still answers as the admin while impersonating.
    expect((await callJson("/api/admin/impersonation", { cookie })).body).toMatchObject({ clubId: club!.id });

    const records = await auditOf(admin.id);
    const editRecord = records.find((row) => row.targetType === "news")!;
    expect(editRecord).toMatchObject({ action: "impersonation.request", impersonatedClubId: club!.id, reason: "Fixing a typo they reported", targetId: article!.id });
    expect(JSON.parse(editRecord.before!).title).toBe("Before the edit");
    expect(JSON.parse(editRecord.after!).title).toBe("After the edit");
    expect(records.some((row) => row.summary.startsWith("GET /api/auth/me"))).toBe(true);

    expect((await callJson("/api/admin/impersonation/stop", { cookie, json: {} })).body.stopped).toBe(1);
    expect((await callJson("/api/auth/me", { cookie })).body).toMatchObject({ id: admin.id, impersonation: null });
    expect((await auditOf(admin.id)).find((row) => row.action === "impersonation.stop")).toMatchObject({ impersonatedClubId: club!.id });
  }, 30_000);

  it("never impersonates another admin, and signing out ends it server-side", async () => {
    const other = await createClub({ isAdmin: true });
    const club = await createClub();
    const { admin, cookie } = await signedInAdmin();
    expect((await callJson("/api/admin/impersonation", { cookie, json: { clubId: other!.id, reason: "Curious" } })).status).toBe(403);
    expect((await callJson("/api/admin/impersonation", { cookie, json: { clubId: 999999, reason: "Nobody" } })).status).toBe(404);

    await call("/api/admin/impersonation", { cookie, json: { clubId: club!.id, reason: "Support call" } });
    await call("/api/auth/logout", { cookie, json: {} });
    expect((await auditOf(admin.id))[0]).toMatchObject({ action: "impersonation.stop" });
    // A fresh sign-in of the admin is the admin again.
    const again = await signInClub(admin);
    expect((await callJson("/api/auth/me", { cookie: again })).body).toMatchObject({ id: admin.id, impersonation: null });
  }, 30_000);
});
