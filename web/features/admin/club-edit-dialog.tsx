import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { clubProfileSchema } from "../../../schema";
import { clubNameIn } from "../../lib/content-language";
import { useAppForm, validateWith } from "../../ui/form";
import { ClubProfileFields, clubProfileFieldMap, clubProfileInput, clubProfileValues } from "../dashboard";
import { AdminFormDialog } from "./admin-form-dialog";
import { adminKeys, updateClub, type AdminClub } from "./api";
import { useAdminSave } from "./use-admin-save";

/** The federation edits a club's public details with the club profile's own fields and rules (PATCH /api/admin/clubs/{id}). */
export function ClubEditDialog({ club, open, onOpenChange }: { club: AdminClub; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { error, save } = useAdminSave({ inDialog: true });
  const form = useAppForm({
    defaultValues: clubProfileValues(club),
    ...validateWith(clubProfileSchema),
    onSubmit: async ({ value, formApi }) => {
      const input = clubProfileInput(value);
      const saved = await save(formApi, () => updateClub(club.id, input), t`Club details saved`);
      if (!saved) return;
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onOpenChange(false);
    },
  });
  const clubName = clubNameIn(i18n.locale, club);
  return (
    <AdminFormDialog form={form} open={open} onOpenChange={onOpenChange} title={t`Edit ${clubName}`} submitLabel={<Trans>Save Changes</Trans>} error={error}>
      <ClubProfileFields form={form} fields={clubProfileFieldMap} />
    </AdminFormDialog>
  );
}
