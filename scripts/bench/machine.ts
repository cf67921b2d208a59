/** What the figures were measured on: CPU, cores, memory, OS and Node, read from the machine itself. */
import { readFileSync } from "node:fs";
import { cpus, release, totalmem, type } from "node:os";

export type Machine = { cpu: string; cores: number; memoryGiB: number; os: string; node: string; chromium: string };

function osName(): string {
  try {
    const pretty = readFileSync("/etc/os-release", "utf8").match(/^PRETTY_NAME="?([^"\n]+)"?/m)?.[1];
    if (pretty) return `${pretty} (${type()} ${release()})`;
  } catch {
    // not Linux
  }
  return `${type()} ${release()}`;
}

function cpuModel(): string {
  try {
    const model = readFileSync("/proc/cpuinfo", "utf8").match(/^model name\s*:\s*(.+)$/m)?.[1];
    if (model) return model.trim();
  } catch {
    // not Linux
  }
  return cpus()[0]?.model ?? "unknown";
}

export function describeMachine(chromium: string): Machine {
  return {
    cpu: cpuModel(),
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: osName(),
    node: process.version,
    chromium,
  };
}
