import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimRequests, clubs } from "../../../schema/tables";
import { claimTokens } from "../../../schema/tables/back-office";
import { auditOf, claim, claimLinkIn, mailTo, signedInAdmin, spyOnMail } from "../../test/back-office";
import { call, callJson, cookieFrom, createClub, db, signInClub } from "../../test/helpers";
import { randomToken, sha256Hex } from "../../platform/sessions/tokens";

const unclaimedClub = () => createClub({ isClaimed: false, passwordHash: "!unusable" });
const claimIdOf = async (response: Response) => ((await response.json()) as { id: number }).id;
const clubRow = (id: number) => db().query.clubs.findFirst({ where: eq(clubs.id, id) });

describe("/api/admin/claims", () => {
  it("lists each request with its club, claimant, message and date, and filters by status", async () => {
    const { cookie } = await signedInAdmin();
    const club = await unclaimedClub();
    const id = await claimIdOf(await claim(club!.id, "inbox@example.com", "Inbox Person"));
    const { status, body } = await callJson<any[]>("/api/admin/claims?status=pending", { cookie });
    expect(status).toBe(200);
    expect(body.find((row) => row.id === id)).toMatchObject({
      clubId: club!.id,
      clubName: club!.name,
      fullName: "Inbox Person",
      email: "inbox@example.com",
      message: "I run this club",
      status: "pending",
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    const approved = await callJson<any[]>("/api/admin/claims?status=approved", { cookie });
    expect(approved.body.some((row) => row.id === id)).toBe(false);
    expect((await callJson("/api/admin/claims?status=maybe", { cookie })).status).toBe(400);
  });

  it("approve marks the club claimed, audits it and mails a one-time link valid 72 hours to /claim/{token}", async () => {
    const sent = spyOnMail();
    const { admin, cookie } = await signedInAdmin();
    const club = await unclaimedClub();
    const id = await claimIdOf(await claim(club!.id, "approved@example.com"));
    const answer = await callJson(`/api/admin/claims/${id}/approve`, { cookie, json: { reason: "Known to the federation" } });
    expect(answer).toMatchObject({ status: 200, body: { id, status: "approved" } });
    expect((await clubRow(club!.id))!.isClaimed).toBe(true);
    const request = await db().query.claimRequests.findFirst({ where: eq(claimRequests.id, id) });
    expect(request).toMatchObject({ status: "approved", decisionReason: "Known to the federation" });

    const mail = await mailTo(sent, "approved@example.com");
    expect(mail.text).toContain("72");
    const token = claimLinkIn(mail);
    const stored = await db().select().from(claimTokens).where(eq(claimTokens.claimRequestId, id)).get();
    expect(stored!.tokenHash).not.toBe(token);
    const hours = (Date.parse(stored!.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const [record] = await auditOf(admin.id);
    expect(record).toMatchObject({ action: "claim.approve", targetType: "claim", targetId: id, adminName: admin.name });
    expect(JSON.parse(record!.after!)).toMatchObject({ status: "approved", clubIsClaimed: true });
  });

  it("reject needs a reason and mails it; the club stays unclaimed", async () => {
    const sent = spyOnMail();
    const { admin, cookie } = await signedInAdmin();
    const club = await unclaimedClub();
    const id = await claimIdOf(await claim(club!.id, "rejected@example.com"));
    const missing = await callJson(`/api/admin/claims/${id}/reject`, { cookie, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.reason).toBe("Please give a reason (at least 3 characters)");

    expect((await callJson(`/api/admin/claims/${id}/reject`, { cookie, json: { reason: "We could not confirm who you are" } })).status).toBe(200);
    expect((await mailTo(sent, "rejected@example.com")).text).toContain("We could not confirm who you are");
    expect((await clubRow(club!.id))!.isClaimed).toBe(false);
    expect((await auditOf(admin.id))[0]).toMatchObject({ action: "claim.reject", targetId: id });
    // Decided once: a second decision is a conflict.
    expect((await callJson(`/api/admin/claims/${id}/approve`, { cookie, json: {} })).status).toBe(409);
  });

  it("a claimed club whose sign-in is set refuses new claims with 409", async () => {
    const sent = spyOnMail();
    const { cookie } = await signedInAdmin();
    const club = await unclaimedClub();
    const id = await claimIdOf(await claim(club!.id, "first@example.com"));
    await call(`/api/admin/claims/${id}/approve`, { cookie, json: {} });
    const token = claimLinkIn(await mailTo(sent, "first@example.com"));
    await call(`/api/claims/${token}`, { json: { email: `first-${club!.id}@example.com`, password: "Falcons-2026!", confirmPassword: "Falcons-2026!" } });
    const again = await callJson("/api/clubs/claim", {
      json: { fullName: "Second Person", email: "second@example.com", phoneNumber: "6912345678", clubId: club!.id, clubName: club!.name },
    });
    expect(again).toMatchObject({ status: 409, body: { message: "This club has already been claimed" } });
  });

  it("two admins approving two claims for one club at once: each decision is whole, and only the later approval's link works", async () => {
    const sent = spyOnMail();
    const first = await signedInAdmin();
    const second = await signedInAdmin();
    const club = await unclaimedClub();
    const one = await claimIdOf(await claim(club!.id, `one-${club!.id}@example.com`));
    const two = await claimIdOf(await claim(club!.id, `two-${club!.id}@example.com`));
    const answers = await Promise.all([
      callJson(`/api/admin/claims/${one}/approve`, { cookie: first.cookie, json: {} }),
      callJson(`/api/admin/claims/${two}/approve`, { cookie: second.cookie, json: {} }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const tokens = await db().select().from(claimTokens).where(eq(claimTokens.clubId, club!.id));
    expect(tokens.map((token) => token.claimRequestId).sort()).toEqual([one, two].sort());
    const links = await Promise.all([claimLinkIn(await mailTo(sent, `one-${club!.id}@example.com`)), claimLinkIn(await mailTo(sent, `two-${club!.id}@example.com`))]);
    const working = await Promise.all(links.map(async (token) => (await callJson(`/api/claims/${token}`)).status));
    expect(working.sort()).toEqual([200, 410]);
    const approvals = [...(await auditOf(first.admin.id)), ...(await auditOf(second.admin.id))].filter((row) => row.action === "claim.approve");
    expect(approvals.map((row) => row.targetId).sort()).toEqual([one, two].sort());
  });

  it("answers 404 for an unknown claim", async () => {
    const { cookie } = await signedInAdmin();
    expect((await callJson("/api/admin/claims/999999/approve", { cookie, json: {} })).status).toBe(404);
    expect((await callJson("/api/admin/claims/999999/reject", { cookie, json: { reason: "none at all" } })).status).toBe(404);
  });
});

describe("/api/claims/{token}", () => {
  /** An approved claim's link, made as the approval makes it (the approval's own mail is tested above). */
  async function approvedLink() {
    const club = await createClub({ isClaimed: true, passwordHash: "!unusable" });
    const [request] = await db()
      .insert(claimRequests)
      .values({ fullName: "Link Person", email: "link@example.com", phoneNumber: "6912345678", clubId: club!.id, clubName: club!.name, status: "approved" })
      .returning();
    const token = randomToken(32);
    await db()
      .insert(claimTokens)
      .values({ tokenHash: await sha256Hex(token), claimRequestId: request!.id, clubId: club!.id, expiresAt: new Date(Date.now() + 72 * 3600_000).toISOString() });
    return { club: club!, token };
  }
  const password = "Falcons-2026!";

  it("sets the club's sign-in e-mail and password once, signing the claimant in as the club; the password works from then on", async () => {
    const { club, token } = await approvedLink();
    expect(await callJson(`/api/claims/${token}`)).toMatchObject({ status: 200, body: { clubId: club.id, clubName: club.name } });
    const email = `official-${club.id}@example.com`;
    const set = await callJson(`/api/claims/${token}`, { json: { email, password, confirmPassword: password } });
    expect(set).toMatchObject({ status: 200, body: { clubId: club.id, email, session: { id: club.id, email, isAdmin: false, firstSignIn: true } } });
    const claimedSession = cookieFrom(set.response, "rh_club");
    expect((await callJson("/api/auth/me", { cookie: claimedSession })).body).toMatchObject({ id: club.id, email });
    const cookie = await signInClub({ email }, password);
    expect((await callJson("/api/auth/me", { cookie })).body).toMatchObject({ id: club.id, email, isClaimed: true });

    // Used: a clear error, and nothing changes.
    const again = await callJson(`/api/claims/${token}`, { json: { email: "other@example.com", password: "Another-Pass1", confirmPassword: "Another-Pass1" } });
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/not valid/);
    expect((await clubRow(club.id))!.email).toBe(email);
  });

  it("a deactivated club gets its sign-in details but no session", async () => {
    const { club, token } = await approvedLink();
    await db().update(clubs).set({ isActive: false }).where(eq(clubs.id, club.id));
    const set = await callJson(`/api/claims/${token}`, { json: { email: `inactive-${club.id}@example.com`, password, confirmPassword: password } });
    expect(set).toMatchObject({ status: 200, body: { session: null } });
    expect(cookieFrom(set.response, "rh_club")).toBeUndefined();
  });

  it("applies club registration's rules and messages", async () => {
    const { token } = await approvedLink();
    const bad = await callJson(`/api/claims/${token}`, { json: { email: "nope", password: "short", confirmPassword: "other" } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ email: "Invalid email address", password: "Password must be at least 8 characters" });
    const mismatch = await callJson(`/api/claims/${token}`, { json: { email: "ok@example.com", password, confirmPassword: "Different-1" } });
    expect(mismatch.body.fields).toEqual({ confirmPassword: "Passwords do not match" });
  });

  it("refuses an e-mail another club uses with 409, and the link still works", async () => {
    const other = await createClub();
    const { token } = await approvedLink();
    const taken = await callJson(`/api/claims/${token}`, { json: { email: other!.email, password, confirmPassword: password } });
    expect(taken).toMatchObject({ status: 409, body: { message: "An account with this email already exists" } });
    expect((await callJson(`/api/claims/${token}`)).status).toBe(200);
  });

  it("refuses an expired or unknown link without changing anything", async () => {
    const { club, token } = await approvedLink();
    await db().update(claimTokens).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(claimTokens.clubId, club.id));
    const expired = await callJson(`/api/claims/${token}`, { json: { email: "late@example.com", password, confirmPassword: password } });
    expect(expired.status).toBe(410);
    expect((await clubRow(club.id))!.email).toBe(club.email);
    expect((await callJson("/api/claims/not-a-token")).status).toBe(410);
    expect((await callJson(`/api/claims/${"x".repeat(43)}`)).status).toBe(410);
  });
});

describe("a lost or expired claim link never locks a club out", () => {
  const password = "Falcons-2026!";
  const credentials = (email: string) => ({ email, password, confirmPassword: password });

  /** A club approved for a claimant, and the link the approval mailed. */
  async function approvedClaim(sent: ReturnType<typeof spyOnMail>) {
    const { admin, cookie } = await signedInAdmin();
    const club = (await unclaimedClub())!;
    const email = `claimant-${club.id}@example.com`;
    const id = await claimIdOf(await claim(club.id, email));
    expect((await callJson(`/api/admin/claims/${id}/approve`, { cookie, json: {} })).status).toBe(200);
    const token = claimLinkIn(await mailTo(sent, email));
    sent.length = 0;
    return { admin, cookie, club, email, id, token };
  }
  const expire = (clubId: number) => db().update(claimTokens).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(claimTokens.clubId, clubId));

  it("the federation sends a fresh link for an expired one: the new link works, the old one is refused, and it is audited", async () => {
    const sent = spyOnMail();
    const { admin, cookie, club, email, id, token } = await approvedClaim(sent);
    await expire(club.id);
    expect((await callJson(`/api/claims/${token}`)).status).toBe(410);

    const renewed = await callJson(`/api/admin/claims/${id}/new-link`, { cookie, json: {} });
    expect(renewed).toMatchObject({ status: 200, body: { id, status: "approved" } });
    const fresh = claimLinkIn(await mailTo(sent, email));
    expect(fresh).not.toBe(token);
    expect((await callJson(`/api/claims/${token}`)).status).toBe(410);
    expect((await callJson(`/api/claims/${fresh}`)).status).toBe(200);
    expect((await auditOf(admin.id))[0]).toMatchObject({ action: "claim.new_link", targetType: "claim", targetId: id });
    // The claims inbox says the club still waits for its sign-in details.
    const listed = (await callJson<any[]>("/api/admin/claims?status=approved", { cookie })).body.find((row) => row.id === id);
    expect(listed).toMatchObject({ clubAwaitsSignIn: true });

    // Once the club has set its sign-in through a link, no new link and no new claim.
    expect((await callJson(`/api/claims/${fresh}`, { json: credentials(`official-${club.id}@example.com`) })).status).toBe(200);
    expect((await callJson(`/api/admin/claims/${id}/new-link`, { cookie, json: {} })).status).toBe(409);
    expect((await callJson<any[]>("/api/admin/claims?status=approved", { cookie })).body.find((row) => row.id === id)).toMatchObject({ clubAwaitsSignIn: false });
    expect((await claim(club.id, "late@example.com")).status).toBe(409);
  });

  it("a fresh link stops the one before it, even while that one is still valid", async () => {
    const sent = spyOnMail();
    const { cookie, email, id, token } = await approvedClaim(sent);
    expect((await callJson(`/api/admin/claims/${id}/new-link`, { cookie, json: {} })).status).toBe(200);
    const fresh = claimLinkIn(await mailTo(sent, email));
    const old = await callJson(`/api/claims/${token}`, { json: credentials("old-link@example.com") });
    expect(old.status).toBe(410);
    expect((await callJson(`/api/claims/${fresh}`)).status).toBe(200);
  });

  it("approving another claim for a club still without its sign-in works: a new link for the new claimant, the old one stops", async () => {
    const sent = spyOnMail();
    const { cookie, club, token } = await approvedClaim(sent);
    const second = await claim(club.id, `second-${club.id}@example.com`);
    expect(second.status).toBe(201);
    const secondId = await claimIdOf(second);
    expect((await callJson(`/api/admin/claims/${secondId}/approve`, { cookie, json: {} })).status).toBe(200);
    const fresh = claimLinkIn(await mailTo(sent, `second-${club.id}@example.com`));
    expect((await callJson(`/api/claims/${token}`)).status).toBe(410);
    expect((await callJson(`/api/claims/${fresh}`, { json: credentials(`second-official-${club.id}@example.com`) })).status).toBe(200);
    // Activated: a third claim is refused, and so is approving one filed before.
    const third = await db().insert(claimRequests).values({ fullName: "Third", email: "third@example.com", phoneNumber: "6912345678", clubId: club.id, clubName: club.name }).returning();
    expect((await callJson(`/api/admin/claims/${third[0]!.id}/approve`, { cookie, json: {} })).status).toBe(409);
  });

  it("the claimant asks for a new link from the expired link's page: it goes to the claim's address only, and the answer says nothing more", async () => {
    const sent = spyOnMail();
    const { club, email, token } = await approvedClaim(sent);
    await expire(club.id);
    const neutral = "If this link can be renewed, a new one is on its way to the e-mail address the claim was made with.";
    // Any address the requester types is ignored.
    const asked = await callJson(`/api/claims/${token}/new-link`, { json: { email: "attacker@example.com" }, headers: { "cf-connecting-ip": "10.9.0.1" } });
    expect(asked).toMatchObject({ status: 200, body: { message: neutral } });
    const fresh = claimLinkIn(await mailTo(sent, email));
    expect(sent.map((mail) => mail.to)).toEqual([email]);
    expect((await callJson(`/api/claims/${token}`)).status).toBe(410);
    expect((await callJson(`/api/claims/${fresh}`)).status).toBe(200);

    // An unknown link, a replaced one, a used one: the same answer, and no mail.
    sent.length = 0;
    for (const other of [randomToken(32), token]) {
      expect(await callJson(`/api/claims/${other}/new-link`, { json: {}, headers: { "cf-connecting-ip": "10.9.0.2" } })).toMatchObject({ status: 200, body: { message: neutral } });
    }
    await callJson(`/api/claims/${fresh}`, { json: credentials(`set-${club.id}@example.com`) });
    expect((await callJson(`/api/claims/${fresh}/new-link`, { json: {}, headers: { "cf-connecting-ip": "10.9.0.2" } })).body.message).toBe(neutral);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toEqual([]);
    // In Greek when asked.
    const greek = await callJson(`/api/claims/${randomToken(32)}/new-link`, { json: {}, headers: { "accept-language": "el", "cf-connecting-ip": "10.9.0.3" } });
    expect(greek.body.message).not.toBe(neutral);
  });

  it("limits how often a new link can be asked for", async () => {
    const headers = { "cf-connecting-ip": "10.9.1.1" };
    const token = randomToken(32);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await callJson(`/api/claims/${token}/new-link`, { json: {}, headers })).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});
