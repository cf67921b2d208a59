/**
 * Issue 23, point 7: impersonation is of a person, acting for one of their clubs, with the rules
 * of issue 12 (a reason, at most 30 minutes, the banner, the audit log, Stop), and never of a
 * federation person. `{ clubId }` alone still acts as that club's first club admin.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { persons } from "../../../schema/tables";
import { impersonations } from "../../../schema/tables/back-office";
import { personRoles } from "../../../schema/tables/people";
import { auditOf, signedInAdmin } from "../../test/back-office";
import { callJson, createClub, createPerson, db, signInClub } from "../../test/helpers";

const start = (cookie: string, json: Record<string, unknown>) => callJson("/api/admin/impersonation", { cookie, json: { reason: "Support call", ...json } });

describe("/api/admin/impersonation of a person", () => {
  it("acts as the chosen person for their club: the session has their roles there, the banner names them and the club, the row and the audit name both people", async () => {
    const club = await createClub();
    const scorer = await createPerson({ firstName: "Sofia", lastName: "Scorer" }, [{ role: "scorer", clubId: club!.id }]);
    const { admin, cookie } = await signedInAdmin();

    const started = await start(cookie, { personId: scorer.id, clubId: club!.id, reason: "She cannot find the live screen" });
    expect(started).toMatchObject({ status: 201, body: { clubId: club!.id, clubName: club!.name, personId: scorer.id } });

    const me = await callJson("/api/auth/me", { cookie });
    expect(me.body).toMatchObject({
      id: club!.id,
      isAdmin: false,
      person: { id: scorer.id, firstName: "Sofia" },
      clubRoles: ["scorer"],
      impersonation: { personName: "Sofia Scorer", clubName: club!.name, reason: "She cannot find the live screen" },
    });
    // What the scorer may not do, the impersonating admin may not do either.
    expect((await callJson("/api/clubs/members", { cookie })).status).toBe(403);

    const row = await db().select().from(impersonations).where(eq(impersonations.id, started.body.id)).get();
    const adminPerson = (await callJson("/api/admin/impersonation", { cookie })).body;
    expect(adminPerson).toMatchObject({ personId: scorer.id });
    expect(row).toMatchObject({ personId: scorer.id, adminPersonId: expect.any(Number) });
    const record = (await auditOf(admin.id)).find((entry) => entry.action === "impersonation.start")!;
    expect(record).toMatchObject({ impersonatedClubId: club!.id, reason: "She cannot find the live screen" });
    expect(record.summary).toContain("Sofia Scorer");
    expect(JSON.parse(record.after!)).toMatchObject({ personId: scorer.id, personName: "Sofia Scorer" });

    expect((await callJson("/api/admin/impersonation/stop", { cookie, json: {} })).body.stopped).toBe(1);
    expect((await callJson("/api/auth/me", { cookie })).body).toMatchObject({ id: admin.id, impersonation: null });
  }, 30_000);

  it("without a club, acts for the person's first club", async () => {
    const club = await createClub();
    const secretary = await createPerson({}, [{ role: "secretary", clubId: club!.id }]);
    const { cookie } = await signedInAdmin();
    expect(await start(cookie, { personId: secretary.id })).toMatchObject({ status: 201, body: { clubId: club!.id, personId: secretary.id } });
    expect((await callJson("/api/auth/me", { cookie })).body).toMatchObject({ id: club!.id, clubRoles: ["secretary"] });
  }, 30_000);

  it("with a club only (the contract of issue 12), acts as that club's first club admin", async () => {
    const club = await createClub();
    const { cookie } = await signedInAdmin();
    const started = await start(cookie, { clubId: club!.id });
    expect(started.status).toBe(201);
    const me = await callJson("/api/auth/me", { cookie });
    expect(me.body).toMatchObject({ id: club!.id, clubRoles: ["club-admin"], person: { id: started.body.personId } });
    expect(started.body.personId).toEqual(expect.any(Number));
  }, 30_000);

  it("refuses a federation person (403), a person with no role in the club, an inactive club, an unknown person, and a body naming neither", async () => {
    const club = await createClub();
    const other = await createClub();
    const inactive = await createClub({ isActive: false });
    const moderator = await createPerson({}, [{ role: "moderator", clubId: null }]);
    // A club role does not make a federation person someone support may act as.
    const both = await createPerson({}, [{ role: "secretary", clubId: club!.id }, { role: "registrar", clubId: null }]);
    const secretary = await createPerson({}, [{ role: "secretary", clubId: club!.id }, { role: "scorer", clubId: inactive!.id }]);
    const player = await createPerson({}, [{ role: "player", clubId: null }]);
    const { cookie } = await signedInAdmin();

    const federation = await start(cookie, { personId: moderator.id });
    expect(federation.status).toBe(403);
    expect(federation.body.message).toBe("A federation person cannot be impersonated");
    expect((await start(cookie, { personId: both.id, clubId: club!.id })).status).toBe(403);

    const notMember = await start(cookie, { personId: secretary.id, clubId: other!.id });
    expect(notMember.status).toBe(409);
    expect(notMember.body.message).toBe("This person holds no role in this club");
    expect((await start(cookie, { personId: player.id })).status).toBe(409);
    expect((await start(cookie, { personId: secretary.id, clubId: inactive!.id })).status).toBe(409);
    expect((await start(cookie, { personId: 999_999 })).status).toBe(404);

    const neither = await start(cookie, {});
    expect(neither.status).toBe(400);
    expect(neither.body.fields.clubId).toBe("Club is required");
    // Nothing started.
    expect((await callJson("/api/admin/impersonation", { cookie })).body).toBeNull();
  }, 30_000);

  it("a super admin never acts as another one through a club's id: the club's first admin must not be a federation person", async () => {
    const club = await createClub();
    const { cookie } = await signedInAdmin();
    // The club's admin is also a federation moderator.
    const clubAdmin = await db().select().from(persons).where(eq(persons.email, club!.email)).get();
    await db().insert(personRoles).values({ personId: clubAdmin!.id, role: "moderator", clubId: null });
    expect((await start(cookie, { clubId: club!.id })).status).toBe(403);
  }, 30_000);
});

describe("GET /api/admin/clubs/{id}/members", () => {
  it("lists the club's members for the impersonation picker; 404 for an unknown club; only for who may impersonate", async () => {
    const club = await createClub();
    const scorer = await createPerson({ firstName: "Sofia", lastName: "Scorer" }, [{ role: "scorer", clubId: club!.id }]);
    const { cookie } = await signedInAdmin();
    const members = await callJson<any[]>(`/api/admin/clubs/${club!.id}/members`, { cookie });
    expect(members.status).toBe(200);
    expect(members.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ personId: scorer.id, name: "Sofia Scorer", role: "scorer" }),
        expect.objectContaining({ email: club!.email, role: "club-admin" }),
      ]),
    );
    expect((await callJson(`/api/admin/clubs/999999/members`, { cookie })).status).toBe(404);

    const moderator = await createPerson({ isDemo: true }, [{ role: "moderator", clubId: null }]);
    const moderatorCookie = await signInClub(moderator);
    expect((await callJson(`/api/admin/clubs/${club!.id}/members`, { cookie: moderatorCookie })).status).toBe(403);
  }, 30_000);
});
