/**
 * Mails the local worker sent. `wrangler dev` does not deliver them: the `send_email` binding
 * writes each message's text to a file under .wrangler/tmp/email (and prints its path).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** Every mail's text, newest first (quoted-printable line breaks and `=` undone). */
export function sentMails(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".txt") || entry.name.endsWith(".eml")) files.push(path);
    }
  };
  try {
    walk(join(process.cwd(), ".wrangler", "tmp", "email"));
  } catch {
    return [];
  }
  return files
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((path) => readFileSync(path, "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "="));
}

/** The first `link` in the newest mail that contains `marker` (waited for: mails go out after the answer). */
export async function linkInMail(marker: string, link: RegExp, what: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = sentMails().find((text) => text.includes(marker))?.match(link)?.[0]), { message: what })
    .toBeTruthy();
  return found!;
}
