import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clubs } from "../../../schema/tables";
import { teams } from "../../../schema/tables/competitions";
import { auditOf, signedInAdmin } from "../../test/back-office";
import { clubRow, profileOf, signedInClub } from "../../test/dashboard";
import { callJson, createClub, createStanding, db } from "../../test/helpers";

const TAKEN = "Another club already has this name (names are compared without case, accents or alphabet)";
const TAKEN_EL = "Υπάρχει ήδη σύλλογος με αυτό το όνομα (τα ονόματα συγκρίνονται χωρίς πεζά/κεφαλαία, τόνους ή αλφάβητο)";

const tagOf = () => crypto.randomUUID().slice(0, 8);

const registration = (overrides: Record<string, unknown> = {}) => {
  const tag = tagOf();
  return {
    name: `Registering Club ${tag}`,
    email: `names-${tag}@example.com`,
    password: "Str0ng-pass",
    abbreviation: "RC",
    location: "Volos",
    rugbyUnion: true,
    rugbyLeague: false,
    responsiblePersonName: "Eleni Papadopoulou",
    responsiblePersonEmail: `eleni-${tag}@example.com`,
    responsiblePersonPhone: "+30 210 000 0000",
    ...overrides,
  };
};

const clubsNamed = (email: string) => db().select().from(clubs).where(eq(clubs.email, email));

