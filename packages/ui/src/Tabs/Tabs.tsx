import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './Tabs.css';

/** One tab and its panel. */
export interface TabItem {
  /** Identifies the tab (also the value of `value` / `onValueChange`). */
  value: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown while the tab is chosen. */
  content: ReactNode;
  /** Shown but cannot be chosen; arrow keys skip it. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Name of the tab list for assistive technology (for example "Order sections"). */
  label: string;
  /** The chosen tab, when controlled. */
  value?: string;
  /** The tab chosen at first, when uncontrolled; the first enabled tab by default. */
  defaultValue?: string;
  /** Told when the user chooses another tab. */
  onValueChange?: (value: string) => void;
  /**
   * `automatic` (default): arrow keys choose the tab they move to. `manual`: arrow keys move
   * the focus only and Enter or Space chooses (for panels that are slow to show).
   */
  activationMode?: 'automatic' | 'manual';
  /** Class of the outer element, for placement by the page. */
  className?: string;
}

/**
 * Tabs on Radix (the ARIA tabs pattern): one tab stop for the list, arrow keys move between
 * tabs, Home and End jump to the ends, Tab moves into the panel. Controlled (`value`) or
 * uncontrolled (`defaultValue`).
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  className,
}: TabsProps) {
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue: defaultValue ?? items.find((item) => !item.disabled)?.value ?? '',
    onChange: onValueChange,
  });
  return (
    <RadixTabs.Root
      value={current}
      onValueChange={setCurrent}
      activationMode={activationMode}
      className={className}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.tab}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
