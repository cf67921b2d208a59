import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const options = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.sm });
export const option = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.brandDark },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
export const radio = style({ width: "1.1rem", height: "1.1rem", accentColor: vars.color.brand, margin: 0 });
