/**
 * Issue 20, point 1: nothing is half-written. A change that takes several writes is one D1 batch
 * (one transaction): a storage fault at any of its writes leaves none of them, the client hears
 * 503 and can send the same request again. Each test lets D1 fail only at the change's last
 * write (as a lock taken in between would), and checks that its first write is not there either.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { competitions, entrants, standingProposals, teams } from "../../schema/tables/competitions";
import { auditLog } from "../../schema/tables/back-office";
import { impersonations } from "../../schema/tables/back-office";
import { adminCookie, createCompetition, freshSeason } from "../test/competitions";
import { signedInClub } from "../test/dashboard";
import { callJson, db } from "../test/helpers";
import { d1Locked, failingD1, withBindings } from "../test/storage-faults";

beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

/** D1 failing only at statements whose SQL matches `pattern` (and at any batch holding one). */
const failingAt = (pattern: RegExp) => withBindings({ DB: failingD1(d1Locked, (sql) => pattern.test(sql)) });

const valid = { rugbyType: "union", played: 5, won: 3, drawn: 1, lost: 1, pointsFor: 120, pointsAgainst: 80, points: 15 };

/** The club's teams' entries in a competition. */
const entriesOf = (competitionId: number, clubId: number) =>
  db().select({ id: entrants.id }).from(entrants).innerJoin(teams, eq(teams.id, entrants.teamId)).where(and(eq(entrants.competitionId, competitionId), eq(teams.clubId, clubId)));
/** The club's rows as it reads them back. */
const rowsOf = async (cookie: string) => (await callJson<any[]>("/api/clubs/standings", { cookie })).body;

describe("a club's standing row in a manual table (its team, its entrant, its proposal)", () => {
  it("is stored whole or not at all when D1 fails at the proposal", async () => {
    const admin = await adminCookie();
    const season = freshSeason();
    const competition = await createCompetition(admin, { season, kind: "manual", featured: true });
    const { club, cookie } = await signedInClub({ name: "Atomic RFC" });

    const refused = await callJson("/api/clubs/standings", { cookie, json: { ...valid, season }, env: failingAt(/insert into "standing_proposals"/) });
    expect(refused.status).toBe(503);
    expect(await rowsOf(cookie)).toEqual([]);
    expect(await entriesOf(competition.id, club.id)).toEqual([]);
    expect(await db().select().from(teams).where(eq(teams.clubId, club.id))).toEqual([]);

    // The same request again, once D1 takes it: all of it, once.
    const created = await callJson("/api/clubs/standings", { cookie, json: { ...valid, season } });
    expect(created.status).toBe(201);
    const proposals = await db().select().from(standingProposals).where(eq(standingProposals.clubId, club.id));
    expect(proposals).toMatchObject([{ competitionId: competition.id, points: 15, status: "pending" }]);
    expect(await entriesOf(competition.id, club.id)).toHaveLength(1);

    // An edit: the row keeps its figures when the new proposal cannot be written.
    const id = created.body.id as number;
    const edit = await callJson(`/api/clubs/standings/${id}`, { cookie, method: "PATCH", json: { ...valid, season, points: 3 }, env: failingAt(/insert into "standing_proposals"/) });
    expect(edit.status).toBe(503);
    expect((await rowsOf(cookie))[0]?.points).toBe(15);
    expect(await db().select({ points: standingProposals.points }).from(standingProposals).where(eq(standingProposals.clubId, club.id))).toEqual([{ points: 15 }]);

    // A removal: the row stays with its proposal when the withdrawal cannot be written.
    const removal = await callJson(`/api/clubs/standings/${id}`, { cookie, method: "DELETE", env: failingAt(/delete from "standing_proposals"/) });
    expect(removal.status).toBe(503);
    expect(await rowsOf(cookie)).toHaveLength(1);
    expect(await db().select().from(standingProposals).where(eq(standingProposals.clubId, club.id))).toHaveLength(1);
    expect((await callJson(`/api/clubs/standings/${id}`, { cookie, method: "DELETE" })).status).toBe(200);
    expect(await db().select().from(standingProposals).where(eq(standingProposals.clubId, club.id))).toEqual([]);
  });
});

