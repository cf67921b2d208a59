/**
 * The server's per-field messages (a 400's `fields`) in a TanStack form. They are recorded as the
 * fields' `onServer` errors, which TanStack Form itself never clears: left there, they keep the
 * form invalid, and every later submit stops at its validity check and sends nothing (issue 19,
 * point 6: a refused score could not be corrected). So a field's server message goes as soon as
 * the field changes (it was about the old value), and every submit starts without any: the
 * server judges the new values again.
 */
import type { AnyFieldApi, AnyFormApi } from "@tanstack/react-form";
import type { ApiError } from "../lib/api";

/** Puts the server's per-field messages under the matching fields. */
export function showServerErrors(form: AnyFormApi, error: unknown) {
  const fields = (error as ApiError | undefined)?.fields;
  if (!fields) return;
  for (const [name, message] of Object.entries(fields)) {
    if (!(name in form.state.values)) continue;
    form.setFieldMeta(name, (meta) => ({
      ...meta,
      isTouched: true,
      errorMap: { ...meta.errorMap, onServer: message },
      errorSourceMap: { ...meta.errorSourceMap, onServer: "form" },
    }));
  }
}

/** Removes the server's message of one field, or of every field. */
export function clearServerErrors(form: AnyFormApi, name?: string) {
  const names = name === undefined ? Object.keys(form.state.fieldMeta) : [name];
  for (const fieldName of names) {
    if (!form.state.fieldMeta[fieldName]?.errorMap.onServer) continue;
    form.setFieldMeta(fieldName, (meta) => ({
      ...meta,
      errorMap: { ...meta.errorMap, onServer: undefined },
      errorSourceMap: { ...meta.errorSourceMap, onServer: undefined },
    }));
  }
}

/** A field's new value, typed or chosen: the server's message about the old one goes. */
export function changeValue<Value>(field: AnyFieldApi, value: Value) {
  clearServerErrors(field.form, field.name);
  field.handleChange(value);
}
