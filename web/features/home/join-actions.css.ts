import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gap: vars.space.md } },
});

/** Full-width on phones (easy thumbs), natural width side by side from the tablet breakpoint. */
export const action = style({
  flex: "1 1 100%",
  "@media": { [media.tablet]: { flex: "0 0 auto" } },
});

/** These buttons always sit on the dark federation blue: a white outline instead of the blue one. */
export const outlineOnDark = style({});
globalStyle(`${actions} ${outlineOnDark}`, { color: vars.color.textOnBrand, borderColor: "rgba(255, 255, 255, 0.85)" });
globalStyle(`${actions} ${outlineOnDark}:hover`, { background: "rgba(255, 255, 255, 0.12)" });
