import { bodyLimit } from "hono/body-limit";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { LIMITS } from "../../../schema/constants";
import { apiMessages, uploadMessages } from "../../../schema/messages";
import { ApiError } from "../errors/api-error";
import { hasBody } from "./request-body";

/**
 * The rest of a refused body is not wanted: cancelling it lets the runtime answer at once and
 * close the connection, instead of first taking in what the client still sends (workerd waits for
 * a declared Content-Length to arrive whole before it answers a request that left its body unread).
 */
const refuse = (c: Context, error: ApiError): never => {
  c.req.raw.body?.cancel().catch(() => undefined);
  throw error;
};

const tooLarge = (c: Context) => refuse(c, new ApiError(413, "payload_too_large", apiMessages.bodyTooLarge));

/** The only upload is the club logo: a file too large for the request gets the logo's own message. */
const logoTooLarge = (c: Context) => refuse(c, new ApiError(413, "payload_too_large", uploadMessages.tooLarge, { logo: uploadMessages.tooLarge }));

/**
 * 64 KiB for JSON bodies; uploads (the club logo) carry their own, larger limit. Hono's bodyLimit
 * refuses a declared Content-Length over the limit without reading, and reads a body without one
 * (chunked) as a stream, refusing it as soon as it passes the limit. worker/app.ts runs it before
 * anything reads a body (issue 20, point 3).
 */
export const jsonBodyLimit = bodyLimit({ maxSize: LIMITS.bodyMaxBytes, onError: tooLarge });
export const uploadBodyLimit = bodyLimit({ maxSize: LIMITS.logoMaxBytes + 64 * 1024, onError: logoTooLarge });

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The media types Hono's JSON validator reads; any other type would be validated as `{}`. */
const isJsonMediaType = (contentType: string) => /^application\/([\w.-]+\+)?json$/i.test(contentType.split(";")[0]!.trim());

/**
 * Unsafe requests with a body must send a JSON object (415 for another type, 400 for anything but
 * an object), except uploads, which are multipart. Together with the CSRF check this means no
 * cross-site form post reaches a handler.
 */
export const requireJsonBodies = (uploadPaths: RegExp) =>
  createMiddleware(async (c, next) => {
    if (UNSAFE.has(c.req.method) && hasBody(c.req.raw) && !uploadPaths.test(c.req.path)) {
      if (!isJsonMediaType(c.req.header("content-type") ?? "")) {
        throw new ApiError(415, "unsupported_media_type", apiMessages.jsonRequired);
      }
      // Every body is an object of fields: an array or a bare value would slip through valibot's
      // object schemas as "no fields given". (Hono caches the parsed body for the validator.)
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new ApiError(400, "invalid_input", apiMessages.malformedJson, {});
      }
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        throw new ApiError(400, "invalid_input", apiMessages.bodyNotObject, {});
      }
    }
    await next();
  });
