import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { academyRegistrations, claimRequests } from "../../../schema/tables";
import { call, callJson, createClub, db } from "../../test/helpers";
import { mailSettled } from "../../test/mail";

let send: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // The mail relay is the one thing mocked: everything else is the real worker and D1.
  send = vi.spyOn(env.MAIL, "send").mockResolvedValue({ messageId: "test" } as never);
});
afterEach(() => vi.restoreAllMocks());

/** What the mail relay was asked to send, as plain objects. */
type SentMail = { to: string; subject: string; text: string };
const sentMails = () => send.mock.calls.map((args: unknown[]) => args[0] as SentMail);

const claimsOf = (clubId: number) => db().select().from(claimRequests).where(eq(claimRequests.clubId, clubId));
const academyCount = async () => (await db().select({ n: count() }).from(academyRegistrations))[0].n;

const validClaim = (clubId: number, clubName: string) => ({
  fullName: "Eleni Papadopoulou",
  email: "Eleni@Example.com",
  phoneNumber: "+30 210 555 0101",
  message: "I am the club secretary.",
  clubId,
  clubName,
});

const validAcademy = {
  parentName: "Kostas Georgiou",
  email: "kostas@example.com",
  phone: "+30 694 123 4567",
  childrenDetails: "Maria, 9; Nikos, 12",
  consent: true,
  to: "attacker@example.com",
  subject: "Something else",
};

