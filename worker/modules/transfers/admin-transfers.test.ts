import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { currentSeason } from "../../../schema/season";
import { persons, players } from "../../../schema/tables";
import { auditLog } from "../../../schema/tables/back-office";
import { registrations } from "../../../schema/tables/registrations";
import { spyOnMail, signedInAdmin } from "../../test/back-office";
import { mailSettled } from "../../test/mail";
import { callJson, createUser, db, signInUser } from "../../test/helpers";
import { releaseDueTransfers } from "./release-due";
import { ageTransfer, family, transferRow, transferScene } from "./test-setup";

// Each scene signs several people in (scrypt, slow on purpose).
vi.setConfig({ testTimeout: 60_000 });

const DAY = 86_400_000;
type Scene = Awaited<ReturnType<typeof transferScene>>;
const ask = async (scene: Scene) => (await callJson("/api/transfers", { cookie: scene.playerCookie, json: { toClubId: scene.to.club.id, code: "union" } })).body.id as number;
const approve = async (id: number, cookie: string) => callJson(`/api/admin/transfers/${id}/approve`, { cookie, method: "POST" });
const decline = async (id: number, cookie: string, reason: unknown = "The new club's papers are not complete.") => callJson(`/api/admin/transfers/${id}/decline`, { cookie, json: { reason } });
const registration = async (id: number) => (await db().query.registrations.findFirst({ where: eq(registrations.id, id) }))!;
const rosterEntry = async (registrationId: number) => (await db().query.players.findFirst({ where: eq(players.registrationId, registrationId) }))!;
const personClub = async (id: number) => (await db().query.persons.findFirst({ where: eq(persons.id, id) }))!.clubId;

describe("releaseDueTransfers (the cron, with the test's clock)", () => {
  it("releases open transfers once their 7 days have passed, mails the player and the new club, and does it once", async () => {
    const sent = spyOnMail();
    const scene = await transferScene();
    const id = await ask(scene);
    await mailSettled();
    sent.length = 0;
    // Six days on: still the current club's time to object.
    expect(await releaseDueTransfers(env, new Date(Date.now() + 6 * DAY))).toBe(0);
    expect((await transferRow(id)).status).toBe("open");
    const later = new Date(Date.now() + 7 * DAY + 60_000);
    expect(await releaseDueTransfers(env, later)).toBe(1);
    const row = await transferRow(id);
    expect(row.status).toBe("released");
    expect(row.releasedAt).toBe(later.toISOString());
    // Again (the next minute's run): nothing more, no second mail.
    expect(await releaseDueTransfers(env, new Date(later.getTime() + 60_000))).toBe(0);
    await mailSettled();
    expect(sent.map((mail) => mail.to).sort()).toEqual([scene.player.email, scene.to.admin.email, scene.to.secretary.email].sort());
    expect(sent.find((mail) => mail.to === scene.player.email)!.subject).toBe(`Transfer released: Petros Player to ${scene.to.club.name}`);
    expect(sent.find((mail) => mail.to === scene.to.secretary.email)!.subject).toContain("Αποδέσμευση");
    // The licence has not moved: the registrar decides.
    expect((await registration(scene.licence.id)).clubId).toBe(scene.from.club.id);
  });

  it("leaves an objected transfer to the registrar", async () => {
    spyOnMail();
    const scene = await transferScene();
    const id = await ask(scene);
    expect((await callJson(`/api/clubs/transfers/${id}/object`, { cookie: await scene.from.cookie("secretary"), json: { reason: "Unpaid membership fees." } })).status).toBe(200);
    expect(await releaseDueTransfers(env, new Date(Date.now() + 8 * DAY))).toBe(0);
    expect((await transferRow(id)).status).toBe("objected");
  });
});

