/**
 * Forms: TanStack Form with the shared valibot schemas of schema/. Field components read their
 * field from context, show the SPEC message (translated) under the field, and wire up labels and
 * aria attributes so every input is accessible.
 */
import { createFormHook, createFormHookContexts, revalidateLogic, type AnyFieldApi, type AnyFormApi } from "@tanstack/react-form";
import { useLingui } from "@lingui/react";
import type { MouseEvent, ReactNode } from "react";
import { useContext, useId } from "react";
import { Button } from "./button";
import * as s from "./form.css";
import { changeValue, clearServerErrors } from "./server-errors";

export { showServerErrors } from "./server-errors";

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === "string") return error;
  if (typeof error === "object" && "message" in error) return String((error as { message: unknown }).message);
  return undefined;
}

/** The first error of a field, once the user has touched it or tried to submit. */
export function useFieldError(field: AnyFieldApi) {
  const { i18n } = useLingui();
  // After the field was left (not while it is first typed in, when the last validation is stale) or a submit.
  const shown = field.state.meta.isBlurred || field.form.state.submissionAttempts > 0;
  const message = shown ? field.state.meta.errors.map(errorMessage).find(Boolean) : undefined;
  return message ? i18n._(message) : undefined;
}

type FieldShellProps = { label: ReactNode; hint?: ReactNode; children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode };

export function FieldShell({ label, hint, children }: FieldShellProps) {
  const field = useFieldContext<unknown>();
  const id = useId();
  const error = useFieldError(field);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={s.fieldWrap}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={`${id}-hint`} className={s.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={s.error} data-field-error={field.name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = {
  label: ReactNode;
  hint?: ReactNode;
  type?: "text" | "email" | "password" | "tel" | "date" | "time" | "url";
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
  disabled?: boolean;
  min?: string;
  max?: string;
  /** The id of a `<datalist>` of suggestions; the field still takes any text. */
  list?: string;
  /** The language of what is typed, when it is not the page's (issue 21: a Greek field on an English form). */
  lang?: string;
};

export function TextField({ label, hint, type = "text", ...rest }: InputProps) {
  const field = useFieldContext<string | undefined>();
  return (
    <FieldShell label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={field.name}
          type={type}
          className={s.input}
          value={field.state.value ?? ""}
          onChange={(event) => changeValue(field, event.target.value)}
          onBlur={field.handleBlur}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

/** A number input whose empty value is `undefined` (SPEC: an empty number input becomes no value). */
export function NumberField({ label, hint, min, max, step, placeholder }: { label: ReactNode; hint?: ReactNode; min?: number; max?: number; step?: number; placeholder?: string }) {
  const field = useFieldContext<number | undefined | null>();
  return (
    <FieldShell label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={field.name}
          type="number"
          inputMode="numeric"
          className={s.input}
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          value={field.state.value ?? ""}
          onChange={(event) => changeValue(field, event.target.value === "" ? undefined : event.target.valueAsNumber)}
          onBlur={field.handleBlur}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({ label, hint, rows = 4, placeholder, lang }: { label: ReactNode; hint?: ReactNode; rows?: number; placeholder?: string; lang?: string }) {
  const field = useFieldContext<string | undefined>();
  return (
    <FieldShell label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          name={field.name}
          rows={rows}
          className={s.textarea}
          placeholder={placeholder}
          lang={lang}
          value={field.state.value ?? ""}
          onChange={(event) => changeValue(field, event.target.value)}
          onBlur={field.handleBlur}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export type SelectOption = { value: string; label: ReactNode };
export type SelectGroup = { label: string; options: readonly SelectOption[] };

const renderOptions = (options: readonly SelectOption[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label as string}
    </option>
  ));

type SelectFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  /** The choices, or, for a long list, the choices in labelled groups. */
  options?: readonly SelectOption[];
  groups?: readonly SelectGroup[];
  /** The field holds a number (an id, a weekday), or undefined for no choice. */
  numeric?: boolean;
};

export function SelectField({ label, hint, options = [], groups = [], placeholder, numeric = false }: SelectFieldProps) {
  const field = useFieldContext<string | number | undefined>();
  const parse = (raw: string) => (numeric ? (raw === "" ? undefined : Number(raw)) : raw);
  return (
    <FieldShell label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={field.name}
          className={s.input}
          value={field.state.value ?? ""}
          onChange={(event) => changeValue(field, parse(event.target.value))}
          onBlur={field.handleBlur}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder ?? "—"}</option>
          {renderOptions(options)}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {renderOptions(group.options)}
            </optgroup>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export function CheckboxField({ label }: { label: ReactNode }) {
  const field = useFieldContext<boolean>();
  const id = useId();
  return (
    <label htmlFor={id} className={s.checkboxRow}>
      <input
        id={id}
        name={field.name}
        type="checkbox"
        className={s.checkbox}
        checked={Boolean(field.state.value)}
        onChange={(event) => changeValue(field, event.target.checked)}
        onBlur={field.handleBlur}
      />
      {label}
    </label>
  );
}

/** The error of a field shown elsewhere (e.g. under a checkbox group). */
export function FieldError() {
  const field = useFieldContext<unknown>();
  const error = useFieldError(field);
  return error ? (
    <p className={s.error} role="alert" data-field-error={field.name}>
      {error}
    </p>
  ) : null;
}

/**
 * Pressing submit leaves the field being typed in. Left on mousedown, that field would show its
 * message first and push the button down, so the press would land beside it (a lost tap on a
 * phone). Keep focus until the click has landed, then leave the field, so its check runs on the
 * final value before the submit (Enter in a field clicks this button too).
 */
export const checkBeforeSubmit = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
  onClick: (event: MouseEvent<HTMLButtonElement>) => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && event.currentTarget.form?.contains(focused)) focused.blur();
    // Focus rests on the button (not the page) until the form sends it to a field in error.
    event.currentTarget.focus();
  },
};

/** Submit button: disabled and relabelled (e.g. 'Registering...') while the form submits. */
export function SubmitButton({ children, pending, block }: { children: ReactNode; pending: ReactNode; block?: boolean }) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button type="submit" disabled={isSubmitting} block={block} aria-busy={isSubmitting} {...checkBeforeSubmit}>
          {isSubmitting ? pending : children}
        </Button>
      )}
    </form.Subscribe>
  );
}

export const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, NumberField, TextAreaField, SelectField, CheckboxField, FieldError },
  formComponents: { SubmitButton },
});

