import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const wrap = style({ paddingBlock: vars.space.xxl });
export const card = style({ maxWidth: "560px", margin: "0 auto", textAlign: "center" });
export const body = style({ alignItems: "center", gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.brandDark });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space.sm });
