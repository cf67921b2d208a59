import { count, sql } from "drizzle-orm";
import { Hono } from "hono";
import { clubs, news } from "../../../schema/tables";
import { fixtures } from "../../../schema/tables/competitions";
import type { AppEnv } from "../../platform/env";
import { getDb } from "../../platform/db";
import { federationMay, requireAdmin } from "../../platform/sessions/auth-guards";
import { adminAcademy } from "../forms/admin-academy";
import { adminAudit, adminNotifications } from "./admin-audit";
import { adminClaims } from "../claims/admin-claims";
import { adminClubs } from "./admin-clubs";
import { adminImpersonation } from "./admin-impersonation";
import { adminMail } from "./admin-mail";
import { adminStaff } from "../people/staff";
import { adminNews } from "../news/admin-news";
import { adminCompetitions } from "../competitions/admin-competitions";
import { adminResults } from "../competitions/fixture-results";
import { adminCsv } from "../open-data/open-data-csv";
import { adminRegistrations } from "../registrations/admin-registrations";
import { adminTransfers } from "../transfers/admin-transfers";

/**
 * Administration: /api/admin/*, the one router of the admin area. 401 without a club session,
 * 403 for a club that is not an admin: its one guard covers its own routes and every part mounted
 * below, which carry none of their own (nothing else is mounted under /api/admin, so it reaches
 * no other router's routes). The back office's areas (issue 12) each have their own router.
 */
export const admin = new Hono<AppEnv>()
  .use(requireAdmin)
  // Each area's federation capability (domain/people/roles.ts), checked behind the door without
  // loading the session again. The stats and badges are every federation role's (`dashboard`);
  // clubs, exports, competitions and results check theirs on their own routes.
  .use("/claims/*", federationMay("claims"))
  .use("/academy-registrations/*", federationMay("academy"))
  .use("/news/*", federationMay("news"))
  .use("/impersonation/*", federationMay("impersonation"))
  .use("/audit/*", federationMay("audit"))
  .use("/mail/*", federationMay("mail"))
  .use("/staff/*", federationMay("staff"))
  .use("/registrations/*", federationMay("registrations"))
  .use("/transfers/*", federationMay("registrations"))
  /** The dashboard's stats cards, counted from the database. */
  .get("/stats", async (c) => {
    const db = getDb(c.env);
    const [[clubCount], [matchCount], [articleCount], [codes]] = await db.batch([
      db.select({ n: count() }).from(clubs),
      // Every game (issue 22: a club's own match is a fixture too).
      db.select({ n: count() }).from(fixtures),
      db.select({ n: count() }).from(news),
      // Rugby codes in use: union and/or league, by whether any club plays it.
      db
        .select({
          union: sql<number>`coalesce(max(${clubs.rugbyUnion}), 0)`,
          league: sql<number>`coalesce(max(${clubs.rugbyLeague}), 0)`,
        })
        .from(clubs),
    ]);
    return c.json(
      {
        clubs: clubCount?.n ?? 0,
        matches: matchCount?.n ?? 0,
        articles: articleCount?.n ?? 0,
        rugbyTypes: Number(codes?.union ?? 0) + Number(codes?.league ?? 0),
      },
      200,
    );
  })
  .route("/clubs", adminClubs)
  .route("/claims", adminClaims)
  .route("/academy-registrations", adminAcademy)
  .route("/news", adminNews)
  .route("/impersonation", adminImpersonation)
  .route("/audit", adminAudit)
  .route("/notifications", adminNotifications)
  .route("/mail", adminMail)
  .route("/staff", adminStaff)
  .route("/registrations", adminRegistrations)
  .route("/transfers", adminTransfers)
  .route("/exports", adminCsv)
  // Competitions, fixtures, adjustments and standing proposals (issue 10), then results (issue 14).
  .route("/", adminCompetitions)
  .route("/", adminResults);
