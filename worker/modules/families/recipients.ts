/**
 * Who hears about a player's registration or transfer (issue 24): the player, when they have a
 * login, and their parents; each in the language they last used the site in. An address that
 * reaches no one (a child without a login, an erased person: no-login.ts) is left out.
 */
import { eq } from "drizzle-orm";
import { persons } from "../../../schema/tables";
import { guardians } from "../../../schema/tables/registrations";
import type { Db } from "../../platform/db";
import { isNoLoginEmail } from "./no-login";

export type Recipient = { email: string; language: "en" | "el"; firstName: string };

export const reachable = (row: Recipient | undefined) => (row && !isNoLoginEmail(row.email) ? [row] : []);
export const distinct = (rows: Recipient[]) => [...new Map(rows.map((row) => [row.email, row])).values()];

export async function playerRecipients(db: Db, personId: number): Promise<Recipient[]> {
  const recipient = { email: persons.email, language: persons.language, firstName: persons.firstName };
  const [self, parents] = await Promise.all([
    db.select({ ...recipient, hasLogin: persons.hasLogin, erasedAt: persons.erasedAt }).from(persons).where(eq(persons.id, personId)).get(),
    db.select(recipient).from(guardians).innerJoin(persons, eq(persons.id, guardians.parentId)).where(eq(guardians.childId, personId)),
  ]);
  const own = self && self.hasLogin && !self.erasedAt ? reachable(self) : [];
  return distinct([...own, ...parents.flatMap((parent) => reachable(parent))]);
}
