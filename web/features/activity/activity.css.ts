import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const person = style({ fontWeight: 600, color: vars.color.text });

/** The address the write went to, or support's reason: small, and wrapping anywhere on a phone. */
export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const pager = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm, color: vars.color.textMuted });
/** Between the buttons; it may wrap on a narrow phone rather than push Next off the screen. */
export const pageOf = style({ flex: 1, textAlign: "center" });
