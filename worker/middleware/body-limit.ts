import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { LIMITS } from "../../schema/constants";
import { uploadMessages } from "../../schema/messages";
import { ApiError } from "../lib/errors";

const tooLarge = () => {
  throw new ApiError(413, "payload_too_large", "Request body is too large");
};

/** The only upload is the club logo: a file too large for the request gets the logo's own message. */
const logoTooLarge = () => {
  throw new ApiError(413, "payload_too_large", uploadMessages.tooLarge, { logo: uploadMessages.tooLarge });
};

/** 64 KiB for JSON bodies; uploads (the club logo) carry their own, larger limit. */
export const jsonBodyLimit = bodyLimit({ maxSize: LIMITS.bodyMaxBytes, onError: tooLarge });
export const uploadBodyLimit = bodyLimit({ maxSize: LIMITS.logoMaxBytes + 64 * 1024, onError: logoTooLarge });

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const hasBody = (req: Request) => req.headers.has("transfer-encoding") || Number(req.headers.get("content-length") ?? 0) > 0;

/**
 * Unsafe requests with a body must send JSON (415 otherwise), except uploads, which are
 * multipart. Together with the CSRF check this means no cross-site form post reaches a handler.
 */
export const requireJsonBodies = (uploadPaths: RegExp) =>
  createMiddleware(async (c, next) => {
    if (UNSAFE.has(c.req.method) && hasBody(c.req.raw) && !uploadPaths.test(c.req.path)) {
      const type = c.req.header("content-type") ?? "";
      if (!/^application\/json\b/i.test(type)) {
        throw new ApiError(415, "unsupported_media_type", "Requests must be sent as application/json");
      }
    }
    await next();
  });
