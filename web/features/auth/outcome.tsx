import type { ReactNode } from "react";
import * as s from "./outcome.css";

function StatusIcon({ tone }: { tone: "success" | "error" }) {
  return (
    <svg className={s.icon[tone]} viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      {tone === "success" ? (
        <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M24 13v14M24 34v1" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The result of following an e-mailed link (SPEC section 2, e-mail verification): an icon, the
 * message, a hint and one way on. Used by /verify-email and /claim/{token}.
 */
export function Outcome({ tone, message, hint, action }: { tone: "success" | "error"; message: ReactNode; hint?: ReactNode; action: ReactNode }) {
  return (
    <div className={s.outcome} role={tone === "error" ? "alert" : "status"}>
      <StatusIcon tone={tone} />
      <p className={s.message}>{message}</p>
      {hint ? <p className={s.hint}>{hint}</p> : null}
      {action}
    </div>
  );
}
