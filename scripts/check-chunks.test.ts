/**
 * The news editor (Milkdown, ~380 kB) must stay out of what public pages load: a fan on a slow
 * connection never downloads it. This reads the build's manifest (vite.config.ts sets
 * `build.manifest`) and follows every static import from the entry (index.html) and from each
 * lazily loaded screen outside the dashboard. It builds dist/client first when that build is
 * missing or older than the source; CHUNKS_DIST points it at an existing build to check as it is.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { API_REFERENCE_SCRIPT } from "../schema/api-reference";
import { builtPrecacheList, installedGroups, type PrecacheGroup } from "../web/lib/sw-routes";

type ManifestChunk = { file: string; css?: string[]; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const root = resolve(import.meta.dirname, "..");
const givenDist = process.env.CHUNKS_DIST;
const dist = resolve(root, givenDist ?? "dist/client");
const manifestPath = join(dist, ".vite/manifest.json");
const DASHBOARD = "web/features/dashboard/";
const EDITOR = `${DASHBOARD}news-editor.tsx`;
/** Milkdown's code names itself (its context slices, plugin names and CSS classes). */
const MILKDOWN = /milkdown/i;

/** The newest modification time under the given paths, so a build older than the source is redone. */
function newestSource(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of paths) if (existsSync(path)) visit(resolve(root, path));
  return newest;
}

function ensureBuild() {
  if (givenDist && existsSync(manifestPath)) return;
  const sources = newestSource(["web", "schema", "locales", "index.html", "vite.config.ts", "package.json"].map((path) => resolve(root, path)));
  if (existsSync(manifestPath) && statSync(manifestPath).mtimeMs >= sources) return;
  execFileSync(resolve(root, "node_modules/.bin/vite"), ["build", "--outDir", dist, "--emptyOutDir"], { cwd: root, stdio: "inherit" });
}

