/** The registrar's Transfers tab (issue 24, point 5): its rows are the Registrations tab's (registrations.css.ts), but three actions wrap on a phone. */
import { style } from "@vanilla-extract/css";

export const actions = style({ flexWrap: "wrap" });
