import type { ReactNode } from "react";
import * as s from "./admin.css";

/** A tab whose tools are still to come (SPEC section 2: 'will be implemented soon'). */
export function PlaceholderTab({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={s.placeholder}>
      <h2 className={s.placeholderTitle}>{title}</h2>
      <p>{children}</p>
    </div>
  );
}
