import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const banner = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.md });
export const title = style({ fontWeight: 700, margin: 0 });
export const text = style({ margin: 0, color: vars.color.text });
