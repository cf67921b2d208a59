import { describe, expect, it } from "vitest";
import { call, callJson, createClub, createMatch, createNews, createUser, signInClub, signInUser } from "../../test/helpers";

describe("/api/admin/*", () => {
  it("answers 401 without a club session, also with a player session", async () => {
    for (const path of ["/api/admin/clubs", "/api/admin/stats"]) {
      expect((await callJson(path)).status).toBe(401);
      expect((await call(path, { cookie: await signInUser(await createUser()) })).status).toBe(401);
    }
  });

  it("answers 403 with the SPEC's text for a club that is not an admin", async () => {
    const cookie = await signInClub(await createClub());
    for (const path of ["/api/admin/clubs", "/api/admin/stats"]) {
      const { status, body } = await callJson(path, { cookie });
      expect(status).toBe(403);
      expect(body).toEqual({ message: "You do not have admin privileges required to access this area.", code: "forbidden" });
    }
  });

  it("lists every club for an admin, claimed or not, without secrets", async () => {
    const adminClub = await createClub({ isAdmin: true });
    const unclaimed = await createClub({ isClaimed: false, verificationToken: "digest", verificationTokenExpiry: "2099-01-01T00:00:00.000Z" });
    const { status, body } = await callJson<any[]>("/api/admin/clubs", { cookie: await signInClub(adminClub) });
    expect(status).toBe(200);
    expect(body.map((club) => club.id)).toEqual(expect.arrayContaining([adminClub.id, unclaimed.id]));
    expect(body.find((club) => club.id === unclaimed.id)).toMatchObject({ name: unclaimed.name, email: unclaimed.email, isClaimed: false, isAdmin: false });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|verificationToken|scrypt\$/);
  });

  it("counts clubs, matches, articles and rugby codes from the database", async () => {
    const adminClub = await createClub({ isAdmin: true, rugbyUnion: true, rugbyLeague: false });
    const cookie = await signInClub(adminClub);
    const before = (await callJson("/api/admin/stats", { cookie })).body;
    expect(before).toEqual({ clubs: expect.any(Number), matches: expect.any(Number), articles: expect.any(Number), rugbyTypes: expect.any(Number) });

    const leagueClub = await createClub({ rugbyUnion: false, rugbyLeague: true });
    await createMatch(leagueClub.id);
    await createMatch(leagueClub.id);
    await createNews(leagueClub.id);
    const { status, body } = await callJson("/api/admin/stats", { cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ clubs: before.clubs + 1, matches: before.matches + 2, articles: before.articles + 1, rugbyTypes: 2 });
  });
});
