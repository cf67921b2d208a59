import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ApiError } from "./api-error";
import { apiMessages } from "../../../schema/messages";
import { forgetPass } from "../storage-checks";
import { isStorageFault, STORAGE_RETRY_AFTER_SECONDS } from "../storage-faults";

/**
 * The one place errors become responses: typed errors keep their status; a storage that cannot
 * serve the request now (worker/platform/storage-faults.ts) is a 503 the client may retry;
 * anything else is a logged 500.
 */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) {
    return c.json(err.body, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    // Hono's own (malformed JSON, body limit): keep the status, give it our shape.
    const status = err.status;
    const code = status === 413 ? "payload_too_large" : status === 400 ? "invalid_input" : "http_error";
    const message = status === 413 ? apiMessages.bodyTooLarge : status === 400 ? apiMessages.malformedJson : apiMessages.requestFailed;
    return c.json(status === 400 ? { message, code, fields: {} } : { message, code }, status);
  }
  if (isStorageFault(err)) {
    console.error("Storage unavailable", c.req.method, c.req.path, err);
    // The deep health check's last pass no longer holds.
    forgetPass(c.env);
    return c.json({ message: apiMessages.storageUnavailable, code: "storage_unavailable" }, 503, { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) });
  }
  console.error("Unhandled error", c.req.method, c.req.path, err);
  return c.json({ message: apiMessages.serverError, code: "internal_error" }, 500);
};

export const notFoundJson: NotFoundHandler = (c) => c.json({ message: apiMessages.noSuchRoute, code: "not_found" }, 404);
