import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiMessages } from "../../../schema/messages";

/** The error body every endpoint answers with. `fields` maps a field to its SPEC message. */
export type ErrorBody = { message: string; code: string; fields?: Record<string, string> };

/** An error meant for the client: one `onError` turns it into its JSON body. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message });
  }
  /** A 400 always names its fields (none, for a body that could not be read at all). */
  get body(): ErrorBody {
    const fields = this.fields ?? (this.status === 400 ? {} : undefined);
    return fields ? { message: this.message, code: this.code, fields } : { message: this.message, code: this.code };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, "invalid_input", message, fields);
export const unauthorized = (message: string = apiMessages.notSignedIn) => new ApiError(401, "unauthorized", message);
export const forbidden = (message: string = apiMessages.forbidden) => new ApiError(403, "forbidden", message);
export const notFound = (message: string = apiMessages.notFound) => new ApiError(404, "not_found", message);
export const conflict = (message: string, fields?: Record<string, string>) => new ApiError(409, "conflict", message, fields);
