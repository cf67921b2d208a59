import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { peopleMessages } from "../../../schema/people-messages";
import { totpConfirmSchema } from "../../../schema/people-requests";
import { Button } from "../../ui/button";
import { Alert, Badge, LoadError, Spinner } from "../../ui/feedback";
import { Form, showServerErrors, useAppForm, validateWith } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { useAddPasskey, useConfirmTotp, useNewRecoveryCodes, useRemovePasskey, useRemoveTotp, useSecondStepSetup, useStartTotp } from "./second-step-api";
import { RecoveryCodes } from "./second-step-recovery-codes";
import * as s from "./second-step.css";

/** The passkey's name, as the worker checks it. */
const passkeyNameSchema = v.object({ name: v.pipe(v.string(), v.trim(), v.minLength(1, peopleMessages.passkeyNameRequired), v.maxLength(60, peopleMessages.passkeyNameRequired)) });

/** The query string that brings a person here because an action needs a second step first. */
export const ENROL_QUERY = "enrol=1";

/**
 * The account security page's second step (issue 23): passkeys, the authenticator app, and the
 * recovery codes, each shown once when made. A person whose roles need a second step is told so,
 * and cannot remove their last method (the worker answers 409 with why).
 */
export function SecondStepSection() {
  const { t, i18n } = useLingui();
  const setup = useSecondStepSetup();
  const [codes, setCodes] = useState<string[] | null>(null);
  const sentHere = typeof location !== "undefined" && location.search.includes(ENROL_QUERY);

  if (setup.isPending) return <Spinner label={t`Loading your sign-in settings...`} />;
  if (setup.isError) return <LoadError onRetry={() => void setup.refetch()} />;
  const { required, totp, passkeys, recoveryCodesLeft } = setup.data;
  const enrolled = totp || passkeys.length > 0;
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: "medium" });

  return (
    <section className={s.panel} aria-labelledby="second-step-title">
      <h2 id="second-step-title" className={s.panelTitle}>
        <Trans>Two-step sign-in</Trans>
      </h2>
      {required && !enrolled ? (
        <Alert tone="warning" role={sentHere ? "alert" : undefined}>
          <Trans>Your role in the federation needs a two-step sign-in. Add a passkey or set up an authenticator app to continue.</Trans>
        </Alert>
      ) : (
        <p className={s.muted}>
          <Trans>After your password, confirm that it is you with a passkey (your phone, laptop or security key) or a code from an authenticator app.</Trans>
        </p>
      )}
      {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}

      <div className={s.part}>
        <h3 className={s.partTitle}>
          <Trans>Passkeys</Trans>
        </h3>
        {passkeys.length === 0 ? (
          <p className={s.muted}>
            <Trans>No passkeys yet.</Trans>
          </p>
        ) : (
          <ul className={s.list}>
            {passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} id={passkey.id} name={passkey.name} added={date(passkey.createdAt)} lastUsed={passkey.lastUsedAt ? date(passkey.lastUsedAt) : null} />
            ))}
          </ul>
        )}
        <AddPasskeyForm onCodes={setCodes} />
      </div>

      <div className={s.part}>
        <h3 className={s.partTitle}>
          <Trans>Authenticator app</Trans> {totp ? <Badge tone="success">{t`On`}</Badge> : null}
        </h3>
        {totp ? <RemoveTotp /> : <TotpSetup onCodes={setCodes} />}
      </div>

      {enrolled ? (
        <div className={s.part}>
          <h3 className={s.partTitle}>
            <Trans>Recovery codes</Trans>
          </h3>
          <p className={s.muted}>
            <Trans>For a lost phone or key: each code signs you in once. Codes left: {recoveryCodesLeft}</Trans>
          </p>
          <NewRecoveryCodes onCodes={setCodes} />
        </div>
      ) : null}
    </section>
  );
}

