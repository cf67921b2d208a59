import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

/** "Register children" (issue 24, point 2): the form's text, then one card per child. */
export const note = style({ margin: 0, color: vars.color.textMuted });
/** The parent's own words, as the form sent them: what the guesses below are read from. */
export const details = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `3px solid ${vars.color.border}`,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontSize: vars.fontSize.sm,
});
export const children = style({ border: 0, padding: 0, margin: 0, display: "grid", gap: vars.space.sm, minWidth: 0 });
export const childList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const child = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: "grid",
  gap: vars.space.sm,
  minWidth: 0,
});
/** One above the other on a phone; three across on a laptop. */
export const childFields = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
export const remove = style({ justifySelf: "start" });
