import { secureHeaders } from "hono/secure-headers";

/**
 * Headers for API responses. The SPA's own headers (CSP for HTML) are in public/_headers,
 * since static assets are served without running the worker.
 * A header the answer already has is kept (`overwrite: false`): public reads say
 * `Cross-Origin-Resource-Policy: cross-origin` (worker/platform/http/public-read.ts), the rest same-origin.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  crossOriginResourcePolicy: "same-origin",
  referrerPolicy: "strict-origin-when-cross-origin",
  overwrite: false,
});
