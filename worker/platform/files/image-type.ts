/**
 * What an uploaded file really is, from its first bytes. The name and the declared type are the
 * sender's word; these signatures are the file's. SVG is not accepted: it can carry script.
 */
export type ImageType = { contentType: "image/png" | "image/jpeg" | "image/gif" | "image/webp"; extension: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");

/** The bytes a caller must read for `detectImageType` to decide. */
export const SIGNATURE_BYTES = 12;

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return { contentType: "image/png", extension: "png" };
  if (startsWith(bytes, JPEG)) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { contentType: "image/gif", extension: "gif" };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { contentType: "image/webp", extension: "webp" };
  return null;
}
