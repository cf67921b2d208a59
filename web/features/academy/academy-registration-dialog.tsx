import { Trans } from "@lingui/react/macro";
import { useIsMutating } from "@tanstack/react-query";
import { Dialog } from "../../ui/dialog";
import { AcademyRegistrationForm } from "./academy-registration-form";
import { ACADEMY_MUTATION_KEY } from "./api";

type AcademyRegistrationDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The academy page's registration dialog. It cannot be closed while a registration is being sent. */
export function AcademyRegistrationDialog({ open, onOpenChange }: AcademyRegistrationDialogProps) {
  // The form owns its mutation; the dialog only needs to know whether one is in flight.
  const busy = useIsMutating({ mutationKey: ACADEMY_MUTATION_KEY }) > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={<Trans>Register for the Academy</Trans>}
      description={<Trans>Fill in your details and we will contact you to arrange your child's first session.</Trans>}
    >
      <AcademyRegistrationForm onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
