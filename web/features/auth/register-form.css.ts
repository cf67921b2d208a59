import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

/** Club name takes the room; the short abbreviation sits beside it from tablet width up. */
export const nameRow = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.tablet]: { gridTemplateColumns: "2fr 1fr" } },
});
export const checkboxes = style({ display: "flex", flexWrap: "wrap", columnGap: vars.space.xl });
/** A titled group of fields set off from the ones above it. */
export const section = style({ paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
