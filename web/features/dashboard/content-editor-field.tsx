import { lazy, Suspense, useId, useRef, type ReactNode } from "react";
import { Skeleton } from "../../ui/feedback";
import { formStyles as f, useFieldContext, useFieldError } from "../../ui/form";

// Milkdown is heavy: it loads only when a news dialog opens, as its own chunk.
const NewsEditor = lazy(() => import("./news-editor"));

/**
 * The news content field: a rich-text editor whose value is HTML. The label is not a <label>
 * (the editor is not a form control), so it names the editor through aria-labelledby and a
 * click on it moves the focus into the editor.
 */
export function ContentEditorField({ label, hint }: { label: ReactNode; hint?: ReactNode }) {
  const field = useFieldContext<string>();
  const error = useFieldError(field);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={f.fieldWrap}>
      <span id={`${id}-label`} className={f.label} onClick={() => wrapper.current?.querySelector<HTMLElement>("[contenteditable]")?.focus()}>
        {label}
      </span>
      <div ref={wrapper}>
        <Suspense fallback={<Skeleton height="360px" />}>
          <NewsEditor
            initialHtml={field.state.value ?? ""}
            onChange={(html) => field.handleChange(html)}
            onBlur={field.handleBlur}
            labelledBy={`${id}-label`}
            describedBy={describedBy}
            invalid={Boolean(error)}
          />
        </Suspense>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={f.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={f.error} data-field-error={field.name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
