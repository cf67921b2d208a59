import { describe, expect, it } from "vitest";
import { call, callJson, createClub, createUser, signInClub, signInUser } from "../../test/helpers";

/** Every admin endpoint, walked: each must answer 401 without a club session and 403 for a club that is not an admin. */
const ENDPOINTS: [method: string, path: string, body?: unknown][] = [
  ["GET", "/api/admin/clubs"],
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/notifications"],
  ["GET", "/api/admin/clubs/1"],
  ["POST", "/api/admin/clubs/1/approve", {}],
  ["POST", "/api/admin/clubs/1/decline", { reason: "Not a club" }],
  ["POST", "/api/admin/clubs/1/verify", {}],
  ["POST", "/api/admin/clubs/1/deactivate", {}],
  ["POST", "/api/admin/clubs/1/reactivate", {}],
  ["PATCH", "/api/admin/clubs/1", {}],
  ["GET", "/api/admin/claims"],
  ["POST", "/api/admin/claims/1/approve", {}],
  ["POST", "/api/admin/claims/1/reject", { reason: "No proof" }],
  ["POST", "/api/admin/claims/1/new-link", {}],
  ["GET", "/api/admin/clubs/name-changes"],
  ["POST", "/api/admin/clubs/1/name-change/approve", {}],
  ["POST", "/api/admin/clubs/1/name-change/reject", { reason: "Not its name" }],
  ["GET", "/api/admin/academy-registrations"],
  ["GET", "/api/admin/academy-registrations/export.csv"],
  ["PATCH", "/api/admin/academy-registrations/1", { status: "contacted" }],
  ["GET", "/api/admin/news"],
  ["POST", "/api/admin/news/1/unpublish", {}],
  ["POST", "/api/admin/news/1/restore", {}],
  ["POST", "/api/admin/news/1/feature", {}],
  ["POST", "/api/admin/news/1/unfeature", {}],
  ["GET", "/api/admin/impersonation"],
  ["POST", "/api/admin/impersonation", { clubId: 1, reason: "Support call" }],
  ["POST", "/api/admin/impersonation/stop", {}],
  ["GET", "/api/admin/audit"],
  ["GET", "/api/admin/results"],
  ["POST", "/api/admin/fixtures/1/settle", { homeScore: 10, awayScore: 5, homeTries: 2, awayTries: 1, reason: "Referee's report" }],
  ["GET", "/api/admin/standing-proposals"],
  ["GET", "/api/admin/competitions/1"],
  ["POST", "/api/admin/competitions", {}],
  ["PATCH", "/api/admin/fixtures/1", {}],
  ["GET", "/api/admin/mail?status=failed"],
  ["POST", "/api/admin/mail/1/retry", {}],
];

describe("every admin endpoint", () => {
  it("answers 401 without a session, and with a player's session", async () => {
    const player = await signInUser(await createUser());
    for (const [method, path, json] of ENDPOINTS) {
      expect((await callJson(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await call(path, { method, json, cookie: player })).status, `${method} ${path} (player)`).toBe(401);
    }
  });

  it("answers 403 with the SPEC's text for a club that is not an admin", async () => {
    const cookie = await signInClub(await createClub());
    for (const [method, path, json] of ENDPOINTS) {
      const { status, body } = await callJson(path, { method, json, cookie });
      expect(status, `${method} ${path}`).toBe(403);
      expect(body.message).toBe("You do not have admin privileges required to access this area.");
    }
  });

  it("has no route that edits or deletes an audit record", async () => {
    const cookie = await signInClub(await createClub({ isAdmin: true }));
    for (const method of ["PATCH", "PUT", "DELETE"]) {
      for (const path of ["/api/admin/audit", "/api/admin/audit/1"]) expect((await call(path, { method, json: {}, cookie })).status).toBe(404);
    }
  });
});
