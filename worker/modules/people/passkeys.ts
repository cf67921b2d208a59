/**
 * Passkeys (WebAuthn) of the second step (issue 23), with @simplewebauthn/server. The relying
 * party is the site the request came to: its hostname is the rpID and its origin the expected
 * origin, so the same code works on http://localhost:8787 and in production. The challenge
 * waits in the session record (worker/platform/sessions/sessions.ts `challenge`), so a response
 * is accepted once, for the session that asked.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
import { and, asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Person } from "../../../schema/tables";
import { passkeys, type Passkey } from "../../../schema/tables/people";
import type { Db } from "../../platform/db";
import { fullName } from "../../platform/sessions/people";

const RP_NAME = "Rugby Hellas";
const TIMEOUT_MS = 5 * 60 * 1000;

/** The relying party of this request: its hostname and origin. */
export function relyingParty(c: Context) {
  const url = new URL(c.req.url);
  return { rpID: url.hostname, origin: url.origin };
}

export const passkeysOf = (db: Db, personId: number) => db.select().from(passkeys).where(eq(passkeys.personId, personId)).orderBy(asc(passkeys.id));

const transportsOf = (passkey: Passkey) => (passkey.transports ? (JSON.parse(passkey.transports) as AuthenticatorTransport[]) : undefined);

/** Options for adding a passkey: the person's existing ones are excluded (an authenticator holds one per site). */
export async function registrationOptions(c: Context, db: Db, person: Person) {
  const existing = await passkeysOf(db, person.id);
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(c).rpID,
    userName: person.email,
    userDisplayName: fullName(person) || person.email,
    // A stable handle: the same person on the same authenticator replaces, not duplicates.
    userID: isoUint8Array.fromUTF8String(`person:${person.id}`),
    timeout: TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

/** The credential a registration response proves, or null when it does not verify against `challenge`. */
export async function verifiedRegistration(c: Context, response: RegistrationResponseJSON, challenge: string) {
  const { rpID, origin } = relyingParty(c);
  try {
    const verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false });
    if (!verification.verified) return null;
    const { credential } = verification.registrationInfo;
    return { credentialId: credential.id, publicKey: isoBase64URL.fromBuffer(credential.publicKey), counter: credential.counter, transports: credential.transports?.length ? JSON.stringify(credential.transports) : null };
  } catch {
    // A malformed or forged response is the client's fault, not a server error.
    return null;
  }
}

/** Options for signing in with one of the person's passkeys. */
export async function authenticationOptions(c: Context, db: Db, personId: number) {
  const own = await passkeysOf(db, personId);
  return generateAuthenticationOptions({
    rpID: relyingParty(c).rpID,
    timeout: TIMEOUT_MS,
    userVerification: "preferred",
    allowCredentials: own.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
  });
}

/**
 * Whether the response is a valid assertion by one of the person's passkeys for `challenge`; on
 * success its signature counter and last use are recorded.
 */
export async function verifiedAuthentication(c: Context, db: Db, personId: number, response: AuthenticationResponseJSON, challenge: string): Promise<boolean> {
  const passkey = await db.select().from(passkeys).where(and(eq(passkeys.personId, personId), eq(passkeys.credentialId, String(response?.id ?? "")))).get();
  if (!passkey) return false;
  const { rpID, origin } = relyingParty(c);
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
      credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: transportsOf(passkey) },
    });
    if (!verification.verified) return false;
    await db.update(passkeys).set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date().toISOString() }).where(eq(passkeys.id, passkey.id));
    return true;
  } catch {
    return false;
  }
}
