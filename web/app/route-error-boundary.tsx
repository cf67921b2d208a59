import { Trans } from "@lingui/react/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useOnline } from "../lib/use-online";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { container, section } from "../ui/layout.css";

/**
 * What a screen shows instead of a blank page when it cannot render. Offline this is almost always
 * a screen whose code was never downloaded on this device (a part of the site not visited online).
 */
function ScreenFailed() {
  const online = useOnline();
  return (
    <div className={`${container} ${section}`}>
      <Alert tone={online ? "error" : "warning"}>
        <p style={{ margin: 0 }}>
          {online ? (
            <Trans>Something went wrong while opening this page.</Trans>
          ) : (
            <Trans>This page is not saved on this device yet. Reconnect to open it.</Trans>
          )}
        </p>
        <p style={{ margin: "0.75rem 0 0" }}>
          <Button tone="outline" onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      </Alert>
    </div>
  );
}

type Props = { children: ReactNode; /** A new value (the next page) clears the failure. */ resetKey: string };

/** Keeps one failing screen (a chunk that cannot load offline, a render error) from blanking the app. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Screen failed", error, info.componentStack);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}
