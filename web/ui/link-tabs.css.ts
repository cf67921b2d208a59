import { style } from "@vanilla-extract/css";
import { list, trigger } from "./tabs.css";

/** Drawn like the tabs (web/ui/tabs.css.ts), as a list of links. */
export const row = style([list, { listStyle: "none", paddingInlineStart: 0, marginTop: 0 }]);

export const link = style([trigger, { display: "inline-flex", alignItems: "center", textDecoration: "none" }]);