describe("POST /api/clubs/claim", () => {
  it("takes the club id as the digits of a number too", async () => {
    const club = await createClub({ isClaimed: false });
    const { status } = await callJson("/api/clubs/claim", { json: { ...validClaim(club.id, club.name), clubId: String(club.id) } });
    expect(status).toBe(201);
    expect(await claimsOf(club.id)).toHaveLength(1);
    const refused = await callJson("/api/clubs/claim", { json: { ...validClaim(club.id, club.name), clubId: "1e3" } });
    expect(refused).toMatchObject({ status: 400, body: { fields: { clubId: "Club is required" } } });
  });

  it("stores the request, mails the federation and answers 201", async () => {
    const club = await createClub({ name: "Sparta Unclaimed RFC", isClaimed: false });
    const { status, body } = await callJson("/api/clubs/claim", { json: validClaim(club.id, club.name) });

    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), message: "Claim request received" });
    const rows = await claimsOf(club.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      fullName: "Eleni Papadopoulou",
      email: "eleni@example.com",
      phoneNumber: "+30 210 555 0101",
      message: "I am the club secretary.",
      clubName: "Sparta Unclaimed RFC",
      status: "pending",
      idempotencyKey: null,
    });

    await mailSettled();
    expect(send).toHaveBeenCalledTimes(1);
    const [mail] = sentMails();
    expect(mail.to).toBe(env.FEDERATION_EMAIL);
    expect(mail.subject).toBe("Club claim request: Sparta Unclaimed RFC");
    for (const value of ["Eleni Papadopoulou", "eleni@example.com", "+30 210 555 0101", "I am the club secretary.", String(club.id)]) {
      expect(mail.text).toContain(value);
    }
  });

  it("names the club on record in the notice, whatever name the client sent", async () => {
    const club = await createClub({ name: "Real Name RFC", isClaimed: false });
    const { status } = await callJson("/api/clubs/claim", { json: { ...validClaim(club.id, "Forged Name"), message: undefined } });
    expect(status).toBe(201);
    expect((await claimsOf(club.id))[0]).toMatchObject({ clubName: "Real Name RFC", message: null });
    await mailSettled();
    expect(sentMails()[0].subject).toBe("Club claim request: Real Name RFC");
  });

  it("answers 404 for an unknown club and for the federation's own account", async () => {
    const admin = await createClub({ isAdmin: true, isClaimed: false });
    for (const clubId of [999_999, admin.id]) {
      const { status, body } = await callJson("/api/clubs/claim", { json: validClaim(clubId, "Whoever") });
      expect(status).toBe(404);
      expect(body).toMatchObject({ message: "Club not found", code: "not_found" });
    }
    expect(await claimsOf(admin.id)).toHaveLength(0);
    await mailSettled();
    expect(send).not.toHaveBeenCalled();
  });

  it("answers 409 when the club has already been claimed", async () => {
    const club = await createClub({ isClaimed: true });
    const { status, body } = await callJson("/api/clubs/claim", { json: validClaim(club.id, club.name) });
    expect(status).toBe(409);
    expect(body).toEqual({ message: "This club has already been claimed", code: "conflict" });
    expect(await claimsOf(club.id)).toHaveLength(0);
    await mailSettled();
    expect(send).not.toHaveBeenCalled();
  });

  it("answers 400 with the SPEC message of every invalid field and stores nothing", async () => {
    const club = await createClub({ isClaimed: false });
    const { status, body } = await callJson("/api/clubs/claim", {
      json: { fullName: "E", email: "not-an-email", phoneNumber: "123", clubId: club.id, clubName: club.name },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: "Full name is required",
      code: "invalid_input",
      fields: { fullName: "Full name is required", email: "Valid email is required", phoneNumber: "Phone number is required" },
    });
    expect(await claimsOf(club.id)).toHaveLength(0);
    await mailSettled();
    expect(send).not.toHaveBeenCalled();
  });

  it("answers 400 for a missing club id", async () => {
    const { status, body } = await callJson("/api/clubs/claim", { json: { ...validClaim(1, "x"), clubId: "one" } });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ clubId: "Club is required" });
  });

  it("lands once per Idempotency-Key: a replay gets the first answer, no second row, no second mail", async () => {
    const club = await createClub({ isClaimed: false });
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await callJson("/api/clubs/claim", { json: validClaim(club.id, club.name), headers });
    const replay = await callJson("/api/clubs/claim", { json: validClaim(club.id, club.name), headers });

    expect(first.status).toBe(201);
    expect(replay.status).toBe(first.status);
    expect(replay.body).toEqual(first.body);
    const rows = await claimsOf(club.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].idempotencyKey).toBe(headers["Idempotency-Key"]);
    await mailSettled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("replays the first answer even after the club has been claimed since", async () => {
    const club = await createClub({ isClaimed: false });
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await callJson("/api/clubs/claim", { json: validClaim(club.id, club.name), headers });
    await env.DB.prepare("update clubs set is_claimed = 1 where id = ?").bind(club.id).run();
    const replay = await callJson("/api/clubs/claim", { json: validClaim(club.id, club.name), headers });
    expect(replay).toMatchObject({ status: 201, body: first.body });
  });

  it("lands once when two requests with the same key race", async () => {
    const club = await createClub({ isClaimed: false });
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => callJson("/api/clubs/claim", { json: validClaim(club.id, club.name), headers })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await claimsOf(club.id)).toHaveLength(1);
    await mailSettled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("stores separate requests without a key separately", async () => {
    const club = await createClub({ isClaimed: false });
    await callJson("/api/clubs/claim", { json: validClaim(club.id, club.name) });
    await callJson("/api/clubs/claim", { json: validClaim(club.id, club.name) });
    expect(await claimsOf(club.id)).toHaveLength(2);
    await mailSettled();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("answers 400 for a malformed Idempotency-Key and stores nothing", async () => {
    const club = await createClub({ isClaimed: false });
    for (const key of ["short", "has spaces in it", "x".repeat(101), "semi;colon-key", ""]) {
      const { status, body } = await callJson("/api/clubs/claim", { json: validClaim(club.id, club.name), headers: { "Idempotency-Key": key } });
      expect(status, key).toBe(400);
      expect(body.code).toBe("invalid_input");
      expect(body.fields).toHaveProperty("Idempotency-Key");
    }
    expect(await claimsOf(club.id)).toHaveLength(0);
  });

  it("still answers 201 when the mail relay fails: the request is stored", async () => {
    send.mockRejectedValue(new Error("relay down"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const club = await createClub({ isClaimed: false });
    const { status } = await callJson("/api/clubs/claim", { json: validClaim(club.id, club.name) });
    expect(status).toBe(201);
    expect(await claimsOf(club.id)).toHaveLength(1);
  });
});

describe("POST /api/academy-registration", () => {
  it("stores the registration, mails the federation (never the client's recipient) and answers 201", async () => {
    const before = await academyCount();
    const { status, body } = await callJson("/api/academy-registration", { json: validAcademy });

    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), message: "Academy registration received" });
    expect(await academyCount()).toBe(before + 1);
    const row = await db().select().from(academyRegistrations).where(eq(academyRegistrations.id, body.id)).get();
    expect(row).toMatchObject({ parentName: "Kostas Georgiou", email: "kostas@example.com", phone: "+30 694 123 4567", childrenDetails: "Maria, 9; Nikos, 12" });

    // The federation's notice, and the parent's acknowledgement (issue 12).
    await mailSettled();
    expect(send).toHaveBeenCalledTimes(2);
    const mail = sentMails().find((sent: SentMail) => sent.to === env.FEDERATION_EMAIL)!;
    expect(mail.subject).toBe("New Academy Registration");
    expect(sentMails().map((sent: SentMail) => sent.to).sort()).toEqual([env.FEDERATION_EMAIL, "kostas@example.com"].sort());
    for (const value of ["Kostas Georgiou", "kostas@example.com", "+30 694 123 4567", "Maria, 9; Nikos, 12"]) expect(mail.text).toContain(value);
    expect(JSON.stringify(sentMails())).not.toContain("attacker@example.com");
  });

  it("answers 400 with the SPEC message of every invalid field and stores nothing", async () => {
    const before = await academyCount();
    const { status, body } = await callJson("/api/academy-registration", {
      json: { parentName: "K", email: "nope", phone: "12345", childrenDetails: "abc" },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: "Parent name is required and must be at least 2 characters.",
      code: "invalid_input",
      fields: {
        parentName: "Parent name is required and must be at least 2 characters.",
        email: "Please enter a valid email address.",
        phone: "Please enter a valid phone number.",
        childrenDetails: "Please provide information about your children (names and ages).",
        consent: "Please consent to the processing of your children's data to register them.",
      },
    });
    expect(await academyCount()).toBe(before);
    await mailSettled();
    expect(send).not.toHaveBeenCalled();
  });

  it("records when the parent consented", async () => {
    const before = Date.now();
    const { status, body } = await callJson("/api/academy-registration", { json: validAcademy });
    expect(status).toBe(201);
    const row = await db().select().from(academyRegistrations).where(eq(academyRegistrations.id, body.id)).get();
    const consentAt = Date.parse(row!.consentAt!);
    expect(consentAt).toBeGreaterThanOrEqual(before - 1000);
    expect(consentAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("refuses a registration without the parent's consent, in the asker's message, and stores nothing", async () => {
    const before = await academyCount();
    const { consent: _omitted, ...withoutConsent } = validAcademy;
    for (const json of [withoutConsent, { ...validAcademy, consent: false }, { ...validAcademy, consent: "true" }, { ...validAcademy, consent: null }]) {
      const { status, body } = await callJson("/api/academy-registration", { json });
      expect(status, JSON.stringify(json)).toBe(400);
      expect(body).toEqual({
        message: "Please consent to the processing of your children's data to register them.",
        code: "invalid_input",
        fields: { consent: "Please consent to the processing of your children's data to register them." },
      });
    }
    expect(await academyCount()).toBe(before);
    await mailSettled();
    expect(send).not.toHaveBeenCalled();
  });

  it("answers 400 for a missing body field", async () => {
    const { parentName: _omitted, ...rest } = validAcademy;
    const { status, body } = await callJson("/api/academy-registration", { json: rest });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ parentName: "Parent name is required and must be at least 2 characters." });
  });

  it("lands once per Idempotency-Key", async () => {
    const before = await academyCount();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await callJson("/api/academy-registration", { json: validAcademy, headers });
    const [second, third] = await Promise.all([
      callJson("/api/academy-registration", { json: validAcademy, headers }),
      callJson("/api/academy-registration", { json: validAcademy, headers }),
    ]);
    for (const replay of [second, third]) expect(replay).toMatchObject({ status: first.status, body: first.body });
    expect(await academyCount()).toBe(before + 1);
    // One notice and one acknowledgement, however often it is replayed.
    await mailSettled();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("keeps keys per form: the same key on a claim is a different submission", async () => {
    const club = await createClub({ isClaimed: false });
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    expect((await callJson("/api/academy-registration", { json: validAcademy, headers })).status).toBe(201);
    expect((await callJson("/api/clubs/claim", { json: validClaim(club.id, club.name), headers })).status).toBe(201);
    expect(await claimsOf(club.id)).toHaveLength(1);
  });
});

describe("body checks before the handlers", () => {
  it("answers 415 for a body that is not JSON, and stores nothing", async () => {
    const before = await academyCount();
    for (const path of ["/api/academy-registration", "/api/clubs/claim"]) {
      const response = await call(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "parentName=Kostas&email=kostas%40example.com",
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ code: "unsupported_media_type" });
    }
    expect(await academyCount()).toBe(before);
  });

  it("answers 413 for a body over 64 KiB, and stores nothing", async () => {
    const before = await academyCount();
    const json = { ...validAcademy, childrenDetails: "x".repeat(65 * 1024) };
    for (const path of ["/api/academy-registration", "/api/clubs/claim"]) {
      const { status, body } = await callJson(path, { json });
      expect(status).toBe(413);
      expect(body).toMatchObject({ code: "payload_too_large" });
    }
    expect(await academyCount()).toBe(before);
    await mailSettled();
    expect(send).not.toHaveBeenCalled();
  });

  it("answers 400, not 500, for malformed JSON", async () => {
    const { status, body } = await callJson("/api/academy-registration", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"parentName": ',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "invalid_input" });
  });
});
