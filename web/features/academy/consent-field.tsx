import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { paths } from "../../../schema/pages";
import { formStyles as f, useFieldContext, useFieldError } from "../../ui/form";
import * as s from "./academy-form.css";

/**
 * The parent's consent to the processing of the children's data (GDPR art. 8: a child's data
 * needs the consent of the person with parental responsibility). The box starts unticked; the
 * schema refuses the registration without it, and its message is tied to the box.
 */
export function ConsentField() {
  const field = useFieldContext<boolean>();
  const id = useId();
  const error = useFieldError(field);
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className={f.fieldWrap}>
      <label htmlFor={id} className={s.consentRow}>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          className={f.checkbox}
          checked={field.state.value}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <span>
          <Trans>I consent to the processing of my children's personal data for their registration with the academy.</Trans>
        </span>
      </label>
      <p id={`${id}-hint`} className={f.hint}>
        <Trans>
          The federation uses these details only to organise the academy and to contact you. Read how, for how long, and your rights in the{" "}
          {/* A new tab, so the form keeps what has been typed. */}
          <a href={paths.privacy} target="_blank" rel="noopener">
            privacy policy
          </a>
          .
        </Trans>
      </p>
      {error ? (
        <p id={`${id}-error`} className={f.error} data-field-error={field.name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
