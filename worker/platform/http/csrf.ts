import { createMiddleware } from "hono/factory";
import { forbidden } from "../errors/api-error";
import { apiMessages } from "../../../schema/messages";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses unsafe requests that a browser marks as coming from another site, whatever their
 * content type (`hono/csrf` only looks at form posts). Requests without either header are
 * not from a browser page, so there is no ambient cookie to abuse.
 */
export const csrf = createMiddleware(async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    const site = c.req.header("sec-fetch-site");
    if (site && site !== "same-origin" && site !== "none") throw forbidden(apiMessages.crossSite);
    const origin = c.req.header("origin");
    if (origin && origin !== new URL(c.req.url).origin) throw forbidden(apiMessages.crossSite);
  }
  await next();
});
