/** What other features use of the clubs: the list, matches and teams queries, the card, the logo and the code badges. */
export { clubMatchesQuery, clubsQuery, clubTeamsQuery, type ClubTeam } from "./api";
export { ClubCard } from "./club-card";
export { ClubCardSkeleton } from "./club-card-skeleton";
export { ClubLogo } from "./club-logo";
export { RugbyCodeBadges } from "./rugby-code-badges";
