import { Trans } from "@lingui/react/macro";
import { paths } from "../../../schema/pages";
import { ButtonLink } from "../../ui/button";

/** The two doors a person signs in at: the club's (acting for a club) and the player's (their own account). */
export function SignInLinks() {
  return (
    <>
      <ButtonLink href={paths.login} tone="primary">
        <Trans>Club login</Trans>
      </ButtonLink>
      <ButtonLink href={paths.userLogin} tone="outline">
        <Trans>Player Login</Trans>
      </ButtonLink>
    </>
  );
}
