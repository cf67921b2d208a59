import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { Link } from "wouter";
import { loginSchema, type LoginInput } from "../../../schema";
import { paths } from "../../../schema/pages";
import { Form, validateWith, showServerErrors, useAppForm } from "../../ui/form";
import * as s from "./auth-page.css";

type LoginFormProps = {
  /** Resolves on success; rejects (after telling the user) on failure. */
  onSubmit: (credentials: LoginInput) => Promise<unknown>;
  /** Names the form for assistive tech when a page has more than one. */
  label: string;
};

/** E-mail and password, validated with the same `loginSchema` as the worker, and the way to a forgotten password. Used by every login. */
export function LoginForm({ onSubmit, label }: LoginFormProps) {
  const { t } = useLingui();
  const form = useAppForm({
    defaultValues: { email: "", password: "" },
    ...validateWith(loginSchema),
    onSubmit: async ({ value }) => {
      try {
        await onSubmit(v.parse(loginSchema, value));
      } catch (error) {
        showServerErrors(form, error);
      }
    },
  });
  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={label}>
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" autoComplete="username" placeholder="name@example.com" />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => <field.TextField label={t`Password`} type="password" autoComplete="current-password" />}
        </form.AppField>
        <form.SubmitButton pending={<Trans>Logging in...</Trans>} block>
          <Trans>Login</Trans>
        </form.SubmitButton>
        {/* Every login (club, admin, player) offers it: a password is a person's, whichever door. */}
        <p className={s.hint}>
          <Link href={paths.forgotPassword} className={s.footerLink}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </p>
      </Form>
    </form.AppForm>
  );
}
