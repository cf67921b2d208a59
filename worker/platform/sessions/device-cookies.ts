/**
 * Device cookies, as OWASP describes them ("Slow Down Online Guessing Attacks with Device
 * Cookies"): a browser that signed in to an account gets a cookie saying so, and from then on its
 * logins to that account are judged on its own failures only (rate-limit.ts),
 * so nobody else's guesses can lock it out.
 *
 * - One cookie per account the device signed in to. Its name is `rh_device_` and an HMAC of the
 *   account key, so neither the name nor the value shows the e-mail.
 * - Its value is `<nonce>.<issued, epoch seconds>.<HMAC-SHA-256 of account key, nonce and issued>`,
 *   signed with the secret DEVICE_COOKIE_SECRET (`wrangler secret put`; locally `.dev.vars`, which
 *   `npm start` fills in with a random one). Nothing is stored on the server: a cookie that does not
 *   verify, or was made for another account, is simply not a known device.
 * - The nonce is the device's identity: it is kept when the device signs in again (the cookie is
 *   renewed), so the failures counted against it stay counted.
 * - With no secret configured there are no known devices (every client is untrusted, the strict
 *   old rule), and the worker logs it.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { DEVICE_COOKIE_PREFIX } from "../../../schema/constants";
import { randomToken, toBase64url } from "./tokens";

const YEAR_S = 365 * 24 * 60 * 60;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();
let missingSecretLogged = false;

/** The HMAC key made of the configured secret, or null when none is set. */
function signingKey(c: Context): Promise<CryptoKey> | null {
  const secret = (c.env as { DEVICE_COOKIE_SECRET?: string }).DEVICE_COOKIE_SECRET;
  if (!secret) {
    if (!missingSecretLogged) console.error("DEVICE_COOKIE_SECRET is not set: no device is known, every login is judged as an untrusted client's.");
    missingSecretLogged = true;
    return null;
  }
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const sign = async (key: CryptoKey, data: string) => toBase64url(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(data))));

async function cookieName(key: CryptoKey, accountKey: string) {
  const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`name:${accountKey}`)));
  return DEVICE_COOKIE_PREFIX + [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const signedPart = (accountKey: string, nonce: string, issued: string) => `device:${accountKey}:${nonce}:${issued}`;

/**
 * The nonce of this browser's device cookie for `accountKey`, when it has a valid one (signed with
 * our secret, for this account, less than a year old); otherwise null: an untrusted client.
 */
export async function knownDevice(c: Context, accountKey: string): Promise<string | null> {
  const key = await signingKey(c);
  if (!key) return null;
  const value = getCookie(c, await cookieName(key, accountKey));
  const [nonce, issued, signature, extra] = value?.split(".") ?? [];
  if (!nonce || !issued || !signature || extra !== undefined || !/^\d{1,12}$/.test(issued)) return null;
  if (Date.now() / 1000 - Number(issued) > YEAR_S) return null;
  const mac = fromBase64url(signature);
  // crypto.subtle.verify compares in constant time.
  const valid = mac !== null && (await crypto.subtle.verify("HMAC", key, mac, encoder.encode(signedPart(accountKey, nonce, issued))));
  return valid ? nonce : null;
}

/**
 * After a successful sign-in: this browser is a known device of the account from now on. A device
 * that already was one keeps its nonce, its cookie is renewed for another year.
 */
export async function rememberDevice(c: Context, accountKey: string) {
  const key = await signingKey(c);
  if (!key) return;
  const nonce = (await knownDevice(c, accountKey)) ?? randomToken(16);
  const issued = String(Math.floor(Date.now() / 1000));
  setCookie(c, await cookieName(key, accountKey), `${nonce}.${issued}.${await sign(key, signedPart(accountKey, nonce, issued))}`, {
    httpOnly: true,
    // Only our own login page's requests carry it; no other site's link or form.
    sameSite: "Strict",
    path: "/api",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: YEAR_S,
  });
}
