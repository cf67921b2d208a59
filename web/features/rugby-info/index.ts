/** What other features use of the rugby codes' pages: each code's content. */
export { rugbyCodes } from "./rugby-codes";
