import { describe, expect, it, vi } from "vitest";
import { mailTo, spyOnMail } from "../../test/back-office";
import { mailSettled } from "../../test/mail";
import { callJson, createUser, signInUser } from "../../test/helpers";
import { ageTransfer, clubWithStaff, family, transferRow, transferScene } from "./test-setup";

// Each scene signs several people in (scrypt, slow on purpose).
vi.setConfig({ testTimeout: 60_000 });

const ask = async (scene: Awaited<ReturnType<typeof transferScene>>) =>
  (await callJson("/api/transfers", { cookie: scene.playerCookie, json: { toClubId: scene.to.club.id, code: "union" } })).body.id as number;
const object = (id: number, cookie: string, reason: unknown = "The club's kit has not been returned.") => callJson(`/api/clubs/transfers/${id}/object`, { cookie, json: { reason } });

describe("GET /api/clubs/transfers", () => {
  it("lists the transfers into and out of the acting club, for its secretary, team managers and club admin; 403 for a scorer", async () => {
    spyOnMail();
    const scene = await transferScene();
    const id = await ask(scene);
    const elsewhere = await clubWithStaff();
    for (const side of [scene.from, scene.to]) {
      for (const who of ["secretary", "manager", "admin"] as const) {
        const answer = await callJson<any[]>("/api/clubs/transfers", { cookie: await side.cookie(who) });
        expect(answer.status).toBe(200);
        expect(answer.body.map((row) => row.id)).toEqual([id]);
      }
    }
    expect((await callJson<any[]>("/api/clubs/transfers", { cookie: await elsewhere.cookie("secretary") })).body).toEqual([]);
    expect((await callJson("/api/clubs/transfers", { cookie: await scene.from.cookie("scorer") })).status).toBe(403);
    // A player's own cookie is no club session.
    expect((await callJson("/api/clubs/transfers", { cookie: scene.playerCookie })).status).toBe(401);
    // One state only.
    expect((await callJson<any[]>("/api/clubs/transfers?status=released", { cookie: await scene.to.cookie("secretary") })).body).toEqual([]);
    expect((await callJson<any[]>("/api/clubs/transfers?status=open", { cookie: await scene.to.cookie("secretary") })).body).toHaveLength(1);
  });
});

describe("POST /api/clubs/transfers/{id}/object", () => {
  it("the current club's secretary objects with a reason within the 7 days: objected, and the player and the new club are mailed", async () => {
    const sent = spyOnMail();
    const scene = await transferScene();
    const id = await ask(scene);
    const answer = await object(id, await scene.from.cookie("secretary"));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, status: "objected", objectionReason: "The club's kit has not been returned." });
    const row = await transferRow(id);
    expect(row.objectedBy).toBe(scene.from.secretary.id);
    expect(row.objectedAt).not.toBeNull();
    await mailSettled();
    const toPlayer = sent.find((mail) => mail.to === scene.player.email && mail.subject === `Transfer objected: ${scene.to.club.name}`)!;
    expect(toPlayer.text).toContain("The club's kit has not been returned.");
    await mailTo(sent, scene.to.secretary.email);
    // Objecting again: no longer open.
    const again = await object(id, await scene.from.cookie("admin"));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This transfer is no longer open to this step");
  });

  it("a reason is required (400), and an objection after the 7 days is refused (409), the transfer unchanged", async () => {
    spyOnMail();
    const scene = await transferScene();
    const id = await ask(scene);
    const cookie = await scene.from.cookie("secretary");
    for (const reason of [null, 42, "", "   ", "no"]) {
      const answer = await object(id, cookie, reason);
      expect(answer.status).toBe(400);
      expect(answer.body.fields.reason).toBe("Give a reason (at least 5 characters)");
    }
    await ageTransfer(id, new Date(Date.now() - 1000));
    const late = await object(id, cookie);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("The 7 days to object have passed");
    expect((await transferRow(id)).status).toBe("open");
  });

  it("only the current club objects: the new club 403, another club 404, a team manager or scorer 403, a player 401", async () => {
    spyOnMail();
    const scene = await transferScene();
    const id = await ask(scene);
    const toClub = await object(id, await scene.to.cookie("secretary"));
    expect(toClub.status).toBe(403);
    expect(toClub.body.message).toBe("Only the player's current club can object to a transfer");
    const elsewhere = await clubWithStaff();
    expect((await object(id, await elsewhere.cookie("secretary"))).status).toBe(404);
    expect((await object(id, await scene.from.cookie("manager"))).status).toBe(403);
    expect((await object(id, await scene.from.cookie("scorer"))).status).toBe(403);
    expect((await object(id, scene.playerCookie)).status).toBe(401);
    expect((await object(id, await signInUser(await createUser()))).status).toBe(401);
    expect((await object(999_999, await scene.from.cookie("secretary"))).status).toBe(404);
    expect((await transferRow(id)).status).toBe("open");
  });

  it("an objection to a child's transfer is mailed to the parent", async () => {
    const sent = spyOnMail();
    const scene = await transferScene();
    const { parent, child, parentCookie } = await family(scene.from.club.id);
    const created = await callJson("/api/transfers", { cookie: parentCookie, json: { toClubId: scene.to.club.id, code: "union", personId: child.id } });
    expect((await object(created.body.id, await scene.from.cookie("admin"))).status).toBe(200);
    await mailSettled();
    const subjects = sent.filter((mail) => mail.to === parent.email).map((mail) => mail.subject);
    expect(subjects).toEqual([expect.stringContaining("Αίτημα μεταγραφής"), expect.stringContaining("Αντίρρηση")]);
    expect(sent.some((mail) => mail.to === child.email)).toBe(false);
  });
});