/**
 * Validation with a shared schema: on leaving a field at first, then on every change once a
 * submit was tried, so errors clear as soon as they are fixed (and the submit button does not
 * jump away under the pointer when a stale error vanishes on blur). Spread into `useAppForm`.
 */
export const validateWith = <Schema,>(schema: Schema) => ({
  validationLogic: revalidateLogic({ mode: "blur", modeAfterSubmission: "change" }),
  validators: { onDynamic: schema },
});

/**
 * After a submit, focus goes to the first field in error, if any: keyboard and screen reader
 * users land on what needs fixing and hear its message (focus would otherwise be left on the
 * page). Waits a frame for the fields to render their aria-invalid state.
 */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A `<form>` that hands submission to TanStack Form. */
export function Form({ onSubmit, children, ...rest }: { onSubmit: () => unknown; children: ReactNode; "aria-label"?: string; noValidate?: boolean }) {
  // The form whose submit this is (every <Form> sits in its form's AppForm).
  const formApi = useContext(formContext) as AnyFormApi | null;
  return (
    <form
      className={s.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        const form = event.currentTarget;
        // The server judges the values again: its last field messages must not stop this submit.
        if (formApi) clearServerErrors(formApi);
        void Promise.resolve(onSubmit()).finally(() => focusFirstInvalid(form));
      }}
      {...rest}
    >
      {children}
    </form>
  );
}

export { s as formStyles };
