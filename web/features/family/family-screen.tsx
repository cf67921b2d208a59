import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import * as v from "valibot";
import { Redirect } from "wouter";
import { ageOn, DIGITAL_CONSENT_AGE } from "../../../domain/registrations/seasons";
import { todayIso } from "../../../schema/athens-time";
import { paths } from "../../../schema/pages";
import { registrationMessages } from "../../../schema/registration-messages";
import { childLoginSchema, childSchema, childUpdateSchema } from "../../../schema/registration-requests";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Badge, EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { Form, formStyles as f, useAppForm, validateWith } from "../../ui/form";
import { usePageTitle } from "../../ui/page-title";
import { isSessionSettled, useUserSession } from "../auth";
import { FormDialog, useDialogSave } from "../dashboard";
import { PlayerArea } from "../player";
import { childrenQuery, useAddChild, useApproveChildLogin, useUpdateChild, type Child } from "./api";
import * as s from "./family.css";

/**
 * /user-profile/family (issue 24, point 2): a parent's children. Add a child (under 15 with the
 * parent's consent, Greek law 4624/2019 art. 21), correct their details, and from 15 approve the
 * child's own login: the child is mailed a link to choose a password.
 */
export function FamilyScreen() {
  const { t } = useLingui();
  usePageTitle(t`Family`);
  const session = useUserSession();
  const user = session.data;
  if (!user && !isSessionSettled(session))
    return (
      <p role="status" className={s.loading}>
        <Trans>Loading...</Trans>
      </p>
    );
  if (!user) return <Redirect to={`${paths.login}?tab=user`} replace />;
  return (
    <PlayerArea user={user} heading={<Trans>Family</Trans>}>
      <div className={s.stack}>
        <Children />
        <AddChild />
      </div>
    </PlayerArea>
  );
}

function useLongDate() {
  const { i18n } = useLingui();
  return (iso: string) => i18n.date(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso), { day: "numeric", month: "long", year: "numeric" });
}

function Children() {
  const children = useQuery(childrenQuery());
  const [editing, setEditing] = useState<Child | null>(null);
  const [login, setLogin] = useState<Child | null>(null);
  let body;
  if (children.data && children.data.length === 0)
    body = (
      <EmptyState>
        <Trans>No children yet. Add a child below to register them with a club.</Trans>
      </EmptyState>
    );
  else if (children.data)
    body = (
      <ul className={s.list}>
        {children.data.map((child) => (
          <ChildRow key={child.id} child={child} onEdit={() => setEditing(child)} onLogin={() => setLogin(child)} />
        ))}
      </ul>
    );
  else if (children.isError) body = <LoadError onRetry={() => void children.refetch()} />;
  else body = <Skeleton height="6rem" />;
  return (
    <section className={s.panel} aria-labelledby="children-heading">
      <h2 id="children-heading" className={s.panelTitle}>
        <Trans>Your children</Trans>
      </h2>
      {body}
      {editing ? <EditChildDialog child={editing} onClose={() => setEditing(null)} /> : null}
      {login ? <ChildLoginDialog child={login} onClose={() => setLogin(null)} /> : null}
    </section>
  );
}

