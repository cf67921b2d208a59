import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const actions = style({ display: "flex", justifyContent: "flex-end", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.sm });
export const thanks = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.md });
export const thanksTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.success });
export const thanksText = style({ margin: 0 });
/** The consent box beside its sentence, aligned with the sentence's first line. */
export const consentRow = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm, cursor: "pointer", paddingBlock: vars.space.xs });
