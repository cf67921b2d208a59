/**
 * The portal as `npm start` serves it (scripts/start.ts: wrangler dev, the built SPA as static
 * assets, a seeded local D1 database), on a free loopback port with its own database directory.
 */
import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { quietEnv, root } from "../lib";

export type RunningApp = { url: string; port: number; stop: () => Promise<void> };

/** The first port from `from` that nothing listens on (loopback). */
export async function freePort(from = 8801): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .once("listening", () => probe.close(() => resolve(true)))
        .listen(port, "127.0.0.1");
    });
    if (free) return port;
  }
  throw new Error(`No free port from ${from}`);
}

async function waitForHealth(url: string, exited: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("The server exited before it was ready");
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Starts `command` in its own process group on `port`, output to `logFile`, and waits until
 * `healthPath` answers 2xx. `stop()` ends the whole group (tsx, wrangler and workerd).
 */
export async function startServer({ command, args, env, port, logFile, healthPath, cwd = root }: { command: string; args: string[]; env: NodeJS.ProcessEnv; port: number; logFile: string; healthPath: string; cwd?: string }): Promise<RunningApp> {
  const log = openSync(logFile, "a");
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", log, log], detached: true });
  closeSync(log);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const killed = await Promise.race([exit.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 8000))]);
    if (!killed) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  };
  try {
    await waitForHealth(`${url}${healthPath}`, () => exited, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop };
}

/**
 * Starts `tsx scripts/start.ts --no-build` serving the build in `buildDir` (the SPA and the page
 * renderer `vite build` wrote there, BUILD_DIR) with the database in `persistTo`
 * (migrated and seeded on first use). Its output goes to `logFile`. `checkout`: another checkout
 * of the project to serve (the match day's "before" run, a git worktree), `env`: more variables.
 */
export async function startApp({ buildDir, persistTo, logFile, port, checkout = root, env = {} }: { buildDir: string; persistTo: string; logFile: string; port?: number; checkout?: string; env?: NodeJS.ProcessEnv }): Promise<RunningApp> {
  const chosen = port ?? (await freePort());
  return startServer({
    command: join(root, "node_modules/.bin/tsx"),
    args: ["scripts/start.ts", "--no-build"],
    env: { ...quietEnv, ...env, PORT: String(chosen), HOST: "127.0.0.1", PERSIST_TO: persistTo, BUILD_DIR: buildDir },
    port: chosen,
    logFile,
    healthPath: "/api/health",
    cwd: checkout,
  });
}