describe("a featured competition (the competition, the others unfeatured)", () => {
  it("is created whole or not at all when D1 fails at unfeaturing the others", async () => {
    const admin = await adminCookie();
    const season = freshSeason();
    const first = await createCompetition(admin, { season, kind: "manual", featured: true });
    const input = { nameEn: `Second Cup ${season}`, nameEl: `Δεύτερο Κύπελλο ${season}`, code: "union", season, kind: "manual", featured: true, preset: "world-rugby" };
    const refused = await callJson("/api/admin/competitions", { cookie: admin, json: input, env: failingAt(/update "competitions" set "featured" = \?/) });
    expect(refused.status).toBe(503);
    expect(await db().select().from(competitions).where(eq(competitions.nameEn, input.nameEn))).toEqual([]);
    expect((await db().select().from(competitions).where(eq(competitions.id, first.id)))[0]?.featured).toBe(true);

    const created = await callJson("/api/admin/competitions", { cookie: admin, json: input });
    expect(created.status).toBe(201);
    expect((await db().select().from(competitions).where(eq(competitions.id, first.id)))[0]?.featured).toBe(false);

    // Featuring the first again: both or neither.
    const edit = await callJson(`/api/admin/competitions/${first.id}`, { cookie: admin, method: "PATCH", json: { featured: true }, env: failingAt(/update "competitions" set "featured" = \?/) });
    expect(edit.status).toBe(503);
    const featured = await db().select({ id: competitions.id }).from(competitions).where(and(eq(competitions.season, season), eq(competitions.featured, true)));
    expect(featured).toEqual([{ id: created.body.id }]);
  });
});

describe("stopping an impersonation (ended, and audited)", () => {
  it("is ended with its audit record or not at all", async () => {
    const admin = await adminCookie();
    const { club } = await signedInClub({ name: "Impersonated RFC" });
    const started = await callJson("/api/admin/impersonation", { cookie: admin, json: { clubId: club.id, reason: "Helping with the roster", minutes: 10 } });
    expect(started.status).toBe(201);
    const open = () => db().select().from(impersonations).where(and(eq(impersonations.clubId, club.id)));
    const stops = () => db().select().from(auditLog).where(and(eq(auditLog.action, "impersonation.stop"), eq(auditLog.targetId, club.id)));

    const refused = await callJson("/api/admin/impersonation/stop", { cookie: admin, method: "POST", env: failingAt(/insert into "audit_log"/) });
    expect(refused.status).toBe(503);
    expect((await open())[0]?.endedAt).toBeNull();
    expect(await stops()).toEqual([]);

    expect((await callJson("/api/admin/impersonation/stop", { cookie: admin, method: "POST" })).status).toBe(200);
    expect((await open())[0]?.endedAt).not.toBeNull();
    expect(await stops()).toHaveLength(1);
  });
});

describe("an admin's change to a competition (the change, and its audit record)", () => {
  it("is stored with its audit record or not at all, so sending it again adds it once", async () => {
    const admin = await adminCookie();
    const competition = await createCompetition(admin, { season: freshSeason() });
    const guests = () => db().select().from(entrants).where(eq(entrants.competitionId, competition.id));
    const records = () => db().select().from(auditLog).where(eq(auditLog.summary, `POST /api/admin/competitions/${competition.id}/entrants`));

    const refused = await callJson(`/api/admin/competitions/${competition.id}/entrants`, { cookie: admin, json: { name: "Guest XV" }, env: failingAt(/insert into "audit_log"/) });
    expect(refused.status).toBe(503);
    expect(await guests()).toEqual([]);

    expect((await callJson(`/api/admin/competitions/${competition.id}/entrants`, { cookie: admin, json: { name: "Guest XV" } })).status).toBe(201);
    expect(await guests()).toHaveLength(1);
    expect(await records()).toHaveLength(1);

    // A removal too: the competition stays when its record cannot be written.
    const removal = await callJson(`/api/admin/competitions/${competition.id}`, { cookie: admin, method: "DELETE", env: failingAt(/insert into "audit_log"/) });
    expect(removal.status).toBe(503);
    expect(await db().select().from(competitions).where(eq(competitions.id, competition.id))).toHaveLength(1);
    expect(await guests()).toHaveLength(1);
  });
});
