import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { clubs as clubsTable } from "../../schema/tables";
import type { AppEnv } from "../env";
import { getDb } from "../lib/db";
import { notFound } from "../lib/errors";
import { parseId } from "../lib/ids";
import { publicClub } from "../lib/serialize";

/** Public club directory: /api/clubs, /api/clubs/{id} and the club's public lists. */
export const clubs = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await getDb(c.env).select().from(clubsTable).orderBy(asc(clubsTable.name));
    return c.json(rows.map(publicClub), 200);
  })
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"), "club ID");
    const club = await getDb(c.env).query.clubs.findFirst({ where: eq(clubsTable.id, id) });
    if (!club) throw notFound("Club not found");
    return c.json(publicClub(club), 200);
  });
