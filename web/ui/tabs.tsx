import { Tabs as ArkTabs } from "@ark-ui/react/tabs";
import type { ReactNode } from "react";
import * as s from "./tabs.css";

export type TabItem = { value: string; label: ReactNode; content: ReactNode };

/** Accessible tabs (Ark UI). Controlled when `value` is given, e.g. from the URL. */
export function Tabs({ items, value, defaultValue, onValueChange, label }: { items: TabItem[]; value?: string; defaultValue?: string; onValueChange?: (value: string) => void; label?: string }) {
  return (
    <ArkTabs.Root
      value={value}
      // A default that names no tab (an old or mistyped link) opens the first one.
      defaultValue={items.some((item) => item.value === defaultValue) ? defaultValue : items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value)}
      lazyMount
    >
      <ArkTabs.List className={s.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} className={s.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
