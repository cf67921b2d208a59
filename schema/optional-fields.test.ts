/**
 * Issue 20, point 6: `null` means empty for every optional field of every request body. The test
 * walks every request schema the worker validates a JSON body with (each module's exports; the
 * last test checks none is missing), into objects inside objects, and sends `null` for each field
 * that may be left out: it is never refused, and it comes out as the field left out, as the field
 * sent empty (""), or as null (cleared).
 */
import { readdirSync, readFileSync } from "node:fs";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import * as backOffice from "./back-office-requests";
import * as competitionAdmin from "./competition-admin";
import * as competitions from "./competitions";
import * as live from "./live-requests";
import * as people from "./people-requests";
import * as registrations from "./registration-requests";
import * as requests from "./requests";
import * as teams from "./teams";

type Schema = v.GenericSchema & { type: string };

const MODULES = { requests, competitions, competitionAdmin, backOffice, live, teams, people, registrations };

/** Not a request body: a competition's whole rules as stored and answered (requests send rulesOverridesSchema). */
const ANSWER_SHAPES = new Set(["competitionRulesSchema"]);

/** Each exported schema whose name ends in "Schema": the request bodies (and a few parts of them). */
const SCHEMAS = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([name, value]) => name.endsWith("Schema") && !ANSWER_SHAPES.has(name) && typeof value === "object" && value !== null && "~run" in value)
    .map(([name, schema]) => ({ name: `${module}.${name}`, schema: schema as Schema })),
);

/** The objects' entries a schema holds, by path, looking through pipes, wrappers, unions and intersections. */
function entriesOf(schema: unknown, path = ""): { path: string; schema: Schema }[] {
  if (typeof schema !== "object" || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const found: { path: string; schema: Schema }[] = [];
  if (node.entries && typeof node.entries === "object") {
    for (const [key, entry] of Object.entries(node.entries as Record<string, unknown>)) {
      const entryPath = path ? `${path}.${key}` : key;
      found.push({ path: entryPath, schema: entry as Schema }, ...entriesOf(entry, entryPath));
    }
  }
  if (Array.isArray(node.pipe)) found.push(...entriesOf(node.pipe[0], path));
  if (node.wrapped) found.push(...entriesOf(node.wrapped, path));
  if (Array.isArray(node.options)) for (const option of node.options) found.push(...entriesOf(option, path));
  return found;
}

/** A field that may be left out: it takes `undefined`. */
const mayBeLeftOut = (schema: Schema) => v.safeParse(schema, undefined).success;

const outputOf = (schema: Schema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? { value: result.output } : undefined;
};

const OPTIONAL = SCHEMAS.flatMap(({ name, schema }) =>
  [...new Map(entriesOf(schema).map((entry) => [entry.path, entry])).values()].filter((entry) => mayBeLeftOut(entry.schema)).map((entry) => ({ name, ...entry })),
);

describe("null in an optional field of a request body", () => {
  it("finds the request schemas and their optional fields", () => {
    expect(SCHEMAS.length).toBeGreaterThan(25);
    expect(OPTIONAL.length).toBeGreaterThan(60);
  });

  it.each(OPTIONAL.map(({ name, path, schema }) => [`${name} ${path}`, schema] as const))("%s: null is taken, as empty", (_label, schema) => {
    const fromNull = outputOf(schema, null);
    expect(fromNull, "null is refused").toBeDefined();
    const empties = [outputOf(schema, undefined), outputOf(schema, ""), { value: null }].filter(Boolean).map((output) => output!.value);
    expect(empties).toContainEqual(fromNull!.value);
  });

  it("covers every schema the worker validates a JSON body with", () => {
    const routes = readdirSync("worker/modules", { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => readFileSync(`worker/modules/${file}`, "utf8"))
      .join("\n");
    const used = new Set([...routes.matchAll(/validate\("json", (\w+)\)/g)].map((match) => match[1]!));
    const walked = new Set(SCHEMAS.map(({ name }) => name.split(".")[1]!));
    expect(used.size).toBeGreaterThan(25);
    expect([...used].filter((name) => !walked.has(name))).toEqual([]);
  });
});
