import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { clubProfileSchema } from "../../../schema";
import { Alert } from "../../ui/feedback";
import { Form, useAppForm, validateWith } from "../../ui/form";
import { nameChangeQuery, useUpdateProfile, type OwnClub } from "./api";
import { ClubProfileFields, clubProfileFieldMap, clubProfileInput, clubProfileValues } from "./club-profile-fields";
import { useDialogSave } from "./use-dialog-save";
import * as s from "./profile.css";

/**
 * A new name waiting for the federation (issue 19): the club keeps its current name, in public
 * and here, until the federation approves it.
 */
function NameChangeNotice() {
  const proposal = useQuery(nameChangeQuery()).data;
  if (!proposal) return null;
  const name = proposal.nameEl ? `${proposal.name} · ${proposal.nameEl}` : proposal.name;
  return (
    <Alert tone="info" role="status">
      <Trans>Your new name, {name}, waits for the federation's approval. The club keeps its current name until then.</Trans>
    </Alert>
  );
}

/** The club's public profile, its codes and its responsible person. */
export function ProfileForm({ club }: { club: OwnClub }) {
  const { t } = useLingui();
  const titleId = useId();
  const updateProfile = useUpdateProfile();
  const { error, save } = useDialogSave();
  const form = useAppForm({
    defaultValues: clubProfileValues(club),
    ...validateWith(clubProfileSchema),
    onSubmit: async ({ value, formApi }) => {
      const input = clubProfileInput(value);
      await save(formApi, () => updateProfile.mutateAsync(input), {
        success: { title: t`Profile Updated`, description: t`Your profile has been updated successfully.` },
        fallback: t`Something went wrong. Please try again.`,
        failureTitle: t`Update Failed`,
      });
    },
  });

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.panelTitle}>
        <Trans>Club Details</Trans>
      </h2>
      <NameChangeNotice />
      <form.AppForm>
        <Form onSubmit={form.handleSubmit} aria-label={t`Club Details`}>
          <ClubProfileFields form={form} fields={clubProfileFieldMap} />

          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className={s.submitRow}>
            <form.SubmitButton pending={<Trans>Saving...</Trans>}>
              <Trans>Save Changes</Trans>
            </form.SubmitButton>
          </div>
        </Form>
      </form.AppForm>
    </section>
  );
}
