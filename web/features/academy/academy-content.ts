/**
 * The academy's fixed facts (SPEC section 9): fee, ages, age groups, training times and venues.
 * Texts are Lingui descriptors, rendered with `i18n._(...)`.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const ACADEMY_FEE_EUR = 20;
export const ACADEMY_AGES = { min: 6, max: 16 } as const;

export type AgeGroup = { name: string; ages: MessageDescriptor; focus: MessageDescriptor };

export const AGE_GROUPS: AgeGroup[] = [
  { name: "U10", ages: msg`Ages 6-9`, focus: msg`Tag rugby, running, passing and catching through games. No contact: just fun, confidence and friends.` },
  { name: "U12", ages: msg`Ages 10-11`, focus: msg`Safe, gradual introduction to contact, tackle technique and teamwork in small-sided matches.` },
  { name: "U14", ages: msg`Ages 12-13`, focus: msg`Full-contact rugby, positions and set pieces, with festival matches against clubs across Greece.` },
  { name: "U16", ages: msg`Ages 14-16`, focus: msg`Competitive squads, strength and conditioning, and the pathway to the national youth teams.` },
];

export type TrainingSession = { day: MessageDescriptor; start: string; end: string };

export const TRAINING_SESSIONS: TrainingSession[] = [
  { day: msg`Saturdays`, start: "14:00", end: "15:30" },
  { day: msg`Thursdays`, start: "19:00", end: "21:00" },
];

export type Venue = { name: MessageDescriptor; area: MessageDescriptor; mapQuery: string };

export const VENUES: Venue[] = [
  {
    name: msg`Olympic Athletic Center of Athens (OAKA), Marousi`,
    area: msg`Spyrou Loui 1, 151 23 Marousi. Metro and train: Irini or Neratziotissa.`,
    mapQuery: "Olympic Athletic Center of Athens OAKA Marousi",
  },
  {
    name: msg`Kaisariani Municipal Ground`,
    area: msg`Kaisariani, eastern Athens. Buses stop a short walk from the ground.`,
    mapQuery: "Kaisariani Municipal Stadium Athens",
  },
];

export const mapsUrl = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
