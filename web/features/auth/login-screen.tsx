import { Trans } from "@lingui/react/macro";
import { container, section } from "../../ui/layout.css";

export function LoginScreen() {
  return (
    <div className={`${container} ${section}`}>
      <h1>
        <Trans>Coming soon</Trans>
      </h1>
    </div>
  );
}
