import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { TabItem } from "./tabs";
import * as s from "./tabs.css";

type SimpleTabsProps = { items: TabItem[]; label: string; defaultValue?: string };

/**
 * The tabs of web/ui/tabs.tsx, drawn alike, without Ark UI: for an island on a drawn page
 * (web/islands), where every kilobyte is the visitor's wait. The ARIA tabs pattern: arrow keys,
 * Home and End move between tabs and open them; a panel is drawn once first opened, then kept.
 */
export function SimpleTabs({ items, label, defaultValue }: SimpleTabsProps) {
  const id = useId();
  const first = items.some((item) => item.value === defaultValue) ? defaultValue! : items[0]?.value;
  const [selected, setSelected] = useState(first);
  const [opened, setOpened] = useState(() => new Set([first]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (index: number) => {
    const value = items[index]!.value;
    setSelected(value);
    setOpened((earlier) => (earlier.has(value) ? earlier : new Set(earlier).add(value)));
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    open(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={s.list}>
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${item.value}`}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected ? "" : undefined}
              className={s.trigger}
              onClick={() => open(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        opened.has(item.value) ? (
          <div key={item.value} role="tabpanel" id={`${id}-panel-${item.value}`} aria-labelledby={`${id}-tab-${item.value}`} tabIndex={0} hidden={item.value !== selected}>
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