describe("POST /api/admin/transfers/{id}/approve", () => {
  it("without an objection: released after 7 days, approved by the registrar; the licence, its roster entry and the player's club move; everyone is mailed", async () => {
    const sent = spyOnMail();
    const scene = await transferScene();
    const id = await ask(scene);
    const registrar = await scene.registrarCookie();
    // While the current club may still object: 409.
    const early = await approve(id, registrar);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("The current club still has time to object: decide once the 7 days have passed");
    expect(await releaseDueTransfers(env, new Date(Date.now() + 7 * DAY + 1000))).toBe(1);
    await mailSettled();
    sent.length = 0;

    const answer = await approve(id, registrar);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, status: "approved", decidedAt: expect.any(String), fromClubId: scene.from.club.id, toClubId: scene.to.club.id });
    const licence = await registration(scene.licence.id);
    expect(licence).toMatchObject({ clubId: scene.to.club.id, teamId: null, status: "licensed", licenceNumber: scene.licence.licenceNumber });
    expect(await rosterEntry(scene.licence.id)).toMatchObject({ clubId: scene.to.club.id, jerseyNumber: null });
    expect(await personClub(scene.player.id)).toBe(scene.to.club.id);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "transfer.approve"));
    expect(audit.map((row) => row.targetId)).toEqual([id]);

    await mailSettled();
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      [scene.player.email, scene.from.admin.email, scene.from.secretary.email, scene.to.admin.email, scene.to.secretary.email].sort(),
    );
    expect(sent.find((mail) => mail.to === scene.player.email)!.text).toContain(`The licence is now held with ${scene.to.club.name}.`);

    // Twice: 409, nothing moves again.
    expect((await approve(id, registrar)).status).toBe(409);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "transfer.approve"))).toHaveLength(1);
  });

  it("over an objection: the registrar may approve an objected transfer", async () => {
    spyOnMail();
    const scene = await transferScene();
    const id = await ask(scene);
    await callJson(`/api/clubs/transfers/${id}/object`, { cookie: await scene.from.cookie("secretary"), json: { reason: "Unpaid membership fees." } });
    const answer = await approve(id, await scene.registrarCookie());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "approved", objectionReason: "Unpaid membership fees." });
    expect((await transferRow(id)).releasedAt).toBeNull();
    expect((await registration(scene.licence.id)).clubId).toBe(scene.to.club.id);
  });

  it("an open transfer whose 7 days have passed before the cron ran may be approved", async () => {
    spyOnMail();
    const scene = await transferScene();
    const id = await ask(scene);
    await ageTransfer(id, new Date(Date.now() - 1000));
    expect((await approve(id, await scene.registrarCookie())).status).toBe(200);
    expect((await transferRow(id)).releasedAt).not.toBeNull();
  });

  it("a child's transfer moves the child's club too (the person's club is the club of the licence that moved last)", async () => {
    spyOnMail();
    const scene = await transferScene();
    const { child, parentCookie } = await family(scene.from.club.id);
    const created = await callJson("/api/transfers", { cookie: parentCookie, json: { toClubId: scene.to.club.id, code: "union", personId: child.id } });
    await ageTransfer(created.body.id, new Date(Date.now() - 1000));
    expect((await approve(created.body.id, await scene.registrarCookie())).status).toBe(200);
    expect(await personClub(child.id)).toBe(scene.to.club.id);
  });
});

