import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { claimSchema } from "../../../schema";
import { QueuedNotice } from "../../ui/queued-notice";
import { useClubName } from "../../lib/content-language";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Form, formStyles as f, showServerErrors, useAppForm, validateWith } from "../../ui/form";
import { TextIn } from "../../ui/text";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { useClaimClub } from "./api";
import * as s from "./claim-dialog.css";

/** The form holds the person's details; the club's id and name come from the club being claimed. */
const claimFormSchema = v.omit(claimSchema, ["clubId", "clubName"]);
const emptyClaim: v.InferInput<typeof claimFormSchema> = { fullName: "", email: "", phoneNumber: "", message: "" };

/** `name` goes with the claim (the SPEC's field); a Greek reader reads `nameEl` where there is one. */
export type ClaimableClub = { id: number; name: string; nameEl?: string | null };

type ClaimDialogProps = {
  /** The club being claimed; the dialog is open while one is set. */
  club: ClaimableClub | null;
  onClose: () => void;
};

/** SPEC "Claim dialog": full name, e-mail, phone and an optional message, sent with the club's id and name. */
export function ClaimDialog({ club, onClose }: ClaimDialogProps) {
  const claim = useClaimClub();
  return (
    <Dialog
      open={club !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      busy={claim.isPending}
      title={<Trans>Claim this club</Trans>}
      description={club ? <ClaimIntro club={club} /> : null}
    >
      {/* Keyed by club so each opening starts with a fresh form. */}
      {club ? <ClaimForm key={club.id} club={club} claim={claim} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ClaimIntro({ club }: { club: ClaimableClub }) {
  const clubName = <TextIn value={useClubName(club)} />;
  return <Trans>Tell us who you are and we will verify that you represent {clubName}.</Trans>;
}

function ClaimForm({ club, claim, onDone }: { club: ClaimableClub; claim: ReturnType<typeof useClaimClub>; onDone: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  /** Queued, and whether because the server was busy (else: offline). */
  const [queued, setQueued] = useState<{ busy: boolean } | null>(null);

  const form = useAppForm({
    defaultValues: emptyClaim,
    ...validateWith(claimFormSchema),
    onSubmit: async ({ value, formApi }) => {
      try {
        const input = v.parse(claimSchema, { ...value, clubId: club.id, clubName: club.name });
        const result = await claim.mutateAsync(input);
        if (result.queued) {
          setQueued({ busy: result.item.retryAt !== undefined });
          return;
        }
        toaster.success({ about: "claim-request", title: t`Claim Request Sent`, description: t`Your club claim request has been sent. We'll contact you soon.` });
        onDone();
      } catch (error) {
        showServerErrors(formApi, error);
        toaster.error({
          about: "claim-request",
          title: t`Request Failed`,
          description: errorText(error, t`There was an error submitting your request. Please try again.`),
        });
      }
    },
  });

  if (queued) {
    return (
      <div className={f.form}>
        <QueuedNotice busy={queued.busy} />
        <div className={s.actions}>
          <Button onClick={onDone}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Claim this club`}>
        <form.AppField name="fullName">{(field) => <field.TextField label={t`Full name`} autoComplete="name" />}</form.AppField>
        <div className={f.twoColumns}>
          <form.AppField name="email">{(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" />}</form.AppField>
          <form.AppField name="phoneNumber">
            {(field) => <field.TextField label={t`Phone number`} type="tel" autoComplete="tel" placeholder="+30 69X XXX XXXX" />}
          </form.AppField>
        </div>
        <form.AppField name="message">
          {(field) => (
            <field.TextAreaField
              label={t`Message (optional)`}
              rows={4}
              placeholder={t`Your role at the club and anything that helps us verify your claim`}
            />
          )}
        </form.AppField>
        <div className={s.actions}>
          <Button tone="outline" onClick={onDone} disabled={claim.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <form.SubmitButton pending={<Trans>Submitting...</Trans>}>
            <Trans>Submit claim</Trans>
          </form.SubmitButton>
        </div>
      </Form>
    </form.AppForm>
  );
}
