/**
 * Issue 21, point 6: every answer a screen names a club from carries the club's Greek name too, so
 * a Greek interface shows it: the impersonation banner, a claim link's page, the admin's claims,
 * moderated news and standing proposals, a competition's teams and its points adjustments (null where
 * there is none, so the screen can mark a Latin-only name as English).
 */
import { describe, expect, it } from "vitest";
import { claim, claimLinkIn, mailTo, signedInAdmin, spyOnMail } from "../../test/back-office";
import { adminCookie, addGuest, createCompetition, freshSeason } from "../../test/competitions";
import { signedInClub } from "../../test/dashboard";
import { call, callJson, createClub, createNews } from "../../test/helpers";

const uniqueGreek = () => `Γεράκια ${crypto.randomUUID().slice(0, 6)}`;

describe("answers that name a club carry its Greek name (issue 21)", () => {
  it("the impersonation banner of GET /api/auth/me", async () => {
    const nameEl = uniqueGreek();
    const club = await createClub({ nameEl });
    const { cookie } = await signedInAdmin();
    expect((await callJson("/api/admin/impersonation", { cookie, json: { clubId: club!.id, reason: "Checking the Greek name" } })).status).toBe(201);
    const me = await callJson("/api/auth/me", { cookie });
    expect(me.body.impersonation).toMatchObject({ clubName: club!.name, clubNameEl: nameEl });
  });

  it("a claim link's club, and the claim in the admin's inbox", async () => {
    const sent = spyOnMail();
    const nameEl = uniqueGreek();
    const club = await createClub({ nameEl, isClaimed: false });
    const email = `claimant-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await claim(club!.id, email)).status).toBe(201);
    const { cookie } = await signedInAdmin();
    const inbox = (await callJson<any[]>("/api/admin/claims", { cookie })).body.find((row) => row.email === email);
    expect(inbox).toMatchObject({ clubId: club!.id, clubNameEl: nameEl });

    expect((await call(`/api/admin/claims/${inbox.id}/approve`, { cookie, json: {} })).status).toBe(200);
    const token = claimLinkIn(await mailTo(sent, email));
    const link = await callJson(`/api/claims/${token}`);
    expect(link).toMatchObject({ status: 200, body: { clubId: club!.id, clubName: club!.name, clubNameEl: nameEl } });
  });

  it("an article's author club in the moderator's list", async () => {
    const nameEl = uniqueGreek();
    const club = await createClub({ nameEl });
    const article = await createNews(club!.id);
    const { cookie } = await signedInAdmin();
    const row = (await callJson<any[]>("/api/admin/news", { cookie })).body.find((item) => item.id === article!.id);
    expect(row).toMatchObject({ clubName: club!.name, clubNameEl: nameEl });
  });

  it("a club's proposed row for a manual table", async () => {
    const admin = await adminCookie();
    const season = freshSeason();
    await createCompetition(admin, { season, kind: "manual", featured: true });
    const nameEl = uniqueGreek();
    const { club, cookie } = await signedInClub({ nameEl });
    const row = { rugbyType: "union", season, played: 1, won: 1, drawn: 0, lost: 0, pointsFor: 20, pointsAgainst: 10, points: 4 };
    expect((await callJson("/api/clubs/standings", { cookie, json: row })).status).toBe(201);
    const waiting = (await callJson<any[]>("/api/admin/standing-proposals", { cookie: admin })).body.find((proposal) => proposal.clubId === club.id);
    expect(waiting).toMatchObject({ clubName: club.name, clubNameEl: nameEl });
  });

  it("a competition's teams: a member club's Greek name, null for a name with no Greek version", async () => {
    const admin = await adminCookie();
    const competition = await createCompetition(admin);
    const nameEl = uniqueGreek();
    const greekClub = await createClub({ nameEl });
    const latinOnly = await createClub({ nameEl: null });
    for (const club of [greekClub!, latinOnly!]) {
      expect((await callJson(`/api/admin/competitions/${competition.id}/entrants`, { cookie: admin, json: { clubId: club.id } })).status).toBe(201);
    }
    await addGuest(admin, competition.id, "Visitors XV");
    const expected = [
      { clubId: greekClub!.id, name: greekClub!.name, nameEl },
      { clubId: latinOnly!.id, name: latinOnly!.name, nameEl: null },
      { clubId: null, name: "Visitors XV", nameEl: null },
    ];
    const detail = await callJson(`/api/admin/competitions/${competition.id}`, { cookie: admin });
    expect(detail.body.entrants).toMatchObject(expected);
    const published = await callJson(`/api/competitions/${competition.slug}`);
    expect(published.body.entrants).toMatchObject(expected);

    // A points adjustment names its team the same way, in the admin's answer and the public table.
    const [greekEntrant, latinEntrant] = detail.body.entrants;
    for (const entrant of [greekEntrant, latinEntrant]) {
      const adjusted = await callJson(`/api/admin/competitions/${competition.id}/adjustments`, {
        cookie: admin,
        json: { entrantId: entrant.id, points: -2, reasonEn: "Late registration", reasonEl: "Καθυστερημένη εγγραφή" },
      });
      expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
      expect(adjusted.body).toMatchObject({ teamName: entrant.name, teamNameEl: entrant.nameEl });
    }
    const table = await callJson(`/api/competitions/${competition.slug}/table`);
    expect(table.body.adjustments).toMatchObject([
      { teamName: greekClub!.name, teamNameEl: nameEl },
      { teamName: latinOnly!.name, teamNameEl: null },
    ]);
  });
});
