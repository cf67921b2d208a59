/**
 * For tests: a software passkey authenticator (ES256, "none" attestation), so the worker tests
 * run real WebAuthn registrations and sign-ins through @simplewebauthn/server without a browser.
 * It answers options as a browser's @simplewebauthn/browser would.
 */
import { isoBase64URL, isoCBOR, isoUint8Array } from "@simplewebauthn/server/helpers";

/** Bytes on an ArrayBuffer, as the library's helpers take them. */
type Bytes = Uint8Array<ArrayBuffer>;

const b64 = (bytes: Bytes) => isoBase64URL.fromBuffer(bytes);
const sha256 = async (bytes: Bytes) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries it DER-encoded. */
function derSignature(raw: Bytes) {
  const integer = (part: Bytes): Bytes => {
    let bytes = part;
    while (bytes.length > 1 && bytes[0] === 0 && bytes[1]! < 0x80) bytes = bytes.slice(1);
    if (bytes[0]! >= 0x80) bytes = isoUint8Array.concat([new Uint8Array([0]), bytes]);
    return isoUint8Array.concat([new Uint8Array([0x02, bytes.length]), bytes]);
  };
  const body = isoUint8Array.concat([integer(raw.slice(0, 32)), integer(raw.slice(32))]);
  return isoUint8Array.concat([new Uint8Array([0x30, body.length]), body]);
}

export type SoftwareAuthenticator = Awaited<ReturnType<typeof softwareAuthenticator>>;

/** One authenticator holding one credential for `origin` (rpID: its hostname). */
export async function softwareAuthenticator(origin = "http://localhost") {
  const rpIdHash = await sha256(isoUint8Array.fromUTF8String(new URL(origin).hostname));
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", keys.publicKey)) as JsonWebKey;
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
  let counter = 0;
  const clientData = (type: string, challenge: string) => isoUint8Array.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64(credentialId),
    /** The browser's answer to registration options (what startRegistration resolves to). */
    register(options: { challenge: string }) {
      const authData = isoUint8Array.concat([
        rpIdHash,
        new Uint8Array([0x45]), // user present, user verified, attested credential data
        uint32(counter),
        new Uint8Array(16), // AAGUID: none
        new Uint8Array([0, credentialId.length]),
        credentialId,
        cosePublicKey,
      ]);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]) as never);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key" as const,
        response: { clientDataJSON: b64(clientData("webauthn.create", options.challenge)), attestationObject: b64(attestationObject), transports: ["internal"] },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    /** The browser's answer to authentication options (what startAuthentication resolves to). */
    async authenticate(options: { challenge: string }, { signWith = keys.privateKey }: { signWith?: CryptoKey } = {}) {
      counter += 1;
      const authenticatorData = isoUint8Array.concat([rpIdHash, new Uint8Array([0x05]), uint32(counter)]);
      const clientDataJSON = clientData("webauthn.get", options.challenge);
      const signed = isoUint8Array.concat([authenticatorData, await sha256(clientDataJSON)]);
      const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, signWith, signed));
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key" as const,
        response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authenticatorData), signature: b64(derSignature(raw)) },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
