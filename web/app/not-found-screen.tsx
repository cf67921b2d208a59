import { useNotFoundStatus } from "../lib/page-status";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../schema/pages";
import { ButtonLink } from "../ui/button";
import { Card, CardBody } from "../ui/card";
import { container, section } from "../ui/layout.css";
import { usePageTitle } from "../ui/page-title";

export function NotFoundScreen() {
  const { t } = useLingui();
  usePageTitle(t`Page Not Found`);
  useNotFoundStatus();
  return (
    <div className={`${container} ${section}`}>
      <Card style={{ maxWidth: 560, margin: "0 auto", textAlign: "center" }}>
        <CardBody>
          <p style={{ fontSize: "3rem", fontWeight: 800, margin: 0, color: "#0b4f9c" }} aria-hidden="true">
            404
          </p>
          <h1>
            <Trans>Page Not Found</Trans>
          </h1>
          <p>
            <Trans>The page you are looking for does not exist or has been moved.</Trans>
          </p>
          <div>
            <ButtonLink href={paths.home}>
              <Trans>Back to home</Trans>
            </ButtonLink>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
