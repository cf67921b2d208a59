import { eq } from "drizzle-orm";
import { COMPETITIONS } from "../../../schema/constants";
import { messages as m } from "../../../schema/messages";
import { competitions } from "../../../schema/tables/competitions";
import type { Db } from "../../platform/db";
import { badRequest } from "../../platform/errors/api-error";

/**
 * A club's own match names its competition by English name (SPEC: the five names, Friendly
 * meaning none). The names the SPEC lists are always accepted, since they are seeded as this
 * season's competitions; any other must be a competition the federation created.
 */
export async function checkMatchCompetition(db: Db, name: string) {
  if ((COMPETITIONS as readonly string[]).includes(name)) return;
  const found = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.nameEn, name)).limit(1);
  if (found.length === 0) throw badRequest(m.competitionRequired, { competition: m.competitionRequired });
}
