import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../ui/theme.css";

/**
 * The dock: offline state, queued forms, the update prompt and the install offer, stacked at the
 * bottom-left, clear of the toasts (bottom-right). It lets clicks through where it is empty.
 */
export const dock = style({
  position: "fixed",
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  zIndex: 45,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  // Spacing comes from the cards' margins: an empty live region must take no room.
  pointerEvents: "none",
  "@media": { [media.tablet]: { left: vars.space.md, right: "auto", bottom: vars.space.md, width: "min(420px, calc(100vw - 2rem))" } },
});

const rise = keyframes({ from: { transform: "translateY(8px)", opacity: 0 }, to: { transform: "none", opacity: 1 } });

/** A card in the dock. */
export const panel = style({
  pointerEvents: "auto",
  width: "100%",
  marginTop: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  borderLeft: `5px solid ${vars.color.brand}`,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flexWrap: "wrap",
  animation: `${rise} 200ms ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
export const panelText = style({ flex: "1 1 12rem", margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.4 });
export const panelTitle = style({ display: "block", fontWeight: 700, fontSize: vars.fontSize.md });
export const panelActions = style({ display: "flex", gap: vars.space.xs, alignItems: "center", marginLeft: "auto" });

/** A round "×" that still gives a finger 44 px. */
export const dismiss = style({
  width: "44px",
  height: "44px",
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: 0,
  borderRadius: "50%",
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: "1.4rem",
  lineHeight: 1,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceAlt, color: vars.color.text } },
});

/** The slim offline / back-online pill. */
const pillBase = style({
  pointerEvents: "auto",
  margin: `${vars.space.sm} 0 0`,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "40px",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  boxShadow: vars.shadow.raised,
  animation: `${rise} 200ms ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
export const pill = styleVariants({
  offline: [pillBase, { background: vars.color.text, color: "#ffffff" }],
  online: [pillBase, { background: vars.color.success, color: "#ffffff" }],
});

/** The outbox list. */
export const outboxList = style({ listStyle: "none", margin: 0, padding: 0, width: "100%", display: "flex", flexDirection: "column", gap: vars.space.xs });
export const outboxItem = style({ display: "flex", alignItems: "center", gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const outboxStatus = styleVariants({
  queued: { color: vars.color.textMuted },
  failed: { color: vars.color.danger },
});
export const failedPanel = style({ borderLeftColor: vars.color.danger });
