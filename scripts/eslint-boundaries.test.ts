/**
 * The architecture in eslint.config.js holds only if each rule can fail. Each case lints a small
 * snippet as if it were a file at a given path (ESLint's own `lintText`, with the project's
 * config and import resolver) and expects the rule's error; each exception the config allows is
 * checked too, so a rule cannot pass by never firing nor by firing on everything.
 */
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { root } from "./lib";

// Following imports reads the tsconfigs and parses the imported files: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the parser, the plugins and the resolver; done once, outside any case.
  await eslint.lintText("export {};\n", { filePath: `${root}/schema/probe.ts` });
}, 120_000);

/** The ids of the rules that report an error for `code` placed at `filePath` (relative to the root). */
async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

const RESTRICTED = "import-x/no-restricted-paths";

describe("schema/ and domain/ are pure", () => {
  it("schema/ may not import web/ or worker/", async () => {
    expect(await errors("schema/probe.ts", `import { formatDate } from "../web/lib/format";\nexport const x = formatDate;\n`)).toContain(RESTRICTED);
    expect(await errors("schema/probe.ts", `import { app } from "../worker/app";\nexport const x = app;\n`)).toContain(RESTRICTED);
  });

  it("domain/ may not import web/ or worker/", async () => {
    expect(await errors("domain/probe/probe.ts", `import { formatDate } from "../../web/lib/format";\nexport const x = formatDate;\n`)).toContain(RESTRICTED);
    expect(await errors("domain/probe/probe.ts", `import { app } from "../../worker/app";\nexport const x = app;\n`)).toContain(RESTRICTED);
  });

  it("schema/ imports schema/", async () => {
    expect(await errors("schema/probe.ts", `import { ARTICLE_TAGS } from "./article-html";\nexport const x = ARTICLE_TAGS;\n`)).toEqual([]);
  });
});

describe("the worker and the web", () => {
  it("the worker may not import web/", async () => {
    expect(await errors("worker/lib/probe.ts", `import { formatDate } from "../../web/lib/format";\nexport const x = formatDate;\n`)).toContain(RESTRICTED);
  });

  it("the worker reaches the page renderer through the bare module page-renderer, and imports schema/", async () => {
    const code = `import { renderPage } from "page-renderer";\nimport { ARTICLE_TAGS } from "../../schema/article-html";\nexport const x = [renderPage, ARTICLE_TAGS];\n`;
    expect(await errors("worker/lib/probe.ts", code)).toEqual([]);
  });

  it("web/ takes only types from worker/", async () => {
    expect(await errors("web/lib/probe.ts", `import { app } from "../../worker/app";\nexport const x = app;\n`)).toContain("@typescript-eslint/no-restricted-imports");
    expect(await errors("web/lib/probe.ts", `import type { AppType } from "../../worker/app";\nexport type X = AppType;\n`)).toEqual([]);
  });
});

describe("the worker's layers: platform ← modules ← app", () => {
  it("worker/platform imports no module and not the app", async () => {
    expect(await errors("worker/platform/probe.ts", `import { news } from "../modules/news/news";\nexport const x = news;\n`)).toContain(RESTRICTED);
    expect(await errors("worker/platform/http/probe.ts", `import app from "../../app";\nexport const x = app;\n`)).toContain(RESTRICTED);
  });

  it("a module does not import the app", async () => {
    expect(await errors("worker/modules/clubs/probe.ts", `import app from "../../app";\nexport const x = app;\n`)).toContain(RESTRICTED);
  });

  it("a module uses the platform, its own files and other modules", async () => {
    const code = `import { getDb } from "../../platform/db";\nimport { clubMatchList } from "../matches/club-fixtures";\nimport { ownTeams } from "./team-routes";\nexport const x = [getDb, clubMatchList, ownTeams];\n`;
    expect(await errors("worker/modules/teams/probe.ts", code)).toEqual([]);
  });
});

