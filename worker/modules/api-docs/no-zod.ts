/**
 * What the worker's bundle has instead of zod (wrangler.jsonc `alias`). hono-openapi turns each
 * route's schema into JSON Schema with the converter of the schema's library, which it imports
 * only when it meets one: every schema here is valibot, so zod's is never loaded. Bundled, it
 * cost 417 KB of the worker (zod is installed only because development tools use it).
 */
throw new Error("zod is not in the worker's bundle: the API's schemas are valibot (wrangler.jsonc `alias`)");
