import { Trans } from "@lingui/react/macro";
import { paths } from "../../../schema/pages";
import { ButtonLink } from "../../ui/button";
import * as s from "./join-actions.css";

/** SPEC: the hero and the closing call to action carry the same three buttons. */
export function JoinActions() {
  return (
    <div className={s.actions}>
      <ButtonLink href={paths.clubs} tone="accent" size="lg" className={s.action}>
        <Trans>Find a club</Trans>
      </ButtonLink>
      <ButtonLink href={paths.register} tone="light" size="lg" className={s.action}>
        <Trans>Register a club</Trans>
      </ButtonLink>
      <ButtonLink href={paths.userRegister} tone="ghost" size="lg" className={`${s.action} ${s.outlineOnDark}`}>
        <Trans>Register as a player</Trans>
      </ButtonLink>
    </div>
  );
}
