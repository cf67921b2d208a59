import { useState, type ComponentProps } from "react";
import { island } from "../../islands/island";
import { Button } from "../../ui/button";
import { onDemand } from "../../ui/on-demand";
import type { AcademyRegistrationDialog as Dialog } from "./academy-registration-dialog";

/**
 * The form and its dialog arrive when a parent opens it, not with the page (their strings with
 * them: web/lib/use-on-demand.ts), in the page's query cache the registration is sent through.
 */
const AcademyRegistrationDialog = onDemand(
  () =>
    Promise.all([import("./academy-registration-dialog"), import("../../islands/page-data")]).then(
      ([{ AcademyRegistrationDialog: Inside }, { WithPageData }]) =>
        function DialogWithData(props: ComponentProps<typeof Dialog>) {
          return (
            <WithPageData>
              <Inside {...props} />
            </WithPageData>
          );
        },
    ),
  (props) => props.open,
);

/** A button that opens the academy's registration dialog; its words come from the page, already in the reader's language. */
function RegisterButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="accent" size="lg" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <AcademyRegistrationDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

export const RegisterButtonIsland = island("academy-register", RegisterButton);
