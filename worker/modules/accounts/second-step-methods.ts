/** Which second steps a person has set up (issue 23): what POST /api/auth/login offers them. */
import { and, eq, isNull } from "drizzle-orm";
import type { Person } from "../../../schema/tables";
import { passkeys, recoveryCodes } from "../../../schema/tables/people";
import type { Db } from "../../platform/db";

export type SecondStepMethod = "passkey" | "totp" | "recovery";

export async function secondStepMethods(db: Db, person: Pick<Person, "id" | "totpSecret">): Promise<SecondStepMethod[]> {
  const [passkey, code] = await Promise.all([
    db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.personId, person.id)).limit(1).get(),
    db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(and(eq(recoveryCodes.personId, person.id), isNull(recoveryCodes.usedAt))).limit(1).get(),
  ]);
  const methods: SecondStepMethod[] = [];
  if (passkey) methods.push("passkey");
  if (person.totpSecret) methods.push("totp");
  // Recovery codes stand in for a lost passkey or phone; alone they are not a second step.
  if (code && methods.length > 0) methods.push("recovery");
  return methods;
}
