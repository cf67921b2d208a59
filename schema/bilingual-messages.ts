/**
 * The messages of bilingual content (issue 13), as schema/messages.ts words them: Lingui messages
 * whose id is the English text.
 */
const m = <T extends { id: string }>(descriptor: T) => descriptor.id;

export const bilingualMessages = {
  translationOfInvalid: m(/*i18n*/ { id: "The article this translates must be given by its number" }),
  originalNotFound: m(/*i18n*/ { id: "The article to translate was not found among your club's news" }),
  translationExists: m(/*i18n*/ { id: "This article already has a translation: edit that one instead" }),
  translationOfTranslation: m(/*i18n*/ { id: "A translation cannot be translated again: translate the original" }),
  nameRequired: m(/*i18n*/ { id: "Give the club's name in Greek or in Latin letters" }),
} as const;
