/** What a transfer mail says about the transfer (transfer-mail.ts), from its view. */
import type { TransferFacts } from "./transfer-mail";
import type { TransferView } from "./transfer-views";

export const factsOf = (view: TransferView, origin: string, reason?: string | null): TransferFacts => ({
  playerName: `${view.firstName} ${view.lastName}`.trim(),
  code: view.code,
  season: view.season,
  from: view.fromClubName === null ? null : { name: view.fromClubName, nameEl: view.fromClubNameEl },
  to: { name: view.toClubName, nameEl: view.toClubNameEl },
  objectionDeadline: view.objectionDeadline,
  reason,
  origin,
});
