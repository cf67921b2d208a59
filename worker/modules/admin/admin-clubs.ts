import { firstAdminOf, fullName } from "../../platform/sessions/people";
import { and, asc, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { backOfficeMessages as b } from "../../../schema/back-office-messages";
import { adminClubEditSchema, approveSchema, rejectSchema } from "../../../schema/back-office-requests";
import { apiMessages } from "../../../schema/messages";
import { clubNameMessages } from "../../../schema/club-name-messages";
import { adminClubAnswer, adminNameChangeAnswer } from "../../../schema/responses";
import { claimRequests, clubs, type Club } from "../../../schema/tables";
import { clubNameProposals } from "../../../schema/tables/club-names";
import type { AppEnv } from "../../platform/env";
import { clubProfileValues } from "../clubs/profile-values";
import { asAnswer, columnsFor } from "../../platform/answers";
import { audit, type Actor } from "../../platform/audit/audit";
import { clubDecisionMail, clubRenameMail } from "../../platform/mail/back-office-mail";
import { assertClubNamesFree, clubNameKeyWrites, renameRefusal } from "../clubs/club-names";
import { getDb, type Db } from "../../platform/db";
import { conflict, notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import type { Mail } from "../../platform/mail/mail";
import { siteLinks, siteOrigin } from "../../platform/mail/site-links";
import { renameClubTeams } from "../teams/teams";
import { validate } from "../../platform/http/validate";
import { deliverSoon, queuedIds, queueMail } from "../../platform/mail/outbox";
import { federationMay } from "../../platform/sessions/auth-guards";
import { clubMembersOf } from "../people/members-queries";

/** A club as the admin sees it: every column but the secrets (its own view plus its activity and last sign-in). */
export const adminClub = (club: Club) => asAnswer(adminClubAnswer, club);

const clubIdOf = (raw: string) => parseId(raw, apiMessages.invalidClubId);

async function findClub(db: Db, id: number) {
  const club = await db.query.clubs.findFirst({ where: eq(clubs.id, id) });
  if (!club) throw notFound(apiMessages.clubNotFound);
  return club;
}

/** Changes a club and records it in one batch, with the mail that tells the club (the outbox); answers the club after and the mail's id. */
async function changeClub(db: Db, actor: Actor, before: Club, set: Partial<Club>, action: string, reason?: string | null, mail?: Mail) {
  const [[after], , ...queued] = await db.batch([
    db.update(clubs).set(set).where(eq(clubs.id, before.id)).returning(),
    audit(db, actor, {
      action,
      targetType: "club",
      targetId: before.id,
      summary: before.name,
      before: Object.fromEntries(Object.keys(set).map((key) => [key, before[key as keyof Club]])),
      after: { ...set, ...(reason ? { reason } : {}) },
    }),
    ...(mail ? [queueMail(db, mail)] : []),
  ]);
  return { after: after!, mails: queuedIds(queued) };
}

/** The federation's own account is not reviewed, edited, deactivated or impersonated here. */
const memberClub = (club: Club) => {
  if (club.isAdmin) throw conflict(b.adminClubProtected);
  return club;
};

/** Clubs: /api/admin/clubs (behind the admin guard of /api/admin). */
// A club's details (the list, one club, its profile and its name) are the registrar's and the
// moderator's (`clubDetails`); admitting, verifying and deactivating clubs the registrar's (`clubs`).
export const adminClubs = new Hono<AppEnv>()
  /** Every club, claimed or not, as its owner would see it (never hashes or tokens), with its review. */
  .get("/", federationMay("clubDetails"), async (c) => {
    const rows = await getDb(c.env).select().from(clubs).orderBy(asc(clubs.id));
    return c.json(rows.map(adminClub), 200);
  })
  /** Approved clubs' new names waiting for the federation, oldest first, each with the club's current names. */
  .get("/name-changes", federationMay("clubDetails"), async (c) => {
    const rows = await getDb(c.env)
      .select({ ...columnsFor(clubNameProposals, adminNameChangeAnswer), currentName: clubs.name, currentNameEl: clubs.nameEl })
      .from(clubNameProposals)
      .innerJoin(clubs, eq(clubs.id, clubNameProposals.clubId))
      .orderBy(asc(clubNameProposals.proposedAt));
    return c.json(rows, 200);
  })
  /** One club with its officials: the sign-in account (and its last sign-in), the responsible person, approved claimants. */
  .get("/:id", federationMay("clubDetails"), async (c) => {
    const db = getDb(c.env);
    const club = await findClub(db, clubIdOf(c.req.param("id")));
    const claimants = await db
      .select({ name: claimRequests.fullName, email: claimRequests.email, phone: claimRequests.phoneNumber, since: claimRequests.decidedAt })
      .from(claimRequests)
      .where(and(eq(claimRequests.clubId, club.id), eq(claimRequests.status, "approved")))
      .orderBy(desc(claimRequests.decidedAt));
    // The "account" is the person who signs in with the club's address (issue 23): its first club admin.
    const admin = await firstAdminOf(db, club);
    const officials = [
      { role: "account" as const, name: admin ? fullName(admin) : club.name, email: admin?.email ?? club.email, phone: null, lastLoginAt: admin?.lastLoginAt ?? null },
      { role: "responsible" as const, name: club.responsiblePersonName, email: club.responsiblePersonEmail, phone: club.responsiblePersonPhone, lastLoginAt: null },
      ...claimants.map((claimant) => ({ role: "claimant" as const, name: claimant.name, email: claimant.email, phone: claimant.phone, lastLoginAt: null })),
    ];
    return c.json({ ...adminClub(club), officials }, 200);
  })
  /** Issue 23: the club's members, one row per club role: whom support may act as (the impersonation picker). */
  .get("/:id/members", federationMay("impersonation"), async (c) => {
    const db = getDb(c.env);
    const club = await findClub(db, clubIdOf(c.req.param("id")));
    return c.json(await clubMembersOf(db, club.id), 200);
  })
  /** A new club's approval: it appears in public from now on; the club is mailed. */
  .post("/:id/approve", federationMay("clubs"), validate("json", approveSchema), async (c) => {
    const db = getDb(c.env);
    const club = memberClub(await findClub(db, clubIdOf(c.req.param("id"))));
    if (club.status === "approved") throw conflict(b.clubNotPending);
    const reason = c.req.valid("json").reason || null;
    const mail = clubDecisionMail(club.email, club, true, reason, siteLinks.dashboard(siteOrigin(c.env, c.req.url)));
    const { after, mails } = await changeClub(db, c.var.actor!, club, { status: "approved" }, "club.approve", reason, mail);
    c.executionCtx.waitUntil(deliverSoon(c.env, mails));
    return c.json(adminClub(after), 200);
  })
  /** Declined, with a reason mailed to the club: it stays out of every public list. */
  .post("/:id/decline", federationMay("clubs"), validate("json", rejectSchema), async (c) => {
    const db = getDb(c.env);
    const club = memberClub(await findClub(db, clubIdOf(c.req.param("id"))));
    if (club.status !== "pending") throw conflict(b.clubNotPending);
    const { reason } = c.req.valid("json");
    const mail = clubDecisionMail(club.email, club, false, reason, siteLinks.dashboard(siteOrigin(c.env, c.req.url)));
    const { after, mails } = await changeClub(db, c.var.actor!, club, { status: "declined" }, "club.decline", reason, mail);
    c.executionCtx.waitUntil(deliverSoon(c.env, mails));
    return c.json(adminClub(after), 200);
  })
  .post("/:id/verify", federationMay("clubs"), async (c) => {
    const db = getDb(c.env);
    const club = memberClub(await findClub(db, clubIdOf(c.req.param("id"))));
    return c.json(adminClub((await changeClub(db, c.var.actor!, club, { isVerified: true }, "club.verify")).after), 200);
  })
  /** Deactivated: hidden from public lists, history kept, and its sessions end (loadClub checks isActive). */
  .post("/:id/deactivate", federationMay("clubs"), async (c) => {
    const db = getDb(c.env);
    const club = memberClub(await findClub(db, clubIdOf(c.req.param("id"))));
    return c.json(adminClub((await changeClub(db, c.var.actor!, club, { isActive: false }, "club.deactivate")).after), 200);
  })
  .post("/:id/reactivate", federationMay("clubs"), async (c) => {
    const db = getDb(c.env);
    const club = memberClub(await findClub(db, clubIdOf(c.req.param("id"))));
    return c.json(adminClub((await changeClub(db, c.var.actor!, club, { isActive: true }, "club.reactivate")).after), 200);
  })
  /** The club's public details, by the profile form's rules, its names no other club's; a new name renames its teams named as the club too. */
  .patch("/:id", federationMay("clubDetails"), validate("json", adminClubEditSchema), async (c) => {
    const db = getDb(c.env);
    const club = memberClub(await findClub(db, clubIdOf(c.req.param("id"))));
    const set = clubProfileValues(c.req.valid("json")) as Partial<Club>;
    const names = { name: set.name!, nameEl: set.nameEl === undefined ? club.nameEl : set.nameEl };
    const renaming = names.name !== club.name || names.nameEl !== club.nameEl;
    if (renaming) await assertClubNamesFree(db, names, club.id);
    try {
      const [[after]] = await db.batch([
        db.update(clubs).set(set).where(eq(clubs.id, club.id)).returning(),
        renameClubTeams(db, club.id, club, names),
        ...(renaming ? clubNameKeyWrites(db, names, club) : []),
        audit(db, c.var.actor!, {
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
      throw renameRefusal(error);
    }
  })
  /**
   * The federation approves a club's proposed name: the club and its teams named as it are renamed
   * and the names become the club's (no other club may hold them then: 409), in one batch.
   */
  .post("/:id/name-change/approve", federationMay("clubDetails"), validate("json", approveSchema), async (c) => {
    const db = getDb(c.env);
    const club = await findClub(db, clubIdOf(c.req.param("id")));
    const proposal = await db.select().from(clubNameProposals).where(eq(clubNameProposals.clubId, club.id)).get();
    if (!proposal) throw notFound(clubNameMessages.noNameProposal);
    const names = { name: proposal.name, nameEl: proposal.nameEl };
    await assertClubNamesFree(db, names, club.id);
    const reason = c.req.valid("json").reason || null;
    const mail = clubRenameMail(club.email, club, names, true, reason, siteLinks.profile(siteOrigin(c.env, c.req.url)));
    try {
      const [[after], queued] = await db.batch([
        db.update(clubs).set(names).where(eq(clubs.id, club.id)).returning(),
        queueMail(db, mail),
        renameClubTeams(db, club.id, club, names),
        ...clubNameKeyWrites(db, names, club),
        // Only the proposal that was read: one the club filed meanwhile stays waiting.
        db.delete(clubNameProposals).where(and(eq(clubNameProposals.clubId, club.id), eq(clubNameProposals.proposedAt, proposal.proposedAt))),
        audit(db, c.var.actor!, {
          action: "club.rename.approve",
          targetType: "club",
          targetId: club.id,
          summary: `${club.name} → ${names.name}`,
          before: { name: club.name, nameEl: club.nameEl },
          after: { ...names, ...(reason ? { reason } : {}) },
        }),
      ]);
      c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds([queued])));
      return c.json(adminClub(after!), 200);
    } catch (error) {
      throw renameRefusal(error);
    }
  })
  /** The federation rejects a club's proposed name, with a reason mailed to the club; it keeps its name. */
  .post("/:id/name-change/reject", federationMay("clubDetails"), validate("json", rejectSchema), async (c) => {
    const db = getDb(c.env);
    const club = await findClub(db, clubIdOf(c.req.param("id")));
    const { reason } = c.req.valid("json");
    const proposal = await db.select().from(clubNameProposals).where(eq(clubNameProposals.clubId, club.id)).get();
    if (!proposal) throw notFound(clubNameMessages.noNameProposal);
    const mail = clubRenameMail(club.email, club, proposal, false, reason, siteLinks.profile(siteOrigin(c.env, c.req.url)));
    const [, queued] = await db.batch([
      db.delete(clubNameProposals).where(eq(clubNameProposals.clubId, club.id)),
      queueMail(db, mail),
      audit(db, c.var.actor!, {
        action: "club.rename.reject",
        targetType: "club",
        targetId: club.id,
        summary: `${club.name} → ${proposal.name}`,
        before: { name: proposal.name, nameEl: proposal.nameEl },
        after: { reason },
      }),
    ]);
    c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds([queued])));
    return c.json(adminClub(club), 200);
  });
