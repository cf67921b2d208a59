/** What other features use of the clubs: the list query, the card, the logo and the code badges. */
export { clubsQuery } from "./api";
export { ClubCard } from "./club-card";
export { ClubCardSkeleton } from "./club-card-skeleton";
export { ClubLogo } from "./club-logo";
export { RugbyCodeBadges } from "./rugby-code-badges";
