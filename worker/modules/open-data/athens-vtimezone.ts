/**
 * The VTIMEZONE of Europe/Athens, as @touch4it/ical-timezones has it. That library reads its zone
 * files from disk, which a Worker has not: the text is kept here, and calendar-zone.node.test.ts
 * fails when it differs from what the library gives (after an update of the package, copy it again).
 */
export const ATHENS_VTIMEZONE = "BEGIN:VTIMEZONE\nTZID:Europe/Athens\nTZURL:http://tzurl.org/zoneinfo-outlook/Europe/Athens\nX-LIC-LOCATION:Europe/Athens\nBEGIN:DAYLIGHT\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0300\nTZNAME:EEST\nDTSTART:19700329T030000\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\nEND:DAYLIGHT\nBEGIN:STANDARD\nTZOFFSETFROM:+0300\nTZOFFSETTO:+0200\nTZNAME:EET\nDTSTART:19701025T040000\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\nEND:STANDARD\nEND:VTIMEZONE\n";