function ChildRow({ child, onEdit, onLogin }: { child: Child; onEdit: () => void; onLogin: () => void }) {
  const { t } = useLingui();
  const date = useLongDate();
  const name = `${child.firstName} ${child.lastName}`;
  const born = child.dateOfBirth ? date(child.dateOfBirth) : "";
  const consented = date(child.consentAt);
  const mayLogIn = !child.hasLogin && !!child.dateOfBirth && ageOn(child.dateOfBirth, todayIso()) >= DIGITAL_CONSENT_AGE;
  return (
    <li className={s.item} data-testid="child-row">
      <h3 className={s.itemTitle}>{name}</h3>
      <div className={s.meta}>
        <span>
          <Trans>Born {born}</Trans>
        </span>
        <span>
          <Trans>Consent given {consented}</Trans>
        </span>
        {child.hasLogin ? (
          <Badge tone="success">
            <Trans>Own login: {child.email}</Trans>
          </Badge>
        ) : (
          <Badge>
            <Trans>No login of their own</Trans>
          </Badge>
        )}
      </div>
      <div className={s.actions}>
        <Button tone="outline" onClick={onEdit} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        {mayLogIn ? (
          <Button tone="outline" onClick={onLogin} aria-label={t`Give ${name} their own login`}>
            <Trans>Give their own login</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

const addValues: v.InferInput<typeof childSchema> = { firstName: "", lastName: "", dateOfBirth: "", consent: false };

/**
 * The server's rule, checked before sending: under 15 (on Athens' today) the consent box is
 * required, and its message shows under the box (the server judges it again).
 */
const addChildSchema = v.pipe(
  childSchema,
  v.forward(
    v.partialCheck(
      [["consent"], ["dateOfBirth"]],
      (input) => input.consent || ageOn(input.dateOfBirth, todayIso()) >= DIGITAL_CONSENT_AGE,
      registrationMessages.consentRequired,
    ),
    ["consent"],
  ),
);

/** A refusal the server explains field by field: the messages are under the fields, not repeated above the button. */
const isFieldRefusal = (failure: unknown) => failure instanceof ApiError && failure.status === 400 && !!failure.fields && Object.keys(failure.fields).length > 0;

/** Add a child: the consent box is required under 15. */
function AddChild() {
  const { t } = useLingui();
  const add = useAddChild();
  const { save, error } = useDialogSave();
  const [underFields, setUnderFields] = useState(false);
  const form = useAppForm({
    defaultValues: addValues,
    ...validateWith(addChildSchema),
    onSubmit: async ({ value, formApi }) => {
      const send = () =>
        add.mutateAsync(v.parse(childSchema, value)).catch((failure: unknown) => {
          setUnderFields(isFieldRefusal(failure));
          throw failure;
        });
      const saved = await save(formApi, send, {
        success: { title: t`Child added`, description: t`${value.firstName} is on your family's list.` },
        fallback: t`The child could not be added`,
      });
      if (saved) formApi.reset();
    },
  });
  return (
    <section className={s.panel} aria-labelledby="add-child-heading">
      <h2 id="add-child-heading" className={s.panelTitle}>
        <Trans>Add a child</Trans>
      </h2>
      <p className={s.muted}>
        <Trans>A child has no login of their own until 15. For a child under 15, Greek law asks for your consent as their parent, recorded with its date.</Trans>
      </p>
      <form.AppForm>
        <Form onSubmit={form.handleSubmit} aria-label={t`Add a child`}>
          <div className={s.pair}>
            <form.AppField name="firstName">{(field) => <field.TextField label={t`First name`} autoComplete="off" />}</form.AppField>
            <form.AppField name="lastName">{(field) => <field.TextField label={t`Last name`} autoComplete="off" />}</form.AppField>
          </div>
          <form.AppField name="dateOfBirth">{(field) => <field.TextField label={t`Date of birth`} type="date" />}</form.AppField>
          <form.AppField name="consent">
            {(field) => (
              <div className={f.fieldWrap}>
                <field.CheckboxField label={<Trans>As the child's parent, I consent to the processing of their personal data for their registration with a club.</Trans>} />
                <field.FieldError />
              </div>
            )}
          </form.AppField>
          {error && !underFields ? <p className={f.error} role="alert">{error}</p> : null}
          <form.SubmitButton pending={<Trans>Adding...</Trans>}>
            <Trans>Add child</Trans>
          </form.SubmitButton>
        </Form>
      </form.AppForm>
    </section>
  );
}

function EditChildDialog({ child, onClose }: { child: Child; onClose: () => void }) {
  const { t } = useLingui();
  const update = useUpdateChild();
  const { save, error, clearError } = useDialogSave();
  const form = useAppForm({
    defaultValues: { firstName: child.firstName, lastName: child.lastName, dateOfBirth: child.dateOfBirth ?? "" } as v.InferInput<typeof childUpdateSchema>,
    ...validateWith(childUpdateSchema),
    onSubmit: async ({ value, formApi }) => {
      const saved = await save(formApi, () => update.mutateAsync({ id: child.id, ...v.parse(childUpdateSchema, value) }), {
        success: { title: t`Details saved`, description: t`${value.firstName}'s details are corrected.` },
        fallback: t`The details could not be saved`,
      });
      if (saved) onClose();
    },
  });
  return (
    <FormDialog form={form} open onOpenChange={(open) => !open && onClose()} onClose={clearError} title={t`Edit ${child.firstName}`} submitLabel={<Trans>Save</Trans>} error={error}>
      <form.AppField name="firstName">{(field) => <field.TextField label={t`First name`} />}</form.AppField>
      <form.AppField name="lastName">{(field) => <field.TextField label={t`Last name`} />}</form.AppField>
      <form.AppField name="dateOfBirth">{(field) => <field.TextField label={t`Date of birth`} type="date" />}</form.AppField>
    </FormDialog>
  );
}

function ChildLoginDialog({ child, onClose }: { child: Child; onClose: () => void }) {
  const { t } = useLingui();
  const approve = useApproveChildLogin();
  const { save, error, clearError } = useDialogSave();
  const form = useAppForm({
    defaultValues: { email: "" },
    ...validateWith(childLoginSchema),
    onSubmit: async ({ value, formApi }) => {
      const saved = await save(formApi, () => approve.mutateAsync({ id: child.id, email: v.parse(childLoginSchema, value).email }), {
        success: { title: t`Login approved`, description: t`${child.firstName} is mailed a link to choose a password.` },
        fallback: t`The login could not be approved`,
      });
      if (saved) onClose();
    },
  });
  return (
    <FormDialog
      form={form}
      open
      onOpenChange={(open) => !open && onClose()}
      onClose={clearError}
      title={t`Give ${child.firstName} their own login`}
      submitLabel={<Trans>Approve login</Trans>}
      error={error}
    >
      <p className={s.muted}>
        <Trans>From 15 a child may sign in on their own. Enter their own e-mail address: they are mailed a link to choose a password.</Trans>
      </p>
      <form.AppField name="email">{(field) => <field.TextField label={t`Their e-mail address`} type="email" autoComplete="off" />}</form.AppField>
    </FormDialog>
  );
}