describe("POST /api/admin/transfers/{id}/decline and the list", () => {
  it("declines with a reason (required), mailed to the player; the licence stays; a decided transfer is final", async () => {
    const sent = spyOnMail();
    const scene = await transferScene();
    const id = await ask(scene);
    const registrar = await scene.registrarCookie();
    expect((await decline(id, registrar, "")).status).toBe(400);
    const answer = await decline(id, registrar);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "declined", declineReason: "The new club's papers are not complete." });
    expect((await registration(scene.licence.id)).clubId).toBe(scene.from.club.id);
    expect(await personClub(scene.player.id)).toBe(scene.from.club.id);
    await mailSettled();
    expect(sent.find((mail) => mail.subject.startsWith("Transfer declined") && mail.to === scene.player.email)!.text).toContain("The new club's papers are not complete.");
    expect((await decline(id, registrar)).status).toBe(409);
    expect((await approve(id, registrar)).status).toBe(409);
    expect((await approve(999_999, registrar)).status).toBe(404);
  });

  it("lists every transfer for the registrar, by status", async () => {
    spyOnMail();
    const scene = await transferScene();
    const id = await ask(scene);
    const registrar = await scene.registrarCookie();
    const all = await callJson<any[]>("/api/admin/transfers", { cookie: registrar });
    expect(all.status).toBe(200);
    expect(all.body.map((row) => row.id)).toContain(id);
    expect((await callJson<any[]>("/api/admin/transfers?status=open", { cookie: registrar })).body.map((row) => row.id)).toContain(id);
    expect((await callJson<any[]>("/api/admin/transfers?status=released", { cookie: registrar })).body.map((row) => row.id)).not.toContain(id);
    expect((await callJson("/api/admin/transfers?status=maybe", { cookie: registrar })).status).toBe(400);
  });

  it("only the registrar (and a super admin) decide: 403 for the clubs' staff, 401 for a player or a stranger", async () => {
    spyOnMail();
    const scene = await transferScene();
    const id = await ask(scene);
    await ageTransfer(id, new Date(Date.now() - 1000));
    for (const side of [scene.from, scene.to]) {
      for (const who of ["secretary", "manager", "admin"] as const) {
        const cookie = await side.cookie(who);
        expect((await approve(id, cookie)).status).toBe(403);
        expect((await decline(id, cookie)).status).toBe(403);
        expect((await callJson("/api/admin/transfers", { cookie })).status).toBe(403);
      }
    }
    expect((await approve(id, scene.playerCookie)).status).toBe(401);
    expect((await approve(id, await signInUser(await createUser()))).status).toBe(401);
    expect((await approve(id, "")).status).toBe(401);
    expect((await transferRow(id)).status).toBe("open");
    const { cookie: superAdmin } = await signedInAdmin();
    expect((await approve(id, superAdmin)).status).toBe(200);
  });
});

describe("GET /api/transfers/history", () => {
  it("the clubs a player played for: from every season's licences, split where an approved transfer moved one", async () => {
    spyOnMail();
    const scene = await transferScene();
    const earlier = await db()
      .insert(registrations)
      .values({ personId: scene.player.id, clubId: scene.to.club.id, season: "2020-21", code: "union", status: "licensed", licensedAt: "2020-09-10T10:00:00.000Z" })
      .returning()
      .get();
    const id = await ask(scene);
    await ageTransfer(id, new Date(Date.now() - 1000));
    await approve(id, await scene.registrarCookie());
    const today = new Date().toISOString().slice(0, 10);
    const history = await callJson<any[]>("/api/transfers/history", { cookie: scene.playerCookie });
    expect(history.status).toBe(200);
    const season = currentSeason();
    expect(history.body).toEqual([
      { clubId: scene.to.club.id, clubName: scene.to.club.name, clubNameEl: null, code: "union", season, from: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), to: null },
      { clubId: scene.from.club.id, clubName: scene.from.club.name, clubNameEl: null, code: "union", season, from: expect.any(String), to: expect.any(String) },
      { clubId: scene.to.club.id, clubName: scene.to.club.name, clubNameEl: null, code: "union", season: "2020-21", from: "2020-09-10", to: "2021-08-31" },
    ]);
    // The move's day ends one spell and starts the next (Athens' day, which may be UTC's next).
    expect(history.body[0].from).toBe(history.body[1].to);
    expect(history.body[0].from >= today).toBe(true);
    expect(earlier.id).toBeGreaterThan(0);
  });

  it("for the person, a parent (their child's), and the registrar; 403 for anyone else", async () => {
    spyOnMail();
    const scene = await transferScene();
    const { child, parentCookie } = await family(scene.from.club.id);
    const ofChild = await callJson<any[]>(`/api/transfers/history?personId=${child.id}`, { cookie: parentCookie });
    expect(ofChild.status).toBe(200);
    expect(ofChild.body.map((row) => row.clubId)).toEqual([scene.from.club.id]);
    expect((await callJson(`/api/transfers/history?personId=${child.id}`, { cookie: await scene.registrarCookie() })).status).toBe(200);
    const refused = await callJson(`/api/transfers/history?personId=${child.id}`, { cookie: scene.playerCookie });
    expect(refused.status).toBe(403);
    expect((await callJson(`/api/transfers/history?personId=${scene.player.id}`, { cookie: await scene.from.cookie("secretary") })).status).toBe(403);
    expect((await callJson(`/api/transfers/history?personId=${child.id}`)).status).toBe(401);
    expect((await callJson("/api/transfers/history?personId=abc", { cookie: parentCookie })).status).toBe(400);
  });
});
