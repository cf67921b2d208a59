/**
 * Recovery codes of the second step (issue 23): ten single-use codes, shown once when the first
 * method is set up (or when the person asks for a new set); only their SHA-256 is stored.
 */
import { and, count, eq, isNull } from "drizzle-orm";
import { recoveryCodes } from "../../../schema/tables/people";
import type { Db } from "../../platform/db";
import { sha256Hex } from "../../platform/sessions/tokens";

const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/l/i: a code copied by hand from paper should not be misread. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** "xxxxx-xxxxx": 10 characters of 31, about 50 bits, plenty for a code that is limited like a password. */
function newCode() {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What a typed code is compared as: case, spaces and dashes do not matter. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");
const hashOf = (code: string) => sha256Hex(`recovery:${normalised(code)}`);

/** A new set of codes for the person, replacing any earlier set; answers the codes (to show once). */
export async function newRecoveryCodes(db: Db, personId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map(hashOf));
  await db.batch([db.delete(recoveryCodes).where(eq(recoveryCodes.personId, personId)), db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ personId, codeHash })))]);
  return codes;
}

/**
 * Uses up one of the person's codes: one UPDATE that only matches an unused code, so two requests
 * with the same code cannot both pass. Answers whether it was a valid unused code.
 */
export async function useRecoveryCode(db: Db, personId: number, code: string): Promise<boolean> {
  if (normalised(code).length === 0) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(recoveryCodes.personId, personId), eq(recoveryCodes.codeHash, await hashOf(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db, personId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.personId, personId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export const removeRecoveryCodes = (db: Db, personId: number) => db.delete(recoveryCodes).where(eq(recoveryCodes.personId, personId));
