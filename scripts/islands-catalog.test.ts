/**
 * The islands catalogs (lingui.config.ts) hold the strings a drawn public page's islands show, and
 * nothing of the app's screens: found from the code by scripts/islands-catalog.ts.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { islandSourceFiles } from "./islands-catalog";

const root = resolve(import.meta.dirname, "..");
const relative = (files: string[]) => files.map((file) => file.slice(root.length + 1));

describe("the islands catalogs' sources", () => {
  const { now, later } = islandSourceFiles(root);

  it("are what the header's islands draw as they start, and what they load later", () => {
    expect(relative(now)).toEqual(expect.arrayContaining(["web/app/header-menu.tsx", "web/app/language-toggle.tsx", "web/features/auth/account-actions.tsx", "web/features/auth/impersonation-banner.tsx"]));
    // Behind an import(): the drawer, the club menu, the PWA's corner.
    expect(relative(later)).toEqual(expect.arrayContaining(["web/app/mobile-drawer.tsx", "web/features/auth/club-menu.tsx", "web/app/pwa-dock.tsx"]));
    expect(now.filter((file) => later.includes(file))).toEqual([]);
  });

  it("hold none of the app's screens (a feature's index.ts is followed only for the names taken from it)", () => {
    const all = relative([...now, ...later]);
    expect(all.filter((file) => /-screen\.tsx$|\/dashboard\/|\/admin\/|web\/routes\.tsx|web\/app\/start-app\.tsx/.test(file))).toEqual([]);
    // features/auth/index.ts also exports the sign-in pages' frame and the guards: not taken by any island.
    expect(all).not.toContain("web/features/auth/auth-page.tsx");
    expect(all).not.toContain("web/features/auth/guards.tsx");
  });
});
