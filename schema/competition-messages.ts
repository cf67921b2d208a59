/**
 * The messages of the competition requests (issue 10), as schema/messages.ts words them: each is
 * a Lingui message whose id is its English text, so the worker answers in English and the web
 * shows the Greek from locales/el/common.po (`i18n._(message)`).
 */
const m = <T extends { id: string }>(descriptor: T) => descriptor.id;

export const competitionMessages = {
  nameEnMin: m(/*i18n*/ { id: "The English name must be at least 3 characters" }),
  nameElMin: m(/*i18n*/ { id: "The Greek name must be at least 3 characters" }),
  kindInvalid: m(/*i18n*/ { id: "Kind must be computed or manual" }),
  featuredInvalid: m(/*i18n*/ { id: "Featured must be true or false" }),
  presetInvalid: m(/*i18n*/ { id: "Preset must be world-rugby, six-nations, lnr, sanzaar or rugby-league" }),
  rulesInvalid: m(/*i18n*/ { id: "Rules must be an object with the rules to change" }),
  resultPoints: m(/*i18n*/ { id: "Points for a result must be a whole number from -10 to 10" }),
  tryBonusInvalid: m(/*i18n*/ { id: "The try bonus must be none, absolute (a number of tries) or relative (more tries than the opponent)" }),
  tryBonusTries: m(/*i18n*/ { id: "Tries for the try bonus must be a whole number from 1 to 20" }),
  winnerOnlyInvalid: m(/*i18n*/ { id: "Winners only must be true or false" }),
  losingMarginInvalid: m(/*i18n*/ { id: "The losing bonus margin must be a whole number from 1 to 50, or none" }),
  allWinsBonusInvalid: m(/*i18n*/ { id: "The all-wins bonus must be a whole number from 1 to 10, or none" }),
  forfeitInvalid: m(/*i18n*/ { id: "The forfeit rule needs the credited score and the points for each side" }),
  forfeitScore: m(/*i18n*/ { id: "A forfeit score must be a whole number from 0 to 300" }),
  forfeitScoreOrder: m(/*i18n*/ { id: "The forfeit winner's score must be higher than the loser's" }),
  winnerTryBonusInvalid: m(/*i18n*/ { id: "The forfeit winner's try bonus must be true or false" }),
  /** Issue 24: the day under-N age groups count from (domain/registrations/age-groups.ts). */
  ageCutOffInvalid: m(/*i18n*/ { id: "The age cut-off must be a day written MM-DD, such as 01-01 or 09-01" }),
  tieBreaksRequired: m(/*i18n*/ { id: "Choose at least one tie-break" }),
  tieBreaksRepeated: m(/*i18n*/ { id: "Each tie-break can be chosen only once" }),
  tieBreakUnknown: m(
    /*i18n*/ { id: "Tie-breaks are points, wins, pointsDifference, pointsFor, triesFor, tryDifference, headToHead and name" },
  ),
} as const;
