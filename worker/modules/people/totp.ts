/**
 * The authenticator app (TOTP, RFC 6238) of the second step (issue 23): 6 digits, 30 s steps,
 * SHA-1, as every authenticator app reads an otpauth:// link. A code works once: the last time
 * step a person used is kept in KV for as long as any code of that step could still be accepted,
 * and a code of that step or an earlier one is refused.
 */
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";

const ISSUER = "Rugby Hellas";
const PERIOD_S = 30;
/** One step either side: a phone's clock a little off, or a code typed just as it changed. */
const WINDOW = 1;

const totpOf = (secret: string, label = "") => new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A fresh shared secret (160 bits, base32), its otpauth:// link and that link as a QR code (SVG). */
export function newTotpSecret(accountName: string) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, accountName).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** The time step `code` belongs to for this secret (now, give or take WINDOW), or null when it matches none. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

const usedStepKey = (personId: number) => `totp-used-step:${personId}`;

/**
 * Whether `code` is a valid code this person has not used yet; a valid one is marked used. KV
 * keeps the step until no code of it could pass any more (KV's shortest expiry is 60 s).
 */
export async function useTotpCode(kv: KVNamespace, personId: number, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
  const last = Number(await kv.get(usedStepKey(personId)));
  if (Number.isFinite(last) && step <= last) return false;
  await markTotpStepUsed(kv, personId, step);
  return true;
}

/** Marks a step used (so the code that confirmed the setup cannot sign in as well). */
export const markTotpStepUsed = (kv: KVNamespace, personId: number, step: number) =>
  kv.put(usedStepKey(personId), String(step), { expirationTtl: Math.max(60, (WINDOW * 2 + 1) * PERIOD_S) });