function PasskeyRow({ id, name, added, lastUsed }: { id: number; name: string; added: string; lastUsed: string | null }) {
  const { t } = useLingui();
  const remove = useRemovePasskey();
  const errorText = useErrorText();
  return (
    <li className={s.item}>
      <span className={s.itemText}>
        <strong>{name}</strong>
        <span className={s.muted}>{lastUsed ? <Trans>Added {added}, last used {lastUsed}</Trans> : <Trans>Added {added}</Trans>}</span>
      </span>
      <Button
        tone="outline"
        size="sm"
        disabled={remove.isPending}
        aria-label={t`Remove the passkey ${name}`}
        onClick={() =>
          remove.mutate(id, {
            onSuccess: () => toaster.success({ about: "second-step", title: t`Passkey removed` }),
            onError: (error) => toaster.error({ about: "second-step", title: t`Could not remove the passkey`, description: errorText(error) }),
          })
        }
      >
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

function AddPasskeyForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useLingui();
  const add = useAddPasskey();
  const errorText = useErrorText();
  const form = useAppForm({
    defaultValues: { name: "" },
    ...validateWith(passkeyNameSchema),
    onSubmit: async ({ value, formApi }) => {
      try {
        const answer = await add.mutateAsync(v.parse(passkeyNameSchema, value).name);
        toaster.success({ about: "second-step", title: t`Passkey added` });
        formApi.reset();
        if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
      } catch (error) {
        if (error instanceof Error && error.name === "NotAllowedError") {
          toaster.error({ about: "second-step", title: t`No passkey was made`, description: t`The browser's passkey prompt was closed. Try again when you are ready.` });
          return;
        }
        showServerErrors(form, error);
        toaster.error({ about: "second-step", title: t`Could not add the passkey`, description: errorText(error) });
      }
    },
  });
  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Add a passkey`}>
        <form.AppField name="name">{(field) => <field.TextField label={t`Passkey name`} placeholder={t`Laptop`} hint={t`So you can tell your passkeys apart.`} />}</form.AppField>
        <form.SubmitButton pending={<Trans>Waiting for your passkey...</Trans>}>
          <Trans>Add a passkey</Trans>
        </form.SubmitButton>
      </Form>
    </form.AppForm>
  );
}

function TotpSetup({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useLingui();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const errorText = useErrorText();
  const form = useAppForm({
    defaultValues: { code: "" },
    ...validateWith(totpConfirmSchema),
    onSubmit: async ({ value }) => {
      try {
        const answer = await confirm.mutateAsync(v.parse(totpConfirmSchema, value).code);
        toaster.success({ about: "second-step", title: t`Authenticator app set up` });
        start.reset();
        if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
      } catch (error) {
        showServerErrors(form, error);
      }
    },
  });

  if (!start.data) {
    return (
      <div className={s.actions}>
        <p className={s.muted}>
          <Trans>Use an app such as Google Authenticator, Microsoft Authenticator or 1Password for 6-digit codes.</Trans>
        </p>
        <Button
          tone="outline"
          disabled={start.isPending}
          onClick={() => start.mutate(undefined, { onError: (error) => toaster.error({ about: "second-step", title: t`Could not start`, description: errorText(error) }) })}
        >
          <Trans>Set up the authenticator app</Trans>
        </Button>
      </div>
    );
  }
  const { qrSvg, secret } = start.data;
  return (
    <>
      <p className={s.muted}>
        <Trans>Scan this code with your authenticator app, or type the key in by hand. Then enter the 6-digit code the app shows.</Trans>
      </p>
      <img className={s.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`} alt={t`QR code for your authenticator app`} />
      <p className={s.muted}>
        <Trans>Key:</Trans> <code className={s.secret}>{secret}</code>
      </p>
      <form.AppForm>
        <Form onSubmit={form.handleSubmit} aria-label={t`Confirm the authenticator app`}>
          <form.AppField name="code">{(field) => <field.TextField label={t`Code from your authenticator app`} autoComplete="one-time-code" placeholder="123456" />}</form.AppField>
          <form.SubmitButton pending={<Trans>Checking...</Trans>}>
            <Trans>Turn on</Trans>
          </form.SubmitButton>
        </Form>
      </form.AppForm>
    </>
  );
}

function RemoveTotp() {
  const { t } = useLingui();
  const remove = useRemoveTotp();
  const errorText = useErrorText();
  return (
    <div className={s.actions}>
      <Button
        tone="outline"
        size="sm"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(undefined, {
            onSuccess: () => toaster.success({ about: "second-step", title: t`Authenticator app removed` }),
            onError: (error) => toaster.error({ about: "second-step", title: t`Could not remove the authenticator app`, description: errorText(error) }),
          })
        }
      >
        <Trans>Remove the authenticator app</Trans>
      </Button>
    </div>
  );
}

function NewRecoveryCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useLingui();
  const make = useNewRecoveryCodes();
  const errorText = useErrorText();
  return (
    <div className={s.actions}>
      <Button
        tone="outline"
        size="sm"
        disabled={make.isPending}
        onClick={() =>
          make.mutate(undefined, {
            onSuccess: (answer) => onCodes(answer.recoveryCodes),
            onError: (error) => toaster.error({ about: "second-step", title: t`Could not make new codes`, description: errorText(error) }),
          })
        }
      >
        <Trans>Make new recovery codes</Trans>
      </Button>
    </div>
  );
}
