/**
 * Issue 19, point 9: the mails about disputes and approvals link to where the reader acts on them
 * (absolute links to the site), and a newly registered club is told it waits for the federation's
 * approval, in its language, in text and HTML.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { mailTo, signedInAdmin, spyOnMail } from "../../test/back-office";
import { profileOf, signedInClub } from "../../test/dashboard";
import { callJson, createClub } from "../../test/helpers";
import { enter, matchDay, score } from "../../test/live";

type Sent = { to: string; subject: string; text: string; html?: string };

/** An absolute link to `path` on the site, alone on its line. */
const linkTo = (path: string) => new RegExp(`^https?://[^/\\s]+${path.replace(/[?]/g, "\\?")}$`, "m");

const registration = (tag: string) => ({
  name: `Mail Links ${tag}`,
  email: `mail-links-${tag}@example.com`,
  password: "MailLinks-2026",
  abbreviation: "ML",
  location: "Chania",
  rugbyUnion: true,
  rugbyLeague: false,
  responsiblePersonName: "Giannis Links",
  responsiblePersonEmail: `giannis-${tag}@example.com`,
  responsiblePersonPhone: "6912345678",
});
const letters = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

describe("links in the mails", { timeout: 30_000 }, () => {
  it("a dispute mail links to the match page, and the federation's to the queue where it is settled", async () => {
    const sent = spyOnMail() as Sent[];
    const day = await matchDay();
    await enter(day.fixtureId, day.home, score(15, 10, 3, 2));
    expect((await enter(day.fixtureId, day.away, score(12, 10, 2, 2))).body.state).toBe("disputed");
    const matchPage = linkTo(`/matches/${day.fixtureId}`);
    for (const to of [day.homeClub.email, day.awayClub.email, env.FEDERATION_EMAIL]) expect((await mailTo(sent, to)).text).toMatch(matchPage);
    expect((await mailTo(sent, env.FEDERATION_EMAIL)).text).toMatch(linkTo("/admin?tab=matches"));
  });

  it("a claim request's notice links to the claims queue", async () => {
    const sent = spyOnMail() as Sent[];
    const club = await createClub({ isClaimed: false });
    const claim = { fullName: "Eleni Claimant", email: "eleni-links@example.com", phoneNumber: "+30 210 555 0101", message: "", clubId: club.id, clubName: club.name };
    expect((await callJson("/api/clubs/claim", { json: claim })).status).toBe(201);
    expect((await mailTo(sent, env.FEDERATION_EMAIL)).text).toMatch(linkTo("/admin?tab=claims"));
  });

  it("a registered club is told it waits for approval, in its language, and the federation gets a link to the queue", async () => {
    for (const [language, waits] of [
      ["en", /waiting for the federation(?:'|&#39;)s approval/],
      ["el", /περιμένει την έγκριση της ομοσπονδίας/],
    ] as const) {
      const sent = spyOnMail() as Sent[];
      const tag = letters();
      const created = await callJson("/api/clubs/register", { json: registration(tag), headers: { cookie: `language=${language}` } });
      expect(created.status).toBe(201);
      const mail = (await mailTo(sent, `mail-links-${tag}@example.com`)) as Sent;
      expect(mail.text).toMatch(waits);
      expect(mail.text).toMatch(linkTo("/login"));
      expect(mail.html).toMatch(waits);
      expect(mail.html).toMatch(/<a href="https?:\/\/[^/"]+\/login">/);
      const notice = await mailTo(sent, env.FEDERATION_EMAIL);
      expect(notice.text).toContain(`Mail Links ${tag}`);
      expect(notice.text).toMatch(linkTo("/admin?tab=clubs"));
    }
  });

  it("an approved club's mail links to its dashboard", async () => {
    const sent = spyOnMail() as Sent[];
    const club = await createClub({ status: "pending" });
    const { cookie } = await signedInAdmin();
    expect((await callJson(`/api/admin/clubs/${club!.id}/approve`, { cookie, json: {} })).status).toBe(200);
    expect((await mailTo(sent, club!.email)).text).toMatch(linkTo("/dashboard"));
  });

  it("the federation's decision on a club's new name links to the club's profile, approved or not", async () => {
    const { cookie: admin } = await signedInAdmin();
    for (const decision of ["approve", "reject"] as const) {
      const sent = spyOnMail() as Sent[];
      const { club, cookie } = await signedInClub();
      const profile = profileOf(club, { name: `Renamed ${letters()}` });
      expect((await callJson("/api/clubs/profile", { method: "PATCH", json: profile, cookie })).status).toBe(200);
      const body = decision === "approve" ? {} : { reason: "Too close to another club's name" };
      expect((await callJson(`/api/admin/clubs/${club.id}/name-change/${decision}`, { cookie: admin, json: body })).status).toBe(200);
      expect((await mailTo(sent, club.email)).text, decision).toMatch(linkTo("/dashboard/profile"));
      vi.restoreAllMocks();
    }
  });
});
