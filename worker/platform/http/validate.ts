import { vValidator } from "@hono/valibot-validator";
import { resolver, uniqueSymbol } from "hono-openapi";
import type { ValidationTargets } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import type { GenericIssue, GenericSchema } from "valibot";
import { messages } from "../../../schema/messages";
import { badRequest } from "../errors/api-error";
import { hasBody } from "./request-body";

/** The entries of an object schema, looking through pipes, optional wrappers and intersections (objectNotList). */
function objectEntries(schema: unknown): Record<string, GenericSchema> | undefined {
  if (typeof schema !== "object" || schema === null) return undefined;
  if ("entries" in schema) return schema.entries as Record<string, GenericSchema>;
  if ("pipe" in schema && Array.isArray(schema.pipe)) return objectEntries(schema.pipe[0]);
  if ("wrapped" in schema) return objectEntries(schema.wrapped);
  if ("type" in schema && schema.type === "intersect" && "options" in schema && Array.isArray(schema.options)) {
    for (const option of schema.options) {
      const entries = objectEntries(option);
      if (entries) return entries;
    }
  }
  return undefined;
}

/**
 * valibot words a missing field as "Invalid key: Expected ..." instead of the field's own
 * message. Running the field's schema on `undefined` gives its SPEC message (the one an empty
 * form field would show), so an omitted field reads like an invalid one.
 */
function missingFieldMessage(schema: GenericSchema, issue: GenericIssue): string | undefined {
  if (!issue.path?.length || issue.path.at(-1)?.origin !== "key") return undefined;
  let entry: unknown = schema;
  for (const item of issue.path) entry = objectEntries(entry)?.[String(item.key)];
  if (!entry) return undefined;
  const result = v.safeParse(entry as GenericSchema, undefined);
  return result.success ? undefined : result.issues[0].message;
}

/** Maps each failing field (dot path) to the first SPEC message for it. */
export function issuesToFields(issues: readonly GenericIssue[], schema?: GenericSchema): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join(".") || "_";
    fields[key] ??= (schema && missingFieldMessage(schema, issue)) || issue.message;
  }
  return fields;
}

/**
 * How @valibot/to-json-schema writes a schema for the API document: what JSON Schema cannot say
 * (a `check`, a `transform`) is left out instead of failing, and the document describes what the
 * client sends (the input), not what the schema makes of it.
 */
const JSON_SCHEMA_OPTIONS = { options: { errorMode: "ignore", typeMode: "input" } } as const;

/**
 * Validates a request part with a shared schema; a failure is a 400 with the SPEC messages per
 * field. The middleware also carries the schema for hono-openapi (the marker its own `validator`
 * sets), so /api/openapi.json describes every body and query from the very schema that checks it.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends GenericSchema>(target: Target, schema: Schema) =>
  Object.assign(
    vValidator(target, schema, (result) => {
      if (!result.success) {
        const fields = issuesToFields(result.issues, schema);
        throw badRequest(Object.values(fields)[0] ?? messages.invalidInput, fields);
      }
    }),
    { [uniqueSymbol]: { target, ...resolver(schema, JSON_SCHEMA_OPTIONS) } },
  );

/**
 * For endpoints whose body may be left out (the SPEC's one-button admin login sends none): an
 * empty body reads as `{}`, whatever its content type, instead of "Malformed JSON". (A body that is
 * there was already checked to be a JSON object, see requireJsonBodies.)
 */
export const emptyBodyAsEmptyObject = createMiddleware(async (c, next) => {
  if (!hasBody(c.req.raw)) {
    const json = new Headers(c.req.raw.headers);
    json.set("content-type", "application/json");
    c.req.raw = new Request(c.req.raw, { body: "{}", headers: json });
  }
  await next();
});
