import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clubs } from "../../../schema/tables";
import { auditLog } from "../../../schema/tables/back-office";
import { invitations, personRoles } from "../../../schema/tables/people";
import { mailTo, spyOnMail } from "../../test/back-office";
import { callJson, createClub, createPerson, createTeam, createUser, db, signInClub, signInUser } from "../../test/helpers";
import { clubMembersOf } from "./members-queries";

const clubAdminOf = async () => {
  const club = await createClub();
  return { club, cookie: await signInClub(club) };
};
const rolesIn = (personId: number, clubId: number) =>
  db().select({ role: personRoles.role, teamId: personRoles.teamId }).from(personRoles).where(and(eq(personRoles.personId, personId), eq(personRoles.clubId, clubId)));
const unique = () => crypto.randomUUID().slice(0, 8);

describe("GET /api/clubs/members", () => {
  it("lists one row per club role held in the acting club: person, name, email, role, since", async () => {
    const { club, cookie } = await clubAdminOf();
    const other = await createClub();
    const scorer = await createPerson({ firstName: "Sofia", lastName: "Scorer" }, [{ role: "scorer", clubId: club.id }, { role: "secretary", clubId: club.id }, { role: "scorer", clubId: other.id }]);
    const { status, body } = await callJson<any[]>("/api/clubs/members", { cookie });
    expect(status).toBe(200);
    expect(body.map((row) => row.email).filter((email) => email === scorer.email)).toHaveLength(2);
    expect(body.find((row) => row.personId === scorer.id && row.role === "scorer")).toEqual({
      personId: scorer.id,
      name: "Sofia Scorer",
      email: scorer.email,
      role: "scorer",
      teamId: null,
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.some((row) => row.email === club.email && row.role === "club-admin")).toBe(true);
    // The other club's list has its own admin and the scorer, not this club's secretary role.
    expect((await clubMembersOf(db(), other.id)).map((row) => row.role).sort()).toEqual(["club-admin", "scorer"]);
  });

  it("is for club admins only: 401 signed out, 401 with a player cookie, 403 for a secretary or scorer", async () => {
    const { club } = await clubAdminOf();
    expect((await callJson("/api/clubs/members")).status).toBe(401);
    const player = await createUser();
    expect((await callJson("/api/clubs/members", { cookie: await signInUser(player) })).status).toBe(401);
    for (const role of ["secretary", "scorer", "team-manager"] as const) {
      const person = await createPerson({}, [{ role, clubId: club.id }]);
      const cookie = await signInClub(person);
      const answer = await callJson("/api/clubs/members", { cookie });
      expect(answer.status).toBe(403);
      expect((await callJson("/api/clubs/members/invitations", { cookie, json: { email: "x@example.com", role: "scorer" } })).status).toBe(403);
    }
  });

  it("a club admin of another club sees only their own club's members, never this one's", async () => {
    const { club } = await clubAdminOf();
    const member = await createPerson({}, [{ role: "secretary", clubId: club.id }]);
    const { club: otherClub, cookie } = await clubAdminOf();
    const { body } = await callJson<any[]>("/api/clubs/members", { cookie });
    expect(body.some((row) => row.personId === member.id)).toBe(false);
    // Nor can they change or remove this club's member.
    expect((await callJson(`/api/clubs/members/${member.id}`, { cookie, method: "DELETE" })).status).toBe(404);
    expect((await callJson(`/api/clubs/members/${member.id}`, { cookie, method: "PATCH", json: { role: "scorer" } })).status).toBe(404);
    expect(await rolesIn(member.id, club.id)).toEqual([{ role: "secretary", teamId: null }]);
    expect(otherClub.id).not.toBe(club.id);
  });
});

describe("POST /api/clubs/members/invitations", () => {
  it("answers 201 { id, expiresAt } in 7 days, stores only the token's hash, and mails the link in the inviter's language", async () => {
    const sent = spyOnMail();
    const { club, cookie } = await clubAdminOf();
    await db().update(clubs).set({ nameEl: "Αετοί Αθηνών" }).where(eq(clubs.id, club.id));
    const email = `new-${unique()}@example.com`;
    const answer = await callJson("/api/clubs/members/invitations", { cookie, json: { email, role: "scorer" }, headers: { "accept-language": "el" } });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(["expiresAt", "id"]);
    const days = (Date.parse(answer.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await mailTo(sent, email);
    expect(mail.subject).toContain("Αετοί Αθηνών");
    expect(mail.text).toContain("σημειωτής αγώνων");
    expect(mail.text).not.toContain("Hello");
    const token = mail.text.match(/http:\/\/localhost\/invitations\/([A-Za-z0-9_-]+)/)![1]!;
    const row = await db().query.invitations.findFirst({ where: eq(invitations.id, answer.body.id) });
    expect(row).toMatchObject({ email, role: "scorer", clubId: club.id, language: "el" });
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("writes an English mail for an English inviter, naming the club's Latin name and the role in words", async () => {
    const sent = spyOnMail();
    const { club, cookie } = await clubAdminOf();
    const email = `en-${unique()}@example.com`;
    expect((await callJson("/api/clubs/members/invitations", { cookie, json: { email, role: "team-manager" }, headers: { "accept-language": "en" } })).status).toBe(201);
    const mail = await mailTo(sent, email);
    expect(mail.text).toContain(`as team manager for ${club.name}`);
    expect(mail.text).toContain("7 days");
    // The address it was sent to, so whoever reads it knows which account to accept with.
    expect(mail.text).toContain(`The invitation is for the address ${email}.`);
  });

  it("409 when the address already holds that role in this club; another role or another club is fine", async () => {
    spyOnMail();
    const { club, cookie } = await clubAdminOf();
    const person = await createPerson({}, [{ role: "secretary", clubId: club.id }]);
    const again = await callJson("/api/clubs/members/invitations", { cookie, json: { email: person.email, role: "secretary" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This person already holds this role");
    expect((await callJson("/api/clubs/members/invitations", { cookie, json: { email: person.email, role: "scorer" } })).status).toBe(201);
    const elsewhere = await clubAdminOf();
    expect((await callJson("/api/clubs/members/invitations", { cookie: elsewhere.cookie, json: { email: person.email, role: "secretary" } })).status).toBe(201);
  });

  it("a new invitation to the same address and role replaces the open one", async () => {
    spyOnMail();
    const { cookie } = await clubAdminOf();
    const email = `twice-${unique()}@example.com`;
    const first = await callJson("/api/clubs/members/invitations", { cookie, json: { email, role: "scorer" } });
    const second = await callJson("/api/clubs/members/invitations", { cookie, json: { email, role: "scorer" } });
    expect(second.status).toBe(201);
    const rows = await db().select().from(invitations).where(eq(invitations.email, email));
    expect(rows.find((row) => row.id === first.body.id)!.revokedAt).not.toBeNull();
    expect(rows.find((row) => row.id === second.body.id)!.revokedAt).toBeNull();
    const open = await callJson<any[]>("/api/clubs/members/invitations", { cookie });
    expect(open.body.filter((row) => row.email === email).map((row) => row.id)).toEqual([second.body.id]);
  });

  it("a team must be one of the club's own teams (400 otherwise); bad role and address: 400 with fields", async () => {
    spyOnMail();
    const { club, cookie } = await clubAdminOf();
    const other = await createClub();
    const ownTeam = await createTeam(club.id);
    const foreign = await createTeam(other.id);
    const email = `team-${unique()}@example.com`;
    const refused = await callJson("/api/clubs/members/invitations", { cookie, json: { email, role: "scorer", teamId: foreign.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.teamId).toBe("Choose one of the club's teams");
    const ok = await callJson("/api/clubs/members/invitations", { cookie, json: { email, role: "scorer", teamId: ownTeam.id } });
    expect(ok.status).toBe(201);
    expect((await db().query.invitations.findFirst({ where: eq(invitations.id, ok.body.id) }))!.teamId).toBe(ownTeam.id);
    const bad = await callJson("/api/clubs/members/invitations", { cookie, json: { email: "not-an-address", role: "coach" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["email", "role"]);
  });

  it("revoking an open invitation: 204, then it is gone from the list and its link answers 410; another club's: 404", async () => {
    const sent = spyOnMail();
    const { cookie } = await clubAdminOf();
    const email = `revoke-${unique()}@example.com`;
    const { body } = await callJson("/api/clubs/members/invitations", { cookie, json: { email, role: "secretary" } });
    const token = (await mailTo(sent, email)).text.match(/\/invitations\/([A-Za-z0-9_-]+)/)![1]!;
    const stranger = await clubAdminOf();
    expect((await callJson(`/api/clubs/members/invitations/${body.id}`, { cookie: stranger.cookie, method: "DELETE" })).status).toBe(404);
    expect((await callJson(`/api/clubs/members/invitations/${body.id}`, { cookie, method: "DELETE" })).status).toBe(204);
    expect((await callJson<any[]>("/api/clubs/members/invitations", { cookie })).body.some((row) => row.id === body.id)).toBe(false);
    expect((await callJson(`/api/invitations/${token}`)).status).toBe(410);
    expect((await callJson(`/api/clubs/members/invitations/${body.id}`, { cookie, method: "DELETE" })).status).toBe(404);
  });
});

describe("PATCH and DELETE /api/clubs/members/{personId}", () => {
  it("changes a member's role (with a team), and audits it with the person who did it", async () => {
    const { club, cookie } = await clubAdminOf();
    const team = await createTeam(club.id);
    const member = await createPerson({}, [{ role: "secretary", clubId: club.id }]);
    const answer = await callJson(`/api/clubs/members/${member.id}`, { cookie, method: "PATCH", json: { role: "team-manager", teamId: team.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.members).toEqual([expect.objectContaining({ personId: member.id, role: "team-manager", teamId: team.id })]);
    expect(await rolesIn(member.id, club.id)).toEqual([{ role: "team-manager", teamId: team.id }]);
    const [record] = await db().select().from(auditLog).where(and(eq(auditLog.action, "member.role"), eq(auditLog.targetId, member.id)));
    expect(record).toMatchObject({ actingClubId: club.id, personName: "Maria Test" });
  });

  it("the last club admin can be neither removed nor demoted: 409 with why; with a second admin both work", async () => {
    const { club, cookie } = await clubAdminOf();
    const [me] = (await clubMembersOf(db(), club.id)).filter((row) => row.role === "club-admin");
    const removed = await callJson(`/api/clubs/members/${me!.personId}`, { cookie, method: "DELETE" });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe("A club must keep at least one club admin. Make someone else club admin first.");
    const greek = await callJson(`/api/clubs/members/${me!.personId}`, { cookie, method: "DELETE", headers: { "accept-language": "el" } });
    expect(greek.body.message).not.toBe(removed.body.message);
    expect((await callJson(`/api/clubs/members/${me!.personId}`, { cookie, method: "PATCH", json: { role: "secretary" } })).status).toBe(409);
    expect(await rolesIn(me!.personId, club.id)).toEqual([{ role: "club-admin", teamId: null }]);

    const second = await createPerson({}, [{ role: "club-admin", clubId: club.id }]);
    expect((await callJson(`/api/clubs/members/${second.id}`, { cookie, method: "PATCH", json: { role: "secretary" } })).status).toBe(200);
    expect((await callJson(`/api/clubs/members/${me!.personId}`, { cookie, method: "DELETE" })).status).toBe(409);
    await db().insert(personRoles).values({ personId: second.id, role: "club-admin", clubId: club.id });
    expect((await callJson(`/api/clubs/members/${second.id}`, { cookie, method: "DELETE" })).status).toBe(204);
    expect(await rolesIn(second.id, club.id)).toEqual([]);
  });

  it("a removed person's open session loses access on its very next request", async () => {
    const { club, cookie } = await clubAdminOf();
    const scorer = await createPerson({}, [{ role: "scorer", clubId: club.id }]);
    const scorerCookie = await signInClub(scorer);
    expect((await callJson("/api/auth/me", { cookie: scorerCookie })).status).toBe(200);
    expect((await callJson(`/api/clubs/members/${scorer.id}`, { cookie, method: "DELETE" })).status).toBe(204);
    expect((await callJson("/api/auth/me", { cookie: scorerCookie })).status).toBe(401);
    expect((await callJson("/api/clubs/players", { cookie: scorerCookie })).status).toBe(401);
  });

  it("a demoted club admin loses the members screen on their next request", async () => {
    const { club, cookie } = await clubAdminOf();
    const other = await createPerson({}, [{ role: "club-admin", clubId: club.id }]);
    const otherCookie = await signInClub(other);
    expect((await callJson("/api/clubs/members", { cookie: otherCookie })).status).toBe(200);
    expect((await callJson(`/api/clubs/members/${other.id}`, { cookie, method: "PATCH", json: { role: "scorer" } })).status).toBe(200);
    expect((await callJson("/api/clubs/members", { cookie: otherCookie })).status).toBe(403);
  });

  it("404 for a person who is no member here, 400 for an id that is no number", async () => {
    const { cookie } = await clubAdminOf();
    const stranger = await createPerson();
    expect((await callJson(`/api/clubs/members/${stranger.id}`, { cookie, method: "DELETE" })).status).toBe(404);
    expect((await callJson("/api/clubs/members/abc", { cookie, method: "DELETE" })).status).toBe(400);
  });
});