describe("features", () => {
  it("a feature may not reach into another feature's files", async () => {
    expect(await errors("web/features/home/probe.tsx", `import { ClubLogo } from "../clubs/club-logo";\nexport const x = ClubLogo;\n`)).toContain(RESTRICTED);
  });

  it("a feature imports another through its index.ts, and its own files directly", async () => {
    expect(await errors("web/features/home/probe.tsx", `import { ClubLogo } from "../clubs";\nexport const x = ClubLogo;\n`)).toEqual([]);
    expect(await errors("web/features/clubs/probe.tsx", `import { ClubLogo } from "./club-logo";\nexport const x = ClubLogo;\n`)).toEqual([]);
  });

  it("the app shell reaches a feature only through its index.ts", async () => {
    expect(await errors("web/app/probe.tsx", `import { ClubLogo } from "../features/clubs/club-logo";\nexport const x = ClubLogo;\n`)).toContain(RESTRICTED);
    expect(await errors("web/main.tsx", `import { ClubLogo } from "./features/clubs/club-logo";\nexport const x = ClubLogo;\n`)).toContain(RESTRICTED);
    expect(await errors("web/app/probe.tsx", `import { ClubLogo } from "../features/clubs";\nexport const x = ClubLogo;\n`)).toEqual([]);
  });

  it("the route table loads screens lazily by their files, and imports everything else through index.ts", async () => {
    const lazyScreen = `export const load = () => import("./features/clubs/clubs-screen");\n`;
    expect(await errors("web/routes.tsx", lazyScreen)).toEqual([]);
    expect(await errors("web/routes.tsx", `export const load = () => import("./features/clubs/club-logo");\n`)).toContain(RESTRICTED);
    expect(await errors("web/routes.tsx", `import { ClubsScreen } from "./features/clubs/clubs-screen";\nexport const x = ClubsScreen;\n`)).toContain(
      "@typescript-eslint/no-restricted-imports",
    );
    expect(await errors("web/routes.tsx", `import { ClubGuard } from "./features/auth";\nexport const x = ClubGuard;\n`)).toEqual([]);
  });

  it("a feature may not import the app shell (issue 22, point 4): what features share is in web/ui, web/lib or the page registry", async () => {
    expect(await errors("web/features/news/probe.tsx", `import { Header } from "../../app/header";\nexport const x = Header;\n`)).toContain(RESTRICTED);
    expect(await errors("web/features/news/probe.tsx", `import * as shell from "../../app/shell.css";\nexport const x = shell;\n`)).toContain(RESTRICTED);
    expect(await errors("web/features/news/probe.tsx", `import { AppRoutes } from "../../routes";\nexport const x = AppRoutes;\n`)).toContain(RESTRICTED);
    const allowed = `import { paths } from "../../../schema/pages";\nimport { LastUpdated } from "../../ui/last-updated";\nimport { FEDERATION_CONTACT } from "../../lib/contact";\nexport const x = [paths, LastUpdated, FEDERATION_CONTACT];\n`;
    expect(await errors("web/features/news/probe.tsx", allowed)).toEqual([]);
  });

  it("web/ui and web/lib may not import features or the app shell", async () => {
    expect(await errors("web/ui/probe.tsx", `import { ClubLogo } from "../features/clubs";\nexport const x = ClubLogo;\n`)).toContain(RESTRICTED);
    expect(await errors("web/lib/probe.ts", `import { Header } from "../app/header";\nexport const x = Header;\n`)).toContain(RESTRICTED);
    expect(await errors("web/lib/probe.ts", `import { AppRoutes } from "../routes";\nexport const x = AppRoutes;\n`)).toContain(RESTRICTED);
  });
});

describe("import cycles", () => {
  it("are errors", async () => {
    // schema/sanitize-html.ts imports ./article-html; importing it back closes a cycle.
    const code = `import { sanitizeHtml } from "./sanitize-html";\nexport const x = sanitizeHtml;\n`;
    expect(await errors("schema/article-html.ts", code)).toContain("import-x/no-cycle");
  });
});

describe("file names", () => {
  it("are kebab-case", async () => {
    expect(await errors("web/ui/FancyButton.tsx", "export const x = 1;\n")).toContain("check-file/filename-naming-convention");
    expect(await errors("worker/lib/fancy_thing.ts", "export const x = 1;\n")).toContain("check-file/filename-naming-convention");
  });

  it("may carry a middle extension (.css.ts, .test.ts, .spec.ts, .d.ts)", async () => {
    for (const name of ["web/ui/fancy-button.css.ts", "worker/lib/fancy-thing.test.ts", "e2e/fancy-thing.spec.ts", "worker/fancy-thing.d.ts"]) {
      expect(await errors(name, "export const x = 1;\n"), name).toEqual([]);
    }
  });
});
