/**
 * The deep health check's D1 write (worker/platform/storage-checks.ts) against a real SQLite file
 * with the app's migrations: it changes nothing on a healthy database, and fails on a read-only
 * one and on one another process holds locked, as D1's file under .wrangler/state is when
 * something holds `BEGIN EXCLUSIVE` on it (e2e/storage-faults.spec.ts does that to a running server).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { D1_WRITE_PROBE } from "./storage-checks";

let dir: string;
let file: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rugby-probe-"));
  file = join(dir, "db.sqlite");
  const db = new DatabaseSync(file);
  // WAL, as D1's local files: readers are not blocked by a writer, only other writers are.
  db.exec("PRAGMA journal_mode = WAL");
  for (const name of readdirSync("migrations").filter((entry) => entry.endsWith(".sql")).sort()) {
    for (const statement of readFileSync(join("migrations", name), "utf8").split("--> statement-breakpoint")) if (statement.trim()) db.exec(statement);
  }
  db.exec("INSERT INTO clubs (name, email, abbreviation, location, responsible_person_name, responsible_person_email, responsible_person_phone) VALUES ('Probe RFC', 'p@example.com', 'PR', 'Athens', 'A B', 'a@example.com', '6940000000')");
  db.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the D1 write probe", () => {
  it("changes nothing on a healthy database", () => {
    const db = new DatabaseSync(file);
    const pending = () => db.prepare("SELECT count(*) AS n FROM search_pending").get();
    const before = pending();
    expect(db.prepare(D1_WRITE_PROBE).run().changes).toBe(0);
    // No row matched, so no trigger ran either.
    expect(pending()).toEqual(before);
    db.close();
  });

  it("fails on a read-only database, which still answers reads", () => {
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare("SELECT count(*) AS n FROM clubs").get()).toEqual({ n: 1 });
    expect(() => db.exec(D1_WRITE_PROBE)).toThrow(/readonly database/);
    db.close();
  });

  it("fails while another process holds the write lock, which still lets it read", () => {
    const holder = new DatabaseSync(file);
    holder.exec("BEGIN EXCLUSIVE");
    const db = new DatabaseSync(file, { timeout: 0 });
    try {
      expect(db.prepare("SELECT count(*) AS n FROM clubs").get()).toEqual({ n: 1 });
      expect(() => db.exec(D1_WRITE_PROBE)).toThrow(/database is locked/);
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    expect(db.prepare(D1_WRITE_PROBE).run().changes).toBe(0);
    db.close();
  });
});
