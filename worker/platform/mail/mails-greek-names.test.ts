import { describe, expect, it } from "vitest";
import { clubNameProposals } from "../../../schema/tables/club-names";
import { claim, mailTo, signedInAdmin, spyOnMail, type SentMail } from "../../test/back-office";
import { mailSettled } from "../../test/mail";
import { callJson, createClub, db } from "../../test/helpers";
import { disputeMail } from "../../modules/competitions/result-mail";

/**
 * Issue 21, point 6: a mail's Greek half, and its subject, name a club by its Greek name when it
 * has one; the English half keeps the Latin name.
 */
const tag = () => crypto.randomUUID().slice(0, 6);
const greekNames = () => {
  const t = tag();
  return { name: `Kerkyra Phaeacians ${t}`, nameEl: `Φαίακες Κέρκυρας ${t}` };
};
/** The English half and the Greek half of a mail written in both (split at its "—" line). */
function halves(mail: SentMail) {
  const [english = "", greek = ""] = mail.text.split("\n—\n");
  return { english, greek };
}
function expectGreekName(mail: SentMail, names: { name: string; nameEl: string }) {
  const { english, greek } = halves(mail);
  expect(english).toContain(names.name);
  expect(greek).toContain(names.nameEl);
  expect(greek).not.toContain(names.name);
  expect(mail.subject).toContain(names.nameEl);
}

describe("mails name a club by its Greek name in Greek (issue 21)", () => {
  it("the federation's approval of a new club", async () => {
    const names = greekNames();
    const club = await createClub({ ...names, status: "pending" });
    const { cookie } = await signedInAdmin();
    const sent = spyOnMail();
    expect((await callJson(`/api/admin/clubs/${club!.id}/approve`, { cookie, json: {} })).status).toBe(200);
    expectGreekName(await mailTo(sent, club!.email), names);
  });

  it("a claim approved, and a claim rejected", async () => {
    const { cookie } = await signedInAdmin();
    for (const decision of ["approve", "reject"] as const) {
      const names = greekNames();
      const club = await createClub({ ...names, isClaimed: false });
      const email = `claimant-${tag()}@example.com`;
      expect((await claim(club!.id, email)).status).toBe(201);
      const waiting = await callJson<any[]>("/api/admin/claims?status=pending", { cookie });
      const id = waiting.body.find((row) => row.email === email).id;
      await mailSettled();
      const sent = spyOnMail();
      expect((await callJson(`/api/admin/claims/${id}/${decision}`, { cookie, json: { reason: "We spoke on the phone" } })).status).toBe(200);
      expectGreekName(await mailTo(sent, email), names);
    }
  });

  it("a new name approved: the Greek half names the club's Greek names, old and new", async () => {
    const old = greekNames();
    const club = await createClub(old);
    const renamed = greekNames();
    await db().insert(clubNameProposals).values({ clubId: club!.id, ...renamed });
    const { cookie } = await signedInAdmin();
    const sent = spyOnMail();
    expect((await callJson(`/api/admin/clubs/${club!.id}/name-change/approve`, { cookie, json: {} })).status).toBe(200);
    const mail = await mailTo(sent, club!.email);
    const { greek } = halves(mail);
    expect(greek).toContain(old.nameEl);
    expect(greek).toContain(renamed.nameEl);
    expect(mail.subject).toContain(renamed.nameEl);
  });

  it("a club registered in Greek is told so with its Greek name", async () => {
    const names = greekNames();
    const email = `greek-${tag()}@example.com`;
    const sent = spyOnMail();
    const registered = await callJson("/api/clubs/register", {
      headers: { cookie: "language=el" },
      json: {
        ...names,
        email,
        password: "NewClub-2026",
        abbreviation: "ΦΚ",
        location: "Kerkyra",
        rugbyUnion: true,
        rugbyLeague: false,
        responsiblePersonName: "Eleni Nea",
        responsiblePersonEmail: `eleni-${tag()}@example.com`,
        responsiblePersonPhone: "6912345678",
      },
    });
    expect(registered.status).toBe(201);
    const mail = await mailTo(sent, email);
    expect(mail.subject).toContain(names.nameEl);
    expect(mail.text).toContain(names.nameEl);
    expect(mail.text).not.toContain(names.name);
  });

  it("a disputed result: the Greek half names both sides and the competition in Greek", () => {
    const mail = disputeMail(
      "club@example.com",
      {
        fixture: { id: 1, date: "2030-05-04" },
        competition: { nameEn: "Union Cup", nameEl: "Κύπελλο Ένωσης" },
        home: { name: "Kerkyra Phaeacians", nameEl: "Φαίακες Κέρκυρας" },
        away: { name: "Malta Knights", nameEl: null },
        entries: { home: { homeScore: 20, awayScore: 10, homeTries: 3, awayTries: 1 }, away: { homeScore: 10, awayScore: 20, homeTries: 1, awayTries: 3 } },
      },
      { match: "http://localhost/matches/1" },
    );
    const { english, greek } = halves(mail);
    expect(english).toContain("Kerkyra Phaeacians – Malta Knights");
    expect(english).toContain("Union Cup");
    expect(greek).toContain("Φαίακες Κέρκυρας – Malta Knights");
    expect(greek).toContain("Κύπελλο Ένωσης");
    expect(greek).not.toContain("Kerkyra");
    expect(mail.subject).toContain("Φαίακες Κέρκυρας");
  });
});
