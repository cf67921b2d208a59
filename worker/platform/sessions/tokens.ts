/**
 * Random secrets (session ids, e-mail verification tokens) and their digests. Only a digest is
 * ever stored, so a leaked KV namespace or database dump holds nothing a browser could replay.
 */

/** Bytes as base64url without padding (safe in cookies and addresses). */
export function toBase64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** 32 random bytes (256 bits) as base64url: for cookies and e-mailed links. */
export function randomToken(bytes = 32): string {
  return toBase64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** SHA-256 as lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Tokens we hand out are base64url of 32 bytes (43 chars); anything else is refused before any lookup. */
export const looksLikeToken = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{40,64}$/.test(value);
