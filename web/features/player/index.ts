/** What other features use of the player area: the player's details fields (registration shares them). */
export { PlayerDetailsFields, playerDetailsDefaults, playerDetailsFieldMap, withoutBlankDetails } from "./player-details-fields";
