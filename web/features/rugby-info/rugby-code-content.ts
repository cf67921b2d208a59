import type { MessageDescriptor } from "@lingui/core";
import type { RugbyType } from "../../../schema/constants";

/** One line of the quick-facts panel, e.g. "Try" / "5 points". */
export type QuickFact = { label: MessageDescriptor; value: MessageDescriptor };

/** One rule of the game, in a sentence or two. */
export type Rule = { title: MessageDescriptor; text: MessageDescriptor };

/** A shirt number and what that player does. */
export type Position = { number: number; name: MessageDescriptor; role: MessageDescriptor };
export type PositionGroup = { title: MessageDescriptor; positions: Position[] };

/**
 * Everything an info page shows for one code (SPEC section 2 "Public pages", section 9 facts).
 * Texts are Lingui descriptors so the page renders them in the active language.
 */
export type RugbyCodeContent = {
  type: RugbyType;
  /** This code's info page. */
  href: string;
  title: MessageDescriptor;
  /** One sentence under the title; also the summary on the home page's Discover Rugby card. */
  tagline: MessageDescriptor;
  intro: MessageDescriptor;
  /** Players per side, shown large on the Discover Rugby card. */
  playersPerSide: number;
  facts: QuickFact[];
  rules: Rule[];
  positionGroups: PositionGroup[];
  /** Where to find clubs that play this code. */
  clubs: { href: string; label: MessageDescriptor };
};
