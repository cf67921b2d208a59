import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { academySchema } from "../../../schema";
import { QueuedNotice } from "../../ui/queued-notice";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { Form, formStyles as f, showServerErrors, useAppForm, validateWith } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { useAcademyRegistration, type AcademyDetails } from "./api";
import { ConsentField } from "./consent-field";
import * as s from "./academy-form.css";

/** The parent's fields of the shared schema, and their consent; the recipient and subject are added on sending. */
const academyFormSchema = v.pick(academySchema, ["parentName", "email", "phone", "childrenDetails", "consent"]);
/** The consent box starts unticked: the schema accepts only a tick. */
type AcademyFormValues = Omit<AcademyDetails, "consent"> & { consent: boolean };
const emptyRegistration: AcademyFormValues = { parentName: "", email: "", phone: "", childrenDetails: "", consent: false };

type AcademyRegistrationFormProps = {
  /** Prefilled values, e.g. a signed-in player's name and e-mail. */
  defaultValues?: Partial<Omit<AcademyDetails, "consent">>;
  /** Called once the registration is sent or queued to be sent. */
  onSuccess?: (outcome: { queued: boolean }) => void;
  /** Inside a dialog: adds Cancel beside the submit button and Close after sending. */
  onClose?: () => void;
};

/**
 * SPEC "Academy registration dialog": parent name, e-mail, phone and the children's details,
 * checked with the worker's own schema. Used in the academy page's dialog and inline in the
 * player area (/academy-registration). Once sent, a toast thanks the parent; the dialog closes,
 * the page version says what happens next.
 */
export function AcademyRegistrationForm({ defaultValues, onSuccess, onClose }: AcademyRegistrationFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const register = useAcademyRegistration();
  const [outcome, setOutcome] = useState<"sent" | "queued" | "queued-busy" | null>(null);
  const [failure, setFailure] = useState<string>();

  // Fixed at mount: a new defaults object on every render would make the form reset itself.
  const [initialValues] = useState<AcademyFormValues>(() => ({ ...emptyRegistration, ...defaultValues }));
  const form = useAppForm({
    defaultValues: initialValues,
    ...validateWith(academyFormSchema),
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      try {
        const result = await register.mutateAsync(v.parse(academyFormSchema, value));
        if (result.queued) {
          setOutcome(result.item.retryAt === undefined ? "queued" : "queued-busy");
        } else {
          toaster.success({
            about: "academy-registration",
            title: t`Registration Successful!`,
            description: t`Thank you for registering. Our academy coordinator will contact you soon.`,
          });
          // In a dialog the toast says it all and the dialog closes, as the claim dialog does;
          // on a page the form gives way to a note of what happens next.
          if (onClose) onClose();
          else setOutcome("sent");
        }
        onSuccess?.({ queued: result.queued });
      } catch (error) {
        const message = errorText(error, t`There was a problem submitting the form. Please try again.`);
        setFailure(message);
        showServerErrors(formApi, error);
        toaster.error({ about: "academy-registration", title: t`Submission Error`, description: message });
      }
    },
  });

  if (outcome) {
    return (
      <div className={s.thanks}>
        {outcome !== "sent" ? (
          <QueuedNotice busy={outcome === "queued-busy"} />
        ) : (
          <div role="status">
            <p className={s.thanksTitle}>
              <Trans>Your registration has been received</Trans>
            </p>
            <p className={s.thanksText}>
              <Trans>The academy coordinator will call you to agree the age group and venue, and to arrange your child's first session.</Trans>
            </p>
          </div>
        )}
        <div className={s.actions}>
          <Button
            tone="outline"
            onClick={() => {
              form.reset();
              setOutcome(null);
            }}
          >
            <Trans>Register another child</Trans>
          </Button>
          {onClose ? (
            <Button onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Academy registration`}>
        <form.AppField name="parentName">
          {(field) => <field.TextField label={t`Parent or guardian name`} autoComplete="name" />}
        </form.AppField>
        <div className={f.twoColumns}>
          <form.AppField name="email">{(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" />}</form.AppField>
          <form.AppField name="phone">
            {(field) => <field.TextField label={t`Phone`} type="tel" autoComplete="tel" placeholder="+30 69X XXX XXXX" />}
          </form.AppField>
        </div>
        <form.AppField name="childrenDetails">
          {(field) => (
            <field.TextAreaField
              label={t`Children's details`}
              rows={4}
              hint={t`Names and ages of the children you are registering, and any previous rugby experience.`}
              placeholder={t`e.g. Nikos, 9 — never played before`}
            />
          )}
        </form.AppField>
        <form.AppField name="consent">{() => <ConsentField />}</form.AppField>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className={s.actions}>
          {onClose ? (
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(isSubmitting) => (
                <Button tone="outline" onClick={onClose} disabled={isSubmitting}>
                  <Trans>Cancel</Trans>
                </Button>
              )}
            </form.Subscribe>
          ) : null}
          <form.SubmitButton pending={<Trans>Submitting...</Trans>}>
            <Trans>Submit registration</Trans>
          </form.SubmitButton>
        </div>
      </Form>
    </form.AppForm>
  );
}
