import type { ReactNode } from "react";
import { Link } from "wouter";
import * as s from "./link-tabs.css";

export type LinkTab<Value extends string> = { value: Value; label: ReactNode; href: string };

type LinkTabsProps<Value extends string> = {
  /** Names the row of tabs for assistive technology, e.g. "Club sections". */
  label: string;
  tabs: readonly LinkTab<Value>[];
  value: Value;
  /** The chosen tab's content: the page draws only that one. */
  children: ReactNode;
};

/**
 * Tabs whose choice lives in the address (`?tab=`): each tab is a link, so a page drawn by the
 * server switches tab with no script (the server draws the chosen one), a shared link opens it,
 * and the back button undoes it. In the app, the same links navigate in place.
 */
export function LinkTabs<Value extends string>({ label, tabs, value, children }: LinkTabsProps<Value>) {
  return (
    <>
      <nav aria-label={label}>
        <ul className={s.row}>
          {tabs.map((tab) => {
            const current = tab.value === value;
            return (
              <li key={tab.value}>
                <Link href={tab.href} className={s.link} aria-current={current ? "page" : undefined} data-selected={current ? "" : undefined}>
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </>
  );
}