/** Every chunk loaded together with `keys`: the chunks themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

describe("code splitting", () => {
  let manifest: Manifest;
  const code = new Map<string, string>();
  const source = (key: string) => {
    if (!code.has(key)) code.set(key, readFileSync(join(dist, manifest[key].file), "utf8"));
    return code.get(key)!;
  };
  const hasMilkdown = (key: string) => manifest[key].file.endsWith(".js") && MILKDOWN.test(source(key));

  beforeAll(() => {
    ensureBuild();
    manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  }, 180_000);

  it("puts Milkdown in the news editor's own lazily loaded chunks", () => {
    const editorChunks = [...staticClosure(manifest, [EDITOR])].filter(hasMilkdown);
    // Proves the marker finds Milkdown at all, so the next test cannot pass by finding nothing.
    expect(editorChunks.length).toBeGreaterThan(0);
    const importers = Object.entries(manifest).filter(([, chunk]) => chunk.dynamicImports?.includes(EDITOR));
    expect(importers.map(([key]) => key)).toEqual([`${DASHBOARD}news-management-screen.tsx`]);
  });

  it("keeps Milkdown out of the entry and of every public screen", () => {
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith("index.html"));
    expect(entry).toBeDefined();
    // The entry starts either the islands of a drawn public page or the SPA (web/main.tsx): what
    // each of them loads lazily (the islands, the route table's screens) is walked too.
    const starts = staticClosure(manifest, [entry!, ...(manifest[entry!].dynamicImports ?? [])]);
    const publicLazy = [...new Set([...starts].flatMap((key) => manifest[key].dynamicImports ?? []))].filter((key) => !key.startsWith(DASHBOARD));
    // The route table's public screens are there, so the walk below covers them.
    expect(publicLazy).toEqual(expect.arrayContaining(["web/features/home/home-screen.tsx", "web/features/news/article-screen.tsx"]));
    const loadedByPublicPages = staticClosure(manifest, [entry!, ...publicLazy]);
    const offenders = [...loadedByPublicPages].filter(hasMilkdown).map((key) => manifest[key].file);
    expect(offenders).toEqual([]);
  });
});

describe("the service worker's precache", () => {
  let manifest: Manifest;
  let list: { url: string; group: PrecacheGroup; islands?: string[] }[];
  let precached: string[];
  const groupOf = (key: string) => list.find((entry) => entry.url === manifest[key]!.file)?.group;
  /** Lazy imports a visitor who has not signed in never follows: the dashboard's, the admin's, their catalogs, a club's menu. */
  const SIGNED_IN = /^(web\/features\/(dashboard|admin)\/|web\/features\/auth\/club-menu\.tsx$|_messages-\w+-(dashboard|admin)-)/;

  beforeAll(() => {
    ensureBuild();
    manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
    // The list vite-plugin-pwa injected into the built service worker, each file with its group.
    list = builtPrecacheList(readFileSync(join(dist, "sw.js"), "utf8"));
    precached = list.map((entry) => entry.url);
  }, 180_000);

  it("installs the shell: the entry, and what it starts (the islands runtime, the SPA), with their static imports and the stylesheet", () => {
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith("index.html"))!;
    const starts = (manifest[entry].dynamicImports ?? []).filter((key) => !key.startsWith("web/features/") && !key.startsWith("_messages-"));
    expect(starts.length).toBeGreaterThan(0);
    for (const key of staticClosure(manifest, [entry, ...starts])) expect(groupOf(key), key).toBe("shell");
    const shell = list.filter((entry) => entry.group === "shell").map((entry) => entry.url);
    expect(shell).toEqual(expect.arrayContaining(["index.html", ...(manifest[entry].css ?? [])]));
  });

  it("leaves the screens for later: fetched when opened, or ahead on an unmetered connection", () => {
    for (const key of ["web/features/home/home-screen.tsx", "web/features/news/article-screen.tsx", "web/features/clubs/clubs-screen.tsx"]) expect(groupOf(key), key).toBe("later");
  });

  it("lists with each island the code it loads when touched, so a page kept for offline keeps it too (the academy's form)", () => {
    const served = (key: string) => list.find((entry) => entry.url === manifest[key]!.file)?.islands ?? [];
    expect(served("web/features/academy/register-button.tsx")).toContain("academy-register");
    expect(served("web/features/academy/academy-registration-dialog.tsx")).toContain("academy-register");
    expect(served("web/features/clubs/claim-button.tsx")).toContain("claim-club");
    // The shell is precached anyway: never listed.
    for (const entry of list.filter((entry) => entry.group === "shell")) expect(entry.islands, entry.url).toBeUndefined();
  });

  it("installs one language's shared catalog, the visitor's; the on-demand ones come later, each in its language", () => {
    const catalogs = list.filter((entry) => /messages-(en|el)\b/.test(entry.url));
    const shared = (locale: string) => catalogs.filter((entry) => new RegExp(`messages-${locale}-[\\w-]{8}\\.js$`).test(entry.url));
    for (const locale of ["en", "el"] as const) {
      expect(shared(locale).map((entry) => entry.group)).toEqual([`language:${locale}`]);
      const legal = catalogs.find((entry) => entry.url.includes(`messages-${locale}-legal-`));
      expect(legal?.group).toBe(`later:${locale}`);
    }
    expect(catalogs.filter((entry) => entry.group === "shell" || entry.group === "later")).toEqual([]);
    // What a first visit installs holds one language only.
    const installed = (locale: "en" | "el") => list.filter((entry) => installedGroups(locale).includes(entry.group)).map((entry) => entry.url);
    expect(installed("el").some((url) => url.includes("messages-en"))).toBe(false);
    expect(installed("en").some((url) => url.includes("messages-el"))).toBe(false);
  });

  it("precaches no chunk that only signed-in officials load (dashboard, admin, Milkdown, their catalogs, the club menu)", () => {
    // What a visitor can load: the entry, then every static and lazy import but the signed-in ones.
    const reachable = new Set<string>();
    const stack = Object.keys(manifest).filter((key) => manifest[key].isEntry);
    while (stack.length > 0) {
      const key = stack.pop()!;
      if (reachable.has(key) || !manifest[key]) continue;
      reachable.add(key);
      stack.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []).filter((lazy) => !SIGNED_IN.test(lazy)));
    }
    const visitorFiles = new Set([...reachable].map((key) => manifest[key].file));
    const signedInOnly = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith(".js") && !visitorFiles.has(file));
    // The dashboard's screens, the editor and the dashboard's catalogs are among them, so the check below has teeth.
    expect(signedInOnly).toEqual(
      expect.arrayContaining([manifest[EDITOR].file, manifest[`${DASHBOARD}news-management-screen.tsx`].file, manifest["web/features/auth/club-menu.tsx"].file]),
    );
    expect(signedInOnly.some((file) => /messages-el-dashboard-/.test(file))).toBe(true);
    expect(precached.filter((file) => signedInOnly.includes(file))).toEqual([]);
    expect(precached.filter((file) => file.endsWith(".js") && MILKDOWN.test(readFileSync(join(dist, file), "utf8")))).toEqual([]);
  });

  it("ships the API reference's script (Scalar's bundle) at its versioned address, and never precaches it", () => {
    const file = API_REFERENCE_SCRIPT.slice(1);
    expect(readFileSync(join(dist, file), "utf8")).toContain("createApiReference");
    expect(precached.filter((url) => /scalar/i.test(url))).toEqual([]);
  });
});

describe("React, and no Preact", () => {
  /** Every JavaScript file of the build: the app (dist/client) and the page renderer (dist/server). */
  const builtScripts = () =>
    [dist, resolve(dist, "../server")].flatMap((folder) =>
      existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => /\.m?js$/.test(file)).map((file) => join(folder, file)) : [],
    );

  beforeAll(() => ensureBuild(), 180_000);

  it("ships React 19's own runtime to the browser and the worker", () => {
    const scripts = builtScripts();
    // React 19 marks its elements with this symbol; Preact's compatibility layer does not.
    const withReact = scripts.filter((file) => readFileSync(file, "utf8").includes("react.transitional.element"));
    expect(withReact.some((file) => file.includes("/client/"))).toBe(true);
    expect(withReact.some((file) => file.includes("/server/"))).toBe(true);
  });

  it("has no Preact module in the build, nor installed to be aliased in", () => {
    const offenders = builtScripts().filter((file) => /preact/i.test(file) || /preact/i.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
    expect(existsSync(resolve(root, "node_modules/preact"))).toBe(false);
  });
});
