/**
 * Issue 23, point 6: a person sees their live sessions, by either cookie, and ends any of them,
 * or all but this browser's own.
 */
import { describe, expect, it } from "vitest";
import { personRoles } from "../../../schema/tables/people";
import { call, callJson, createClub, createPerson, createUser, db, signInClub, signInUser } from "../../test/helpers";

type Listed = { id: string; kind: "club" | "user"; createdAt: string; lastSeenAt: string; userAgent: string | null; current: boolean };

/** A person who is both a player and a club's secretary, so both doors sign them in. */
async function personWithBothDoors() {
  const club = await createClub();
  const person = await createUser();
  await db().insert(personRoles).values({ personId: person.id, role: "secretary", clubId: club.id });
  return person;
}

const signInWith = (userAgent: string, person: { email: string }) =>
  call("/api/users/login", { json: { email: person.email, password: "Correct-Horse-9" }, headers: { "user-agent": userAgent } }).then((response) => {
    const line = response.headers.getSetCookie().find((item) => item.startsWith("rh_user="));
    return line!.split(";")[0]!;
  });

const sessionsOf = (cookie: string) => callJson<Listed[]>("/api/me/sessions", { cookie });

describe("GET /api/me/sessions", () => {
  it("lists the person's live sessions of both kinds, marking this browser's own", async () => {
    const person = await personWithBothDoors();
    const phone = await signInWith("Phone Browser", person);
    const club = await signInClub(person);
    const { status, body } = await sessionsOf(phone);
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(body.map((session) => session.kind).sort()).toEqual(["club", "user"]);
    const own = body.filter((session) => session.current);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ kind: "user", userAgent: "Phone Browser" });
    for (const session of body) {
      expect(session.id).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(session.createdAt)).toBeGreaterThan(0);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThan(0);
    }
    // The cookie itself never appears: a listed id cannot be replayed as a session.
    expect(JSON.stringify(body)).not.toContain(phone.split("=")[1]);
    // Both cookies in one browser: both are this browser's own.
    const both = await sessionsOf(`${phone}; ${club}`);
    expect(both.body.filter((session) => session.current)).toHaveLength(2);
  });

  it("answers 401 without a session", async () => {
    expect((await call("/api/me/sessions")).status).toBe(401);
  });

  it("GET /api/me answers the person and their roles", async () => {
    const person = await createPerson({ firstName: "Maria", lastName: "Papadopoulou" }, [{ role: "referee" }]);
    const { status, body } = await callJson("/api/me", { cookie: await signInUser(person) });
    expect(status).toBe(200);
    expect(body).toEqual({ id: person.id, firstName: "Maria", lastName: "Papadopoulou", email: person.email, roles: [{ role: "referee", clubId: null }] });
  });
});

describe("DELETE /api/me/sessions/{id}", () => {
  it("ends one of the person's sessions, which is signed out on its next request", async () => {
    const person = await createUser();
    const laptop = await signInWith("Laptop Browser", person);
    const phone = await signInWith("Phone Browser", person);
    const other = (await sessionsOf(laptop)).body.find((session) => !session.current)!;
    expect(other.userAgent).toBe("Phone Browser");
    expect((await call(`/api/me/sessions/${other.id}`, { method: "DELETE", cookie: laptop })).status).toBe(204);
    expect((await call("/api/users/me", { cookie: phone })).status).toBe(401);
    expect((await call("/api/users/me", { cookie: laptop })).status).toBe(200);
    expect((await sessionsOf(laptop)).body).toHaveLength(1);
  });

  it("answers 404 for another person's session or an unknown id, and ends nothing", async () => {
    const someone = await createUser();
    const stranger = await createUser();
    const theirs = await signInUser(someone);
    const mine = await signInUser(stranger);
    const [their] = (await sessionsOf(theirs)).body;
    const refused = await callJson(`/api/me/sessions/${their!.id}`, { method: "DELETE", cookie: mine });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: "not_found", message: "Session not found" });
    expect((await call(`/api/me/sessions/${"0".repeat(64)}`, { method: "DELETE", cookie: mine })).status).toBe(404);
    expect((await call("/api/me/sessions/not-an-id", { method: "DELETE", cookie: mine })).status).toBe(404);
    expect((await call("/api/users/me", { cookie: theirs })).status).toBe(200);
  });
});

describe("DELETE /api/me/sessions", () => {
  it("ends every session but this browser's own", async () => {
    const person = await personWithBothDoors();
    const laptop = await signInWith("Laptop Browser", person);
    const phone = await signInWith("Phone Browser", person);
    const club = await signInClub(person);
    expect((await call("/api/me/sessions", { method: "DELETE", cookie: laptop })).status).toBe(204);
    expect((await call("/api/users/me", { cookie: phone })).status).toBe(401);
    expect((await call("/api/auth/me", { cookie: club })).status).toBe(401);
    const left = (await sessionsOf(laptop)).body;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, userAgent: "Laptop Browser" });
  });
});
