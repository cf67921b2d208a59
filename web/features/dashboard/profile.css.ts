import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

/** The profile form beside the logo and password cards from 1024 px; stacked below. */
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});
export const side = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const panel = style([surface, {
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
}]);
export const panelTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.brandDark, margin: 0 });
export const subheading = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.sm} 0 0`, color: vars.color.text });

export const logoRow = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexWrap: "wrap" });
export const logoPreview = style({
  width: "112px",
  height: "112px",
  objectFit: "contain",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});
export const fileInput = style({
  width: "100%",
  minHeight: "44px",
  padding: vars.space.sm,
  border: `1px dashed #8795a6`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  cursor: "pointer",
});
export const submitRow = style({ display: "flex", justifyContent: "flex-end", "@media": { [media.mobile]: { flexDirection: "column" } } });
