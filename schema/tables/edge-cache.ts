/**
 * The edge cache's versions (issue 25, point 6; worker/platform/edge-cache). One row a tag: an
 * area of public data ("news", "clubs", "players", "fixtures", "live") or one fixture
 * ("fixture:12"). Triggers on the tables the public reads draw from raise a tag's version in the
 * same statement as the write (migrations/0015_edge_cache_versions.sql: SQL cannot be drizzle's),
 * so whichever route, cron, Durable Object or script wrote, the cache keys that carry the version
 * change with the data, atomically.
 */
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const edgeCacheVersions = sqliteTable("edge_cache_versions", {
  tag: text("tag").primaryKey(),
  /** Raised by every write to the tag's data; a tag with no row yet is at version 0. */
  version: integer("version").notNull().default(0),
});
