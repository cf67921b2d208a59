/**
 * Password hashing with scrypt (node:crypto, available in workerd through nodejs_compat).
 * Stored as a self-describing string, `scrypt$N$r$p$salt$hash` (base64), so parameters can be
 * raised later and an old hash upgraded at the next login (`needsRehash`).
 * PBKDF2 is not used: workerd caps it at 100,000 iterations in production, below OWASP's advice.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5, keyLength: 32, saltBytes: 16 } as const;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: 256 * N * r * p }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltBytes } = SCRYPT_PARAMS;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, N, r, p, keyLength);
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

function parse(stored: string) {
  const [algorithm, N, r, p, salt, hash] = stored.split("$");
  if (algorithm !== "scrypt" || !salt || !hash) return null;
  return { N: Number(N), r: Number(r), p: Number(p), salt: Buffer.from(salt, "base64"), hash: Buffer.from(hash, "base64") };
}

/** Constant-time comparison against a stored hash. Unknown formats never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p, parsed.hash.length);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** True when the stored hash uses weaker parameters than today's, so it should be replaced after a good login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const { N, r, p } = SCRYPT_PARAMS;
  return !parsed || parsed.N < N || parsed.r < r || parsed.p < p;
}

/** A hash that no password matches, for accounts that cannot sign in (unclaimed clubs). */
export const UNUSABLE_PASSWORD = "!unusable";
