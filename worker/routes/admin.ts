import { asc, count, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { academyRegistrations, clubs, matches, news } from "../../schema/tables";
import type { AppEnv } from "../env";
import { getDb } from "../lib/db";
import { ownClub } from "../lib/serialize";
import { requireAdmin } from "../middleware/auth-guards";

/** Administration: /api/admin/*. 401 without a club session, 403 for a club that is not an admin. */
export const admin = new Hono<AppEnv>()
  .use(requireAdmin)
  /** Every club, claimed or not, as its owner would see it (never hashes or tokens). */
  .get("/clubs", async (c) => {
    const rows = await getDb(c.env).select().from(clubs).orderBy(asc(clubs.id));
    return c.json(rows.map(ownClub), 200);
  })
  /** The dashboard's stats cards, counted from the database. */
  .get("/stats", async (c) => {
    const db = getDb(c.env);
    const [[clubCount], [matchCount], [articleCount], [codes]] = await db.batch([
      db.select({ n: count() }).from(clubs),
      db.select({ n: count() }).from(matches),
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
  /**
   * Academy registrations, newest first: the federation's read-back of what parents sent (also how
   * the offline tests check that a queued registration landed exactly once). `?email=` narrows it.
   */
  .get("/academy-registrations", async (c) => {
    const email = c.req.query("email")?.trim().toLowerCase();
    const rows = await getDb(c.env)
      .select({
        id: academyRegistrations.id,
        parentName: academyRegistrations.parentName,
        email: academyRegistrations.email,
        phone: academyRegistrations.phone,
        childrenDetails: academyRegistrations.childrenDetails,
        createdAt: academyRegistrations.createdAt,
      })
      .from(academyRegistrations)
      .where(email ? eq(academyRegistrations.email, email) : undefined)
      .orderBy(desc(academyRegistrations.id))
      .limit(200);
    return c.json(rows, 200);
  });
