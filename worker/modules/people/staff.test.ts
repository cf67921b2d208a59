import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { persons } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import { mailTo, signedInAdmin, spyOnMail } from "../../test/back-office";
import { callJson, cookieFrom, createClub, createPerson, db, signInClub } from "../../test/helpers";

const unique = () => crypto.randomUUID().slice(0, 8);
const federationRolesOf = async (personId: number) => (await db().select({ role: personRoles.role }).from(personRoles).where(eq(personRoles.personId, personId))).map((row) => row.role);

describe("/api/admin/staff", () => {
  it("only a super admin: 401 signed out, 403 for a club admin and for the other federation roles", async () => {
    expect((await callJson("/api/admin/staff")).status).toBe(401);
    await signedInAdmin(); // the federation's own row, which federation people act for
    const clubAdmin = await signInClub(await createClub());
    expect((await callJson("/api/admin/staff", { cookie: clubAdmin })).status).toBe(403);
    for (const role of ["competitions", "registrar", "moderator"] as const) {
      const person = await createPerson({ isDemo: true }, [{ role }]);
      const cookie = await signInClub(person);
      expect((await callJson("/api/admin/staff", { cookie })).status).toBe(403);
      expect((await callJson("/api/admin/staff/invitations", { cookie, json: { email: "x@example.com", role: "moderator" } })).status).toBe(403);
    }
  });

  it("a super admin invites a registrar: 201 { id, expiresAt }; the mail links to /invitations/…, names the federation, and the new person accepts through it", async () => {
    const sent = spyOnMail();
    const { cookie } = await signedInAdmin();
    const email = `registrar-${unique()}@example.com`;
    const answer = await callJson("/api/admin/staff/invitations", { cookie, json: { email, role: "registrar" }, headers: { "accept-language": "el" } });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(["expiresAt", "id"]);
    const mail = await mailTo(sent, email);
    expect(mail.text).toContain("Ελληνική Ομοσπονδία Ράγκμπι");
    expect(mail.text).toContain("υπεύθυνος μητρώου");
    const token = mail.text.match(/http:\/\/localhost\/invitations\/([A-Za-z0-9_-]+)/)![1]!;
    expect((await callJson(`/api/invitations/${token}`)).body).toMatchObject({ role: "registrar", club: null });

    const accepted = await callJson(`/api/invitations/${token}/accept`, { json: { firstName: "Rena", lastName: "Registrar", password: "Registrar-2026" } });
    expect(accepted.status).toBe(200);
    const person = (await db().query.persons.findFirst({ where: eq(persons.email, email) }))!;
    expect(await federationRolesOf(person.id)).toEqual(["registrar"]);
    expect((await callJson<any[]>("/api/admin/staff", { cookie })).body).toContainEqual(expect.objectContaining({ personId: person.id, role: "registrar", name: "Rena Registrar", email }));
    // Not a demo account: no federation action before a second step is set up.
    const session = cookieFrom(accepted.response, "rh_club")!;
    const refused = await callJson("/api/admin/claims", { cookie: session });
    expect(refused).toMatchObject({ status: 403, body: { code: "second_step_enrolment_required" } });
  });

  it("409 when the address already holds that federation role", async () => {
    spyOnMail();
    const { cookie } = await signedInAdmin();
    const moderator = await createPerson({}, [{ role: "moderator" }]);
    expect((await callJson("/api/admin/staff/invitations", { cookie, json: { email: moderator.email, role: "moderator" } })).status).toBe(409);
    expect((await callJson("/api/admin/staff/invitations", { cookie, json: { email: moderator.email, role: "club-admin" } })).status).toBe(400);
  });

  it("changes and removes federation roles; the last super admin can be neither removed nor demoted (409)", async () => {
    const { admin, cookie } = await signedInAdmin();
    const moderator = await createPerson({}, [{ role: "moderator" }]);
    expect((await callJson(`/api/admin/staff/${moderator.id}`, { cookie, method: "PATCH", json: { role: "competitions" } })).status).toBe(200);
    expect(await federationRolesOf(moderator.id)).toEqual(["competitions"]);
    expect((await callJson(`/api/admin/staff/${moderator.id}`, { cookie, method: "DELETE" })).status).toBe(204);
    expect(await federationRolesOf(moderator.id)).toEqual([]);

    // Every super admin but one removed: that one stays.
    const last = (await db().query.persons.findFirst({ where: eq(persons.email, admin.email) }))!.id;
    const supers = (await callJson<any[]>("/api/admin/staff", { cookie })).body.filter((row) => row.role === "super-admin" && row.personId !== last);
    for (const row of supers) await db().delete(personRoles).where(eq(personRoles.personId, row.personId));
    const removed = await callJson(`/api/admin/staff/${last}`, { cookie, method: "DELETE" });
    expect(removed).toMatchObject({ status: 409, body: { message: "The federation must keep at least one super admin." } });
    expect((await callJson(`/api/admin/staff/${last}`, { cookie, method: "PATCH", json: { role: "moderator" } })).status).toBe(409);
    expect(await federationRolesOf(last)).toContain("super-admin");
  });
});
