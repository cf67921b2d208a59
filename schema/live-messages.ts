/**
 * The messages of result entry and live scoring (issue 14): Lingui ids (the English text), so
 * the worker answers in English and the app shows the Greek (locales/el/common.po).
 */
const m = <T extends { id: string }>(descriptor: T) => descriptor.id;

export const liveMessages = {
  notScorer: m(/*i18n*/ { id: "Only the officials of the two clubs and the federation can enter this match's result" }),
  outsideMatchDay: m(/*i18n*/ { id: "A result can be entered only on the match day (Athens time), or the day before or after" }),
  settled: m(/*i18n*/ { id: "The federation has settled this result: ask the federation to change it" }),
  sideRequired: m(/*i18n*/ { id: "Choose whose result this is: the home or the away club's" }),
  reasonRequired: m(/*i18n*/ { id: "Give the reason for the decision (3 to 500 characters)" }),
  eventTypeInvalid: m(/*i18n*/ { id: "Choose what happened: a try, conversion, penalty goal, drop goal, penalty try, card, half-time, second half or full-time" }),
  teamRequired: m(/*i18n*/ { id: "Choose the team: home or away" }),
  minuteInvalid: m(/*i18n*/ { id: "The minute must be a whole number from 0 to 130" }),
  playerInvalid: m(/*i18n*/ { id: "This player is not on either club's roster" }),
  deviceInvalid: m(/*i18n*/ { id: "The device id must be 8 to 100 letters, digits or hyphens" }),
  sequenceInvalid: m(/*i18n*/ { id: "The sequence number must be a whole number from 1" }),
  tapTimeInvalid: m(/*i18n*/ { id: "The time of the event must be a time in milliseconds" }),
  undoTargetRequired: m(/*i18n*/ { id: "Name the event to undo" }),
  countTargetRequired: m(/*i18n*/ { id: "Name the possible duplicate to count" }),
  ownEventsOnly: m(/*i18n*/ { id: "A club's official can undo or count only the events of their own club" }),
  idempotencyKeyRequired: m(/*i18n*/ { id: "Each live event needs an Idempotency-Key header" }),
};
