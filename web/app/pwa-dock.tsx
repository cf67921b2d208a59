import { InstallButton } from "./install-button";
import { OfflineIndicator } from "./offline-indicator";
import { OutboxPanel } from "./outbox-panel";
import * as s from "./pwa-dock.css";
import { UpdatePrompt } from "./update-prompt";

/** Everything the offline-capable app has to say about itself, in one corner of the screen. */
export function PwaDock() {
  return (
    <div className={s.dock}>
      <OutboxPanel />
      <UpdatePrompt />
      <InstallButton />
      <OfflineIndicator />
    </div>
  );
}
