/** What other features use of the competitions: the table, and the public reads the admin refreshes after its writes. */
export { competitionFixturesQuery, competitionKeys, competitionsQuery, competitionTableQuery } from "./api";
export { CompetitionTable } from "./competition-table";
export { useCompetitionName } from "./competition-name";
