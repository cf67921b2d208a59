import { and, asc, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { backOfficeMessages as b } from "../../schema/back-office-messages";
import { adminClubEditSchema, approveSchema, rejectSchema } from "../../schema/back-office-requests";
import { apiMessages, messages } from "../../schema/messages";
import { claimRequests, clubs, standings, type Club } from "../../schema/tables";
import type { AppEnv } from "../env";
import { clubProfileValues, isUniqueViolation } from "../lib/accounts";
import { audit, type Actor } from "../lib/audit";
import { clubDecisionMail } from "../lib/back-office-mail";
import { getDb, type Db } from "../lib/db";
import { conflict, notFound } from "../lib/errors";
import { parseId } from "../lib/ids";
import { sendMail } from "../lib/mail";
import { ownClub } from "../lib/serialize";
import { validate } from "../lib/validate";

/** A club as the admin sees it: its own view plus the federation's review, activity and last sign-in. */
export const adminClub = (club: Club) => ({ ...ownClub(club), status: club.status, isActive: club.isActive, lastLoginAt: club.lastLoginAt });

const clubIdOf = (raw: string) => parseId(raw, apiMessages.invalidClubId);

async function findClub(db: Db, id: number) {
  const club = await db.query.clubs.findFirst({ where: eq(clubs.id, id) });
  if (!club) throw notFound(apiMessages.clubNotFound);
  return club;
}

/** Changes a club and records it in one batch; answers the club after. */
async function changeClub(db: Db, actor: Actor, before: Club, set: Partial<Club>, action: string, reason?: string | null) {
  const [[after]] = await db.batch([
    db.update(clubs).set(set).where(eq(clubs.id, before.id)).returning(),
    audit(db, actor, {
      action,
      targetType: "club",
      targetId: before.id,
      summary: before.name,
      before: Object.fromEntries(Object.keys(set).map((key) => [key, before[key as keyof Club]])),
      after: { ...set, ...(reason ? { reason } : {}) },
    }),
  ]);
  return after!;
}

/** The federation's own account is not reviewed, edited, deactivated or impersonated here. */
const memberClub = (club: Club) => {
  if (club.isAdmin) throw conflict(b.adminClubProtected);
  return club;
};

/** Clubs: /api/admin/clubs (behind the admin guard of /api/admin). */
export const adminClubs = new Hono<AppEnv>()
  /** Every club, claimed or not, as its owner would see it (never hashes or tokens), with its review. */
  .get("/", async (c) => {
    const rows = await getDb(c.env).select().from(clubs).orderBy(asc(clubs.id));
    return c.json(rows.map(adminClub), 200);
  })
  /** One club with its officials: the sign-in account (and its last sign-in), the responsible person, approved claimants. */
  .get("/:id", async (c) => {
    const db = getDb(c.env);
    const club = await findClub(db, clubIdOf(c.req.param("id")));
    const claimants = await db
      .select({ name: claimRequests.fullName, email: claimRequests.email, phone: claimRequests.phoneNumber, since: claimRequests.decidedAt })
      .from(claimRequests)
      .where(and(eq(claimRequests.clubId, club.id), eq(claimRequests.status, "approved")))
      .orderBy(desc(claimRequests.decidedAt));
    const officials = [
      { role: "account" as const, name: club.name, email: club.email, phone: null, lastLoginAt: club.lastLoginAt },
      { role: "responsible" as const, name: club.responsiblePersonName, email: club.responsiblePersonEmail, phone: club.responsiblePersonPhone, lastLoginAt: null },
      ...claimants.map((claimant) => ({ role: "claimant" as const, name: claimant.name, email: claimant.email, phone: claimant.phone, lastLoginAt: null })),
    ];
    return c.json({ ...adminClub(club), officials }, 200);
  })
  /** A new club's approval: it appears in public from now on; the club is mailed. */
  .post("/:id/approve", validate("json", approveSchema), async (c) => {
    const db = getDb(c.env);
    const club = memberClub(await findClub(db, clubIdOf(c.req.param("id"))));
    if (club.status === "approved") throw conflict(b.clubNotPending);
    const reason = c.req.valid("json").reason || null;
    const after = await changeClub(db, c.var.club!, club, { status: "approved" }, "club.approve", reason);
    c.executionCtx.waitUntil(sendMail(c.env, clubDecisionMail(club.email, club.name, true, reason)));
    return c.json(adminClub(after), 200);
  })
  /** Declined, with a reason mailed to the club: it stays out of every public list. */
  .post("/:id/decline", validate("json", rejectSchema), async (c) => {
    const db = getDb(c.env);
    const club = memberClub(await findClub(db, clubIdOf(c.req.param("id"))));
    if (club.status !== "pending") throw conflict(b.clubNotPending);
    const { reason } = c.req.valid("json");
    const after = await changeClub(db, c.var.club!, club, { status: "declined" }, "club.decline", reason);
    c.executionCtx.waitUntil(sendMail(c.env, clubDecisionMail(club.email, club.name, false, reason)));
    return c.json(adminClub(after), 200);
  })
  .post("/:id/verify", async (c) => {
    const db = getDb(c.env);
    const club = memberClub(await findClub(db, clubIdOf(c.req.param("id"))));
    return c.json(adminClub(await changeClub(db, c.var.club!, club, { isVerified: true }, "club.verify")), 200);
  })
  /** Deactivated: hidden from public lists, history kept, and its sessions end (loadClub checks isActive). */
  .post("/:id/deactivate", async (c) => {
    const db = getDb(c.env);
    const club = memberClub(await findClub(db, clubIdOf(c.req.param("id"))));
    return c.json(adminClub(await changeClub(db, c.var.club!, club, { isActive: false }, "club.deactivate")), 200);
  })
  .post("/:id/reactivate", async (c) => {
    const db = getDb(c.env);
    const club = memberClub(await findClub(db, clubIdOf(c.req.param("id"))));
    return c.json(adminClub(await changeClub(db, c.var.club!, club, { isActive: true }, "club.reactivate")), 200);
  })
  /** The club's public details, by the profile form's rules; a new name renames its standing rows too. */
  .patch("/:id", validate("json", adminClubEditSchema), async (c) => {
    const db = getDb(c.env);
    const club = memberClub(await findClub(db, clubIdOf(c.req.param("id"))));
    const set = clubProfileValues(c.req.valid("json")) as Partial<Club>;
    try {
      const [[after]] = await db.batch([
        db.update(clubs).set(set).where(eq(clubs.id, club.id)).returning(),
        db.update(standings).set({ teamName: set.name }).where(eq(standings.clubId, club.id)),
        audit(db, c.var.club!, {
          action: "club.edit",
          targetType: "club",
          targetId: club.id,
          summary: club.name,
          before: Object.fromEntries(Object.keys(set).map((key) => [key, club[key as keyof Club]])),
          after: set,
        }),
      ]);
      return c.json(adminClub(after!), 200);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.teamNameTaken, { name: messages.teamNameTaken });
      throw error;
    }
  });
