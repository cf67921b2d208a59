import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

/** Card grids are lists for screen readers ("list, 3 items") without the bullets. */
export const plainList = style({ listStyle: "none", margin: 0, padding: 0 });

/** The featured article: above the latest news, as wide as two of their cards on larger screens. */
export const featured = style({ marginBottom: vars.space.lg, display: "grid", gap: vars.space.xs, "@media": { [media.tablet]: { maxWidth: "66%" } } });
export const featuredLabel = style({ margin: 0, fontWeight: 700, color: vars.color.brandDark, textTransform: "uppercase", letterSpacing: "0.04em", fontSize: vars.fontSize.sm });
