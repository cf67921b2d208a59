import { globalStyle } from "@vanilla-extract/css";
import { SERVER_PAGE_ATTRIBUTE } from "../../schema/page-contract";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { WebkitTextSizeAdjust: "100%" });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.55,
  color: vars.color.text,
  background: vars.color.surfaceAlt,
  WebkitFontSmoothing: "antialiased",
});
globalStyle("h1, h2, h3, h4", { fontFamily: vars.font.heading, lineHeight: 1.2, margin: `0 0 ${vars.space.sm}` });
globalStyle("p", { margin: `0 0 ${vars.space.md}` });
globalStyle("a", { color: vars.color.brand });
globalStyle("img", { maxWidth: "100%", height: "auto" });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle("button, input, select, textarea", { font: "inherit" });
globalStyle("[hidden]", { display: "none !important" });

/**
 * A page the server drew (worker/modules/pages/pages.ts) shows before the app has started: its links work, but
 * its buttons would not yet, so they take no taps until the app has taken the page over
 * (web/main.tsx removes the attribute). A tap is then not silently lost.
 */
globalStyle(`[${SERVER_PAGE_ATTRIBUTE}] :is(button, [role='button'], [role='tab'], summary, label, input, select, textarea)`, { pointerEvents: "none" });
