import { style } from "@vanilla-extract/css";

/** Card grids are lists for screen readers ("list, 3 items") without the bullets. */
export const plainList = style({ listStyle: "none", margin: 0, padding: 0 });
