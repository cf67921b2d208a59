import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { backOfficeMessages as b } from "../../../schema/back-office-messages";
import { impersonationSchema } from "../../../schema/back-office-requests";
import { apiMessages } from "../../../schema/messages";
import { impersonationAnswer } from "../../../schema/responses";
import { clubs } from "../../../schema/tables";
import { impersonations } from "../../../schema/tables/back-office";
import type { AppEnv } from "../../platform/env";
import { asAnswer } from "../../platform/answers";
import { audit } from "../../platform/audit/audit";
import { getDb } from "../../platform/db";
import { conflict, forbidden, notFound } from "../../platform/errors/api-error";
import { currentImpersonation, endImpersonations, endingWrites, impersonationSessionKey } from "../../platform/sessions/impersonation";
import { validate } from "../../platform/http/validate";

/** The club acted as, why and until when (not the admin's own session key). */
const view = (row: typeof impersonations.$inferSelect) => asAnswer(impersonationAnswer, row);

/**
 * Acting as a club for support: /api/admin/impersonation (behind the admin guard of /api/admin,
 * which keeps the admin's own account while it impersonates). Start needs a typed reason and
 * lasts at most 30 minutes; never another admin. Stop (and signing out) ends it at once.
 */
export const adminImpersonation = new Hono<AppEnv>()
  .get("/", async (c) => {
    const current = await currentImpersonation(getDb(c.env), c.var.club!.id, c.var.clubSessionId!);
    return c.json(current ? view(current) : null, 200);
  })
  .post("/", validate("json", impersonationSchema), async (c) => {
    const { clubId, reason, minutes } = c.req.valid("json");
    const admin = c.var.club!;
    const db = getDb(c.env);
    const club = await db.query.clubs.findFirst({ where: eq(clubs.id, clubId) });
    if (!club) throw notFound(apiMessages.clubNotFound);
    if (club.isAdmin) throw forbidden(b.cannotImpersonateAdmin);
    if (!club.isActive) throw conflict(b.clubInactive);
    const sessionId = c.var.clubSessionId!;
    const startedAt = new Date();
    const values = {
      adminClubId: admin.id,
      adminName: admin.name,
      // Issue 23: the federation person who acts, so the ending's record names them too.
      adminPersonId: c.var.actor!.personId ?? null,
      clubId: club.id,
      clubName: club.name,
      reason,
      sessionKey: await impersonationSessionKey(sessionId),
      startedAt: startedAt.toISOString(),
      expiresAt: new Date(startedAt.getTime() + minutes * 60_000).toISOString(),
    };
    // One at a time: a new start ends the previous one, in the same batch.
    const { writes: endPrevious } = await endingWrites(db, sessionId);
    const start = db.insert(impersonations).values(values).returning();
    const [first, ...rest] = [
      ...endPrevious,
      start,
      audit(db, c.var.actor!, {
        action: "impersonation.start",
        targetType: "club",
        targetId: club.id,
        summary: `Acting as ${club.name} for ${minutes} minutes`,
        after: { clubId: club.id, clubName: club.name, expiresAt: values.expiresAt },
        impersonatedClubId: club.id,
        reason,
      }),
    ];
    const written: unknown[] = await db.batch([first!, ...rest]);
    const [row] = written[endPrevious.length] as Awaited<typeof start>;
    return c.json(view(row!), 201);
  })
  .post("/stop", async (c) => {
    const ended = await endImpersonations(getDb(c.env), c.var.clubSessionId!);
    return c.json({ stopped: ended.length, message: ended.length ? b.done : b.notImpersonating }, 200);
  });
