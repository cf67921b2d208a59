/** What other features use of the player area: the player's details fields (registration shares them). */
export { PlayerDetailsFields, playerDetailsDefaults, playerDetailsFieldMap, withoutBlankDetails } from "./player-details-fields";
/** The player area's frame (sidebar and heading), for the player's pages of other features (issue 24: registrations, family, data). */
export { PlayerArea } from "./player-area";
