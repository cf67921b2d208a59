/**
 * Club logos in R2 (binding LOGOS). Each upload is a new object under a new key, named by a
 * version that also goes into the club's logoUrl (`/api/clubs/{id}/logo?v=<version>`): a
 * versioned URL always means the same bytes, so browsers may keep it for good, and a new logo is
 * a new URL. The previous object is deleted once the club points at the new one.
 */
import type { Context } from "hono";
import { LIMITS } from "../../../schema/constants";
import { uploadMessages } from "../../../schema/messages";
import { detectImageType, SIGNATURE_BYTES, type ImageType } from "../../platform/files/image-type";
import { ApiError } from "../../platform/errors/api-error";

const VERSION = /^[a-z0-9]{6,40}$/;

export const logoKey = (clubId: number, version: string) => `clubs/${clubId}/logo-${version}`;
export const logoUrl = (clubId: number, version: string) => `/api/clubs/${clubId}/logo?v=${version}`;

/** The version in a club's logoUrl when it points at our R2 (seeded clubs may use static files). */
export function logoVersionOf(clubId: number, url: string | null | undefined): string | undefined {
  const match = url?.match(/^\/api\/clubs\/(\d+)\/logo\?v=([a-z0-9]+)$/);
  return match && Number(match[1]) === clubId && VERSION.test(match[2]!) ? match[2] : undefined;
}

export const isLogoVersion = (value: string) => VERSION.test(value);

/** Time-ordered, so keys list in upload order, plus randomness so two uploads never share one. */
export const newLogoVersion = () => `${Date.now().toString(36)}${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;

/** Checks an uploaded file: at most 5 MB (413) and an image by its bytes (400), whatever its name or declared type. */
export async function checkLogoFile(file: File): Promise<ImageType> {
  if (file.size > LIMITS.logoMaxBytes) throw new ApiError(413, "payload_too_large", uploadMessages.tooLarge, { logo: uploadMessages.tooLarge });
  const type = file.size > 0 ? detectImageType(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())) : null;
  if (!type) throw new ApiError(400, "invalid_file_type", uploadMessages.notAnImage, { logo: uploadMessages.notAnImage });
  return type;
}

/** A versioned URL never changes content; the bare one follows the current logo. */
const CACHE = { versioned: "public, max-age=31536000, immutable", current: "public, max-age=86400" } as const;

/**
 * The logo object as a response, with its stored content type, ETag and caching. A matching
 * If-None-Match is a 304 (R2 evaluates the condition and returns no body).
 */
export async function logoResponse(c: Context, key: string, versioned: boolean): Promise<Response | null> {
  const object = await (c.env as Env).LOGOS.get(key, { onlyIf: c.req.raw.headers });
  if (!object) return null;
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", versioned ? CACHE.versioned : CACHE.current);
  headers.set("x-content-type-options", "nosniff");
  if (!("body" in object)) return c.body(null, 304, Object.fromEntries(headers));
  headers.set("content-length", String(object.size));
  return c.body(object.body, 200, Object.fromEntries(headers));
}
