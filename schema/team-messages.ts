/**
 * The messages of a club's teams (issue 22), as schema/messages.ts words them: Lingui messages
 * whose id is the English text (the Greek is in locales/el/common.po).
 */
const m = <T extends { id: string }>(descriptor: T) => descriptor.id;

export const teamMessages = {
  nameEnMin: m(/*i18n*/ { id: "The team's English name must be at least 2 characters" }),
  nameElMin: m(/*i18n*/ { id: "The team's Greek name must be at least 2 characters" }),
  kindRequired: m(/*i18n*/ { id: "Choose who the team is for: men, women or mixed" }),
  ageGroupRequired: m(/*i18n*/ { id: "Choose the team's age group" }),
  codeRequired: m(/*i18n*/ { id: "Choose the team's game: union, league or sevens" }),
  activeInvalid: m(/*i18n*/ { id: "Choose whether the team is active" }),
  teamNotFound: m(/*i18n*/ { id: "Team not found" }),
  teamHasPlayed: m(/*i18n*/ { id: "This team has games or is in a competition, so it cannot be deleted. Deactivate it instead." }),
  teamRemoved: m(/*i18n*/ { id: "Team deleted" }),
} as const;
