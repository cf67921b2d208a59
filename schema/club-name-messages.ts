/**
 * The messages of unique club names and name changes (issue 19, point 15), as schema/messages.ts
 * words them: Lingui messages whose id is the English text (the Greek is in locales/el/common.po).
 */
const m = <T extends { id: string }>(descriptor: T) => descriptor.id;

export const clubNameMessages = {
  nameTaken: m(/*i18n*/ { id: "Another club already has this name (names are compared without case, accents or alphabet)" }),
  noNameProposal: m(/*i18n*/ { id: "This club has no name change waiting" }),
} as const;
