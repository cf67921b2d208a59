import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { currentSeason } from "../../../schema/season";
import { transfers } from "../../../schema/tables/registrations";
import { mailTo, spyOnMail } from "../../test/back-office";
import { callJson, createClub, createUser, db, signInUser } from "../../test/helpers";
import { family, license, transferRow, transferScene } from "./test-setup";

// Each scene signs several people in (scrypt, slow on purpose).
vi.setConfig({ testTimeout: 60_000 });

const ask = (cookie: string, json: Record<string, unknown>, headers: Record<string, string> = {}) => callJson("/api/transfers", { cookie, json, headers });

describe("POST /api/transfers", () => {
  it("201 TransferView, open for 7 days; mails the current club's secretary (in Greek) and club admin, and acknowledges to the player", async () => {
    const sent = spyOnMail();
    const { from, to, player, playerCookie } = await transferScene();
    const answer = await ask(playerCookie, { toClubId: to.club.id, code: "union" });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      personId: player.id,
      firstName: "Petros",
      lastName: "Player",
      code: "union",
      season: currentSeason(),
      fromClubId: from.club.id,
      fromClubName: from.club.name,
      fromClubNameEl: null,
      toClubId: to.club.id,
      toClubName: to.club.name,
      toClubNameEl: null,
      status: "open",
      objectionDeadline: expect.any(String),
      objectionReason: null,
      declineReason: null,
      createdAt: expect.any(String),
      decidedAt: null,
    });
    const days = (Date.parse(answer.body.objectionDeadline) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const toSecretary = await mailTo(sent, from.secretary.email);
    expect(toSecretary.subject).toContain("Αίτημα μεταγραφής");
    expect(toSecretary.text).toContain("Petros Player");
    expect(toSecretary.text).toContain("/dashboard/registrations");
    const toAdmin = await mailTo(sent, from.admin.email);
    expect(toAdmin.subject).toBe(`Transfer request: Petros Player to ${to.club.name}`);
    expect(toAdmin.text).toContain("until");
    const toPlayer = await mailTo(sent, player.email);
    expect(toPlayer.subject).toBe(`Transfer requested: ${to.club.name}`);
    expect(toPlayer.text).toContain(from.club.name);
    // Not the new club's staff yet: they hear of it once it is released.
    expect(sent.some((mail) => mail.to === to.secretary.email)).toBe(false);
  });

  it("a transfer to the player's own club is refused (400), as is a club that is not one", async () => {
    const { from, player, playerCookie } = await transferScene();
    const own = await ask(playerCookie, { toClubId: from.club.id, code: "union" });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe("You already play for this club");
    expect(own.body.fields.toClubId).toBe("You already play for this club");
    const inactive = await createClub({ isActive: false });
    expect((await ask(playerCookie, { toClubId: inactive.id, code: "union" })).status).toBe(400);
    expect((await ask(playerCookie, { toClubId: 999_999, code: "union" })).body.fields.toClubId).toBe("Choose a club that plays in the federation");
    // In Greek too.
    const greek = await ask(playerCookie, { toClubId: from.club.id, code: "union" }, { "accept-language": "el" });
    expect(greek.body.message).not.toBe("You already play for this club");
    expect(await db().select().from(transfers).where(eq(transfers.personId, player.id))).toHaveLength(0);
  });

  it("409 without a licence in that code this season (another code's, last season's, or none at all)", async () => {
    const { to, player, playerCookie } = await transferScene();
    const league = await ask(playerCookie, { toClubId: to.club.id, code: "league" });
    expect(league.status).toBe(409);
    expect(league.body.message).toBe("You hold no licence in this code this season to transfer");
    expect(league.body.code).toBe("transfer_no_licence");
    const stranger = await createUser();
    expect((await ask(await signInUser(stranger), { toClubId: to.club.id, code: "union" })).status).toBe(409);
    expect(player.id).toBeGreaterThan(0);
  });

  it("409 while another transfer is in progress (open, objected or released); a new one once it is decided", async () => {
    spyOnMail();
    const { to, player, playerCookie } = await transferScene();
    const third = await createClub();
    const first = await ask(playerCookie, { toClubId: to.club.id, code: "union" });
    expect(first.status).toBe(201);
    const again = await ask(playerCookie, { toClubId: third.id, code: "union" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You already have a transfer in progress");
    // Even in another code: one transfer at a time.
    await license(player.id, third.id, "league");
    expect((await ask(playerCookie, { toClubId: to.club.id, code: "league" })).status).toBe(409);
    for (const status of ["objected", "released"] as const) {
      await db().update(transfers).set({ status }).where(eq(transfers.id, first.body.id));
      expect((await ask(playerCookie, { toClubId: third.id, code: "union" })).status).toBe(409);
    }
    await db().update(transfers).set({ status: "declined" }).where(eq(transfers.id, first.body.id));
    expect((await ask(playerCookie, { toClubId: third.id, code: "union" })).status).toBe(201);
  });

  it("a parent asks for their child (personId): the child's mails go to the parent; someone else's child is refused (403)", async () => {
    const sent = spyOnMail();
    const { from, to } = await transferScene();
    const { parent, child, parentCookie } = await family(from.club.id);
    const answer = await ask(parentCookie, { toClubId: to.club.id, code: "union", personId: child.id });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ personId: child.id, firstName: "Nikos", fromClubId: from.club.id });
    expect((await transferRow(answer.body.id)).requestedBy).toBe(parent.id);
    const toParent = await mailTo(sent, parent.email);
    expect(toParent.text).toContain("Γεια σας Pavlos");
    expect(sent.some((mail) => mail.to === child.email)).toBe(false);

    const stranger = await createUser();
    const refused = await ask(await signInUser(stranger), { toClubId: to.club.id, code: "union", personId: child.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You can ask for a transfer for yourself or your own children only");
  });

  it("400 for a body without a club or a code; 401 signed out", async () => {
    const { playerCookie, to } = await transferScene();
    const bad = await ask(playerCookie, { code: "rugby" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["code", "toClubId"]);
    expect((await callJson("/api/transfers", { json: { toClubId: to.club.id, code: "union" } })).status).toBe(401);
    expect((await callJson("/api/transfers")).status).toBe(401);
  });
});

describe("GET /api/transfers and withdrawing", () => {
  it("lists the person's own transfers and their children's, not anyone else's", async () => {
    spyOnMail();
    const { from, to, playerCookie } = await transferScene();
    const { child, parent, parentCookie } = await family(from.club.id);
    const own = await license(parent.id, from.club.id, "sevens");
    const forChild = await ask(parentCookie, { toClubId: to.club.id, code: "union", personId: child.id });
    const other = await ask(playerCookie, { toClubId: to.club.id, code: "union" });
    expect(forChild.status).toBe(201);
    expect(other.status).toBe(201);
    expect(own.personId).toBe(parent.id);
    const list = await callJson<any[]>("/api/transfers", { cookie: parentCookie });
    expect(list.status).toBe(200);
    expect(list.body.map((row) => row.id)).toEqual([forChild.body.id]);
    expect((await callJson<any[]>("/api/transfers", { cookie: playerCookie })).body.map((row) => row.id)).toEqual([other.body.id]);
  });

  it("the player withdraws an undecided transfer (200); again, 409; another person's, 404", async () => {
    spyOnMail();
    const { to, playerCookie } = await transferScene();
    const created = await ask(playerCookie, { toClubId: to.club.id, code: "union" });
    const stranger = await signInUser(await createUser());
    expect((await callJson(`/api/transfers/${created.body.id}/withdraw`, { cookie: stranger, method: "POST" })).status).toBe(404);
    const withdrawn = await callJson(`/api/transfers/${created.body.id}/withdraw`, { cookie: playerCookie, method: "POST" });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe("withdrawn");
    const again = await callJson(`/api/transfers/${created.body.id}/withdraw`, { cookie: playerCookie, method: "POST" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This transfer is no longer open to this step");
    // The player may ask again.
    expect((await ask(playerCookie, { toClubId: to.club.id, code: "union" })).status).toBe(201);
  });
});