describe("club names are unique (without case, accents or alphabet)", () => {
  it("refuses a registration with another club's name, in any spelling or either language, with 409 under the field", async () => {
    const first = await createClub({ name: `Athens Owls ${tagOf()} Rugby Club`, nameEl: `Κουκουβάγιες Λάρισας ${tagOf()}` });
    const spellings = [first!.name, first!.name.toUpperCase(), first!.name.replace(/ /g, "  ").replace("Owls", "Owls-"), first!.nameEl!];
    for (const name of spellings) {
      const input = registration({ name });
      const answer = await callJson("/api/clubs/register", { json: input });
      expect(answer, name).toMatchObject({ status: 409, body: { code: "conflict", message: TAKEN, fields: { name: TAKEN } } });
      expect(await clubsNamed(input.email)).toHaveLength(0);
    }
    // A Greek name that is another club's Latin one, in Greek letters: under the Greek field.
    const greek = await callJson("/api/clubs/register", { json: registration({ nameEl: "ΑΘΗΝΑ ΡΑΓΚΜΠΙ" }) });
    expect(greek.status).toBe(201);
    const greekClash = await callJson("/api/clubs/register", { json: registration({ nameEl: "Athína Rágkmpi" }) });
    expect(greekClash).toMatchObject({ status: 409, body: { fields: { nameEl: TAKEN } } });
    // In Greek when asked.
    const inGreek = await callJson("/api/clubs/register", { json: registration({ name: first!.name }), headers: { "accept-language": "el" } });
    expect(inGreek.body.fields).toEqual({ name: TAKEN_EL });
  });

  it("refuses another club's name written with letters that only look the same (Cyrillic, full-width, a Greek capital in a Latin word)", async () => {
    const first = await createClub({ name: `Athens Owls Rugby Club ${tagOf().replace(/\d/g, "x")}` });
    const lookAlikes = [
      first!.name.replace("A", "\u0410").replace("e", "\u0435"),
      first!.name.replace("Owls", "\uFF2F\uFF57\uFF4C\uFF53"),
      first!.name.replace("Rugby", "Rug\u0392y").replace("Club", "\u0421lub"),
    ];
    for (const name of lookAlikes) {
      const input = registration({ name });
      const answer = await callJson("/api/clubs/register", { json: input });
      expect(answer, name).toMatchObject({ status: 409, body: { code: "conflict", fields: { name: TAKEN } } });
      expect(await clubsNamed(input.email)).toHaveLength(0);
    }
  });

  it("of two registrations with one name at the same moment, one is created and the other gets 409", async () => {
    const name = `Racing Name ${tagOf()}`;
    const answers = await Promise.all([callJson("/api/clubs/register", { json: registration({ name }) }), callJson("/api/clubs/register", { json: registration({ name: name.toUpperCase() }) })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it("the spoof: an approved club renaming itself is not listed at once, and cannot take a name already used", async () => {
    const owls = await createClub({ name: `Athens Owls Rugby Club ${tagOf()}` });
    const { club, cookie } = await signedInClub();
    // Club 1's name, in another case: refused at once.
    const spoof = await callJson("/api/clubs/profile", { method: "PATCH", json: profileOf(club, { name: owls!.name.toLowerCase() }), cookie });
    expect(spoof).toMatchObject({ status: 409, body: { fields: { name: TAKEN } } });
    expect((await clubRow(club.id)).name).toBe(club.name);

    // A free name is a proposal: the club and every public list keep the current name.
    const newName = `Renamed Club ${tagOf()}`;
    const proposed = await callJson("/api/clubs/profile", { method: "PATCH", json: profileOf(club, { name: newName }), cookie });
    expect(proposed).toMatchObject({ status: 200, body: { name: club.name } });
    expect((await clubRow(club.id)).name).toBe(club.name);
    expect((await callJson(`/api/clubs/${club.id}`)).body.name).toBe(club.name);
    expect((await callJson<any[]>("/api/clubs")).body.map((row) => row.name)).not.toContain(newName);
    expect((await callJson("/api/clubs/profile/name-change", { cookie })).body).toMatchObject({ name: newName });
    // Meanwhile nobody can register the proposed name?  It is not the club's yet: names are held once approved.
  });

  it("the federation approves a proposed name: the club is renamed, its teams named as it too, and it is audited", async () => {
    const { club, cookie } = await signedInClub();
    await createStanding({ teamName: club.name, clubId: club.id, season: "2031-32" });
    const newName = `Approved Name ${tagOf()}`;
    await callJson("/api/clubs/profile", { method: "PATCH", json: profileOf(club, { name: newName, nameEl: "Εγκεκριμένο Όνομα" }), cookie });

    const { admin, cookie: adminCookie } = await signedInAdmin();
    const waiting = await callJson<any[]>("/api/admin/clubs/name-changes", { cookie: adminCookie });
    expect(waiting.body.find((row) => row.clubId === club.id)).toMatchObject({ currentName: club.name, name: newName, nameEl: "Εγκεκριμένο Όνομα" });

    const approved = await callJson(`/api/admin/clubs/${club.id}/name-change/approve`, { cookie: adminCookie, json: {} });
    expect(approved).toMatchObject({ status: 200, body: { name: newName, nameEl: "Εγκεκριμένο Όνομα" } });
    expect((await callJson(`/api/clubs/${club.id}`)).body.name).toBe(newName);
    expect((await callJson("/api/clubs/profile/name-change", { cookie })).body).toBeNull();
    // Its team named as the club (issue 22), which its typed row names, follows.
    const named = await db().select().from(teams).where(eq(teams.clubId, club.id));
    expect(named.map((team) => team.nameEn)).toContain(newName);
    expect(named.map((team) => team.nameEn)).not.toContain(club.name);
    expect((await auditOf(admin.id))[0]).toMatchObject({ action: "club.rename.approve", targetId: club.id });
    // The old name is free again, the new one is held.
    expect((await callJson("/api/clubs/register", { json: registration({ name: club.name }) })).status).toBe(201);
    expect((await callJson("/api/clubs/register", { json: registration({ name: newName }) })).status).toBe(409);
    // Decided: nothing waits any more.
    expect((await callJson(`/api/admin/clubs/${club.id}/name-change/approve`, { cookie: adminCookie, json: {} })).status).toBe(404);
  });

  it("approval is refused with 409 when another club took the name meanwhile, and nothing changes", async () => {
    const { club, cookie } = await signedInClub();
    const newName = `Contested Name ${tagOf()}`;
    await callJson("/api/clubs/profile", { method: "PATCH", json: profileOf(club, { name: newName }), cookie });
    expect((await callJson("/api/clubs/register", { json: registration({ name: newName }) })).status).toBe(201);
    const { cookie: adminCookie } = await signedInAdmin();
    const refused = await callJson(`/api/admin/clubs/${club.id}/name-change/approve`, { cookie: adminCookie, json: {} });
    expect(refused).toMatchObject({ status: 409, body: { fields: { name: TAKEN } } });
    expect((await clubRow(club.id)).name).toBe(club.name);
  });

  it("the federation can reject a proposed name with a reason; the club keeps its name", async () => {
    const { club, cookie } = await signedInClub();
    await callJson("/api/clubs/profile", { method: "PATCH", json: profileOf(club, { name: `Rejected Name ${tagOf()}` }), cookie });
    const { admin, cookie: adminCookie } = await signedInAdmin();
    expect((await callJson(`/api/admin/clubs/${club.id}/name-change/reject`, { cookie: adminCookie, json: {} })).status).toBe(400);
    expect((await callJson(`/api/admin/clubs/${club.id}/name-change/reject`, { cookie: adminCookie, json: { reason: "Not the club's registered name" } })).status).toBe(200);
    expect((await clubRow(club.id)).name).toBe(club.name);
    expect((await callJson("/api/clubs/profile/name-change", { cookie })).body).toBeNull();
    expect((await auditOf(admin.id))[0]).toMatchObject({ action: "club.rename.reject", targetId: club.id });
  });

  it("a club not yet approved renames itself at once, by the same rule", async () => {
    const other = await createClub({ name: `Other Club ${tagOf()}` });
    const { club, cookie } = await signedInClub({ status: "pending" });
    expect((await callJson("/api/clubs/profile", { method: "PATCH", json: profileOf(club, { name: other!.name }), cookie })).status).toBe(409);
    const newName = `Pending Renamed ${tagOf()}`;
    expect((await callJson("/api/clubs/profile", { method: "PATCH", json: profileOf(club, { name: newName }), cookie })).body.name).toBe(newName);
  });

  it("the admin's edit of a club keeps names unique too", async () => {
    const other = await createClub({ name: `Taken By Other ${tagOf()}`, nameEl: "Κατειλημμένο Όνομα" });
    const club = (await createClub())!;
    const { cookie } = await signedInAdmin();
    const clash = await callJson(`/api/admin/clubs/${club.id}`, { method: "PATCH", json: profileOf(club, { name: "Katileimmeno Onoma" }), cookie });
    expect(clash).toMatchObject({ status: 409, body: { fields: { name: TAKEN } } });
    const clashEl = await callJson(`/api/admin/clubs/${club.id}`, { method: "PATCH", json: profileOf(club, { name: club.name, nameEl: other!.name }), cookie });
    expect(clashEl).toMatchObject({ status: 409, body: { fields: { nameEl: TAKEN } } });
    // Its own names, as they are, are no clash.
    expect((await callJson(`/api/admin/clubs/${club.id}`, { method: "PATCH", json: profileOf(club, { name: club.name }), cookie })).status).toBe(200);
  });
});
