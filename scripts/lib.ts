/** Small helpers shared by the project's scripts. */
import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

export const root = resolve(import.meta.dirname, "..");
const bin = (name: string) => resolve(root, "node_modules/.bin", name);

/** Wrangler without telemetry or network look-ups, so it works offline and in CI. */
export const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_D1_WARNING: "true" };

export function run(command: string, args: string[], options: SpawnOptions = {}) {
  const result = spawnSync(command.startsWith("/") ? command : bin(command), args, { stdio: "inherit", cwd: root, env: quietEnv, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed with ${result.status}`);
  return result;
}

export function capture(command: string, args: string[]): string {
  const result = spawnSync(bin(command), args, { cwd: root, env: quietEnv, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}\n${result.stdout}`);
  return result.stdout;
}

export const start = (command: string, args: string[], options: SpawnOptions = {}) =>
  spawn(bin(command), args, { stdio: "inherit", cwd: root, env: quietEnv, ...options });

/**
 * Local settings for wrangler: copied from the example on first run (the real file is git-ignored).
 * Secrets are never in the repository: each machine gets its own random ones here.
 */
export function ensureDevVars() {
  const devVars = resolve(root, ".dev.vars");
  if (!existsSync(devVars)) copyFileSync(resolve(root, ".dev.vars.example"), devVars);
  if (!/^DEVICE_COOKIE_SECRET=/m.test(readFileSync(devVars, "utf8"))) {
    appendFileSync(devVars, `\n# Signs the device cookies of the login lock-out (worker/platform/sessions/device-cookies.ts).\nDEVICE_COOKIE_SECRET=${randomBytes(32).toString("base64url")}\n`);
  }
}
