import { Trans } from "@lingui/react/macro";
import type { CSSProperties, ReactNode } from "react";
import { TryAgain } from "./try-again";
import { alert, badge, emptyState, skeleton, spinner, spinnerWrap } from "./feedback.css";

export function Skeleton({ width = "100%", height = "1rem", style }: { width?: string; height?: string; style?: CSSProperties }) {
  return <span aria-hidden="true" className={skeleton} style={{ width, height, ...style }} />;
}

export function Spinner({ label }: { label?: string }) {
  return (
    <div className={spinnerWrap} role="status" aria-live="polite">
      <span className={spinner} aria-hidden="true" />
      <span style={{ position: "absolute", left: "-9999px" }}>{label ?? <Trans>Loading...</Trans>}</span>
    </div>
  );
}

export function Alert({ tone = "info", children, role }: { tone?: keyof typeof alert; children: ReactNode; role?: "alert" | "status" }) {
  return (
    <div className={alert[tone]} role={role ?? (tone === "error" ? "alert" : "status")}>
      <div>{children}</div>
    </div>
  );
}

export function Badge({ tone = "neutral", children }: { tone?: keyof typeof badge; children: ReactNode }) {
  return <span className={badge[tone]}>{children}</span>;
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={emptyState}>
      <p>{children}</p>
      {action}
    </div>
  );
}

/** SPEC section 8: the text lists show when they fail to load. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <Alert tone="error">
      <Trans>Error loading data. Please try again.</Trans>{" "}
      {onRetry ? (
        <TryAgain onRetry={onRetry} style={{ color: "inherit", textDecoration: "underline" }}>
          <Trans>Retry</Trans>
        </TryAgain>
      ) : null}
    </Alert>
  );
}
