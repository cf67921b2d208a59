import { describe, expect, it } from "vitest";
import { call, callJson, createClub, signInClub } from "../test/helpers";

const registration = (email: string) => ({ parentName: "Eleni Papadopoulou", email, phone: "6912345678", childrenDetails: "Nikos, 9; Maria, 12" });

describe("GET /api/admin/academy-registrations", () => {
  it("is for admins only", async () => {
    expect((await callJson("/api/admin/academy-registrations")).status).toBe(401);
    const cookie = await signInClub(await createClub());
    expect((await callJson("/api/admin/academy-registrations", { cookie })).status).toBe(403);
  });

  it("reads back what parents sent, newest first, and narrows by e-mail", async () => {
    const cookie = await signInClub(await createClub({ isAdmin: true }));
    expect((await call("/api/academy-registration", { json: registration("first@example.com") })).status).toBe(201);
    expect((await call("/api/academy-registration", { json: registration("second@example.com") })).status).toBe(201);

    const all = await callJson<any[]>("/api/admin/academy-registrations", { cookie });
    expect(all.status).toBe(200);
    expect(all.body.map((row) => row.email)).toEqual(["second@example.com", "first@example.com"]);
    expect(all.body[0]).toEqual({
      id: expect.any(Number),
      parentName: "Eleni Papadopoulou",
      email: "second@example.com",
      phone: "6912345678",
      childrenDetails: "Nikos, 9; Maria, 12",
      createdAt: expect.any(String),
    });

    const one = await callJson<any[]>("/api/admin/academy-registrations?email=FIRST@example.com", { cookie });
    expect(one.body.map((row) => row.email)).toEqual(["first@example.com"]);
  });

  it("holds one row for a submission replayed with the same Idempotency-Key", async () => {
    const cookie = await signInClub(await createClub({ isAdmin: true }));
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await callJson("/api/academy-registration", { json: registration("replayed@example.com"), headers });
    const again = await callJson("/api/academy-registration", { json: registration("replayed@example.com"), headers });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    const { body } = await callJson<any[]>("/api/admin/academy-registrations?email=replayed@example.com", { cookie });
    expect(body).toHaveLength(1);
  });
});
