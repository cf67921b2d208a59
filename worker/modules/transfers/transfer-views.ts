/**
 * TransferView (issue 24, schema/registration-responses.ts transferAnswer): a transfer with its
 * person's name and both clubs' names, read the one way for the player, the clubs and the registrar.
 */
import { desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type * as v from "valibot";
import type { transferAnswer } from "../../../schema/registration-responses";
import { clubs, persons } from "../../../schema/tables";
import { transfers } from "../../../schema/tables/registrations";
import type { Db } from "../../platform/db";

export type TransferView = v.InferOutput<typeof transferAnswer>;

const fromClub = alias(clubs, "from_club");
const toClub = alias(clubs, "to_club");

/** The transfers `where` selects, newest first. */
export function transferViews(db: Db, where: SQL | undefined): Promise<TransferView[]> {
  return db
    .select({
      id: transfers.id,
      personId: transfers.personId,
      firstName: persons.firstName,
      lastName: persons.lastName,
      code: transfers.code,
      season: transfers.season,
      fromClubId: transfers.fromClubId,
      fromClubName: fromClub.name,
      fromClubNameEl: fromClub.nameEl,
      toClubId: transfers.toClubId,
      toClubName: toClub.name,
      toClubNameEl: toClub.nameEl,
      status: transfers.status,
      objectionDeadline: transfers.objectionDeadline,
      objectionReason: transfers.objectionReason,
      declineReason: transfers.declineReason,
      createdAt: transfers.createdAt,
      decidedAt: transfers.decidedAt,
    })
    .from(transfers)
    .innerJoin(persons, eq(persons.id, transfers.personId))
    .innerJoin(toClub, eq(toClub.id, transfers.toClubId))
    .leftJoin(fromClub, eq(fromClub.id, transfers.fromClubId))
    .where(where)
    .orderBy(desc(transfers.createdAt), desc(transfers.id));
}

/** One transfer's view (after a change), or undefined. */
export const transferView = async (db: Db, id: number) => (await transferViews(db, eq(transfers.id, id)))[0];
