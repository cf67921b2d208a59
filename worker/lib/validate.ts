import { vValidator } from "@hono/valibot-validator";
import type { ValidationTargets } from "hono";
import type { GenericIssue, GenericSchema } from "valibot";
import { messages } from "../../schema/messages";
import { badRequest } from "./errors";

/** Maps each failing field (dot path) to the first SPEC message for it. */
export function issuesToFields(issues: readonly GenericIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Validates a request part with a shared schema; a failure is a 400 with the SPEC messages per field. */
export const validate = <Target extends keyof ValidationTargets, Schema extends GenericSchema>(target: Target, schema: Schema) =>
  vValidator(target, schema, (result) => {
    if (!result.success) {
      const fields = issuesToFields(result.issues);
      throw badRequest(Object.values(fields)[0] ?? messages.invalidInput, fields);
    }
  });

