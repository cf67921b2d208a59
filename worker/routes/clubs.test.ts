import { describe, expect, it } from "vitest";
import { callJson, createClub } from "../test/helpers";

describe("GET /api/clubs", () => {
  it("lists clubs without private fields", async () => {
    const club = await createClub({ name: "Alpha RFC" });
    const { status, body } = await callJson<any[]>("/api/clubs");
    expect(status).toBe(200);
    const listed = body.find((c) => c.id === club.id);
    expect(listed).toMatchObject({ name: "Alpha RFC", isClaimed: true });
    expect(listed).not.toHaveProperty("email");
    expect(listed).not.toHaveProperty("passwordHash");
  });

  it("answers 400 for a non-numeric id and 404 for an unknown one", async () => {
    expect((await callJson("/api/clubs/abc")).status).toBe(400);
    expect((await callJson("/api/clubs/999999")).status).toBe(404);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const { status, body } = await callJson("/api/nope");
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: "not_found" });
  });
});
