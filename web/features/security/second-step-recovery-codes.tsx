import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import * as s from "./second-step.css";

/** New recovery codes, shown this once (only their hashes are kept), with a copy button. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const copy = () =>
    navigator.clipboard.writeText(codes.join("\n")).then(
      () => toaster.success({ about: "recovery-codes", title: t`Recovery codes copied` }),
      () => toaster.error({ about: "recovery-codes", title: t`Could not copy`, description: t`Select the codes and copy them by hand.` }),
    );
  return (
    <Alert tone="warning" role="status">
      <div className={s.section} data-testid="recovery-codes">
        <strong>
          <Trans>Your recovery codes</Trans>
        </strong>
        <span>
          <Trans>Keep them somewhere safe, such as a password manager. Each code signs you in once if you lose your passkey or phone. They will not be shown again.</Trans>
        </span>
        <ol className={s.codes}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className={s.actions}>
          <Button size="sm" onClick={() => void copy()}>
            <Trans>Copy the codes</Trans>
          </Button>
          <Button size="sm" tone="outline" onClick={onDone}>
            <Trans>I have saved them</Trans>
          </Button>
        </div>
      </div>
    </Alert>
  );
}
