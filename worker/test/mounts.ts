/**
 * The worker's routers as mounted: each `.route(prefix, router)` call, recorded while the app is
 * built afresh (worker/mounting.test.ts).
 */
import { vi } from "vitest";

// Any router, whatever its env and routes.
type Router = import("hono").Hono<any, any, any>;
export type Mount = { parent: Router; prefix: string; child: Router };

/** Loads the app again (the worker's own copy is already built), recording every mount on the way. */
export async function appWithMounts() {
  vi.resetModules();
  const { Hono } = await import("hono");
  const mounts: Mount[] = [];
  // The base class's: `basePath()` answers one of those, not a `Hono`.
  const base = Object.getPrototypeOf(Hono.prototype) as Router;
  const route = base.route;
  base.route = function (this: Router, prefix: string, child: Router) {
    mounts.push({ parent: this, prefix, child });
    return route.call(this, prefix, child);
  } as typeof route;
  try {
    const [{ default: app }, guards] = await Promise.all([import("../app"), import("../platform/sessions/auth-guards")]);
    return { app, mounts, guards };
  } finally {
    base.route = route;
  }
}

/**
 * The full prefix of each mount below `root` (`/api` + `/clubs` + `/news` ...), through every level
 * of routers. A part an area router composes at its own root (`.route("/", part)`) adds no prefix
 * of its own: it is that area's, mounted once with it.
 */
export function fullPrefixes(mounts: Mount[], root: Router, rootPrefix: string, isApp = true): string[] {
  return mounts
    .filter((mount) => mount.parent === root)
    .flatMap(({ prefix, child }) => {
      const full = prefix === "/" ? rootPrefix : `${rootPrefix}${prefix}`;
      const own = prefix === "/" && !isApp ? [] : [full];
      return [...own, ...fullPrefixes(mounts, child, full, false)];
    });
}
