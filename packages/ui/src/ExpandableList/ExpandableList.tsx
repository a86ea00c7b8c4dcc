import { useId, useState, type Key, type ReactNode } from 'react';
import { ExpandableListCollapseAbove } from '@loci/domain';
import { Button } from '../Button';
import { useUiMessages } from '../messages';
import { visuallyHidden } from '../theme/global.css';
import { fillMessage } from '../internal/fillMessage';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './ExpandableList.css';

export interface ExpandableListProps<T> {
  /** Everything the list can show. */
  items: readonly T[];
  /** Draws one item (inside its `<li>`). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item; the index when absent. */
  getKey?: (item: T, index: number) => Key;
  /** Items shown while collapsed; the list collapses only when it holds more (5, document 3). */
  collapsedCount?: number;
  /** Expanded or not, when controlled. */
  expanded?: boolean;
  /** Expanded at first, when uncontrolled. */
  defaultExpanded?: boolean;
  /** Told when the user shows more or less. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Name of the list for assistive technology (for example "Ordered tests"). */
  label?: string;
  /** `ul` (default) or `ol`. */
  as?: 'ul' | 'ol';
  /** Without bullets. */
  plain?: boolean;
  /** Class of the outer element, for placement by the page. */
  className?: string;
}

/**
 * A list that shows its first 5 items and a "show more" / "show less" button when it holds
 * more. The button says whether the list is expanded (`aria-expanded`, `aria-controls`) and
 * keeps the focus; "Showing N of M" is announced politely after each toggle.
 * Controlled (`expanded`) or uncontrolled (`defaultExpanded`).
 */
export function ExpandableList<T>({
  items,
  renderItem,
  getKey,
  collapsedCount = ExpandableListCollapseAbove,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  label,
  as: List = 'ul',
  plain = false,
  className,
}: ExpandableListProps<T>) {
  const messages = useUiMessages();
  const listId = `expandable-list-${useId()}`;
  const [isExpanded, setExpanded] = useControllableState({
    value: expanded,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });
  // Announce only after the user toggles, not when the page first shows the list.
  const [toggled, setToggled] = useState(false);
  const collapsible = items.length > collapsedCount;
  const shown = collapsible && !isExpanded ? items.slice(0, collapsedCount) : items;

  return (
    <div className={className}>
      <List
        id={listId}
        aria-label={label}
        className={[styles.list, plain ? styles.plainList : ''].filter(Boolean).join(' ')}
      >
        {shown.map((item, index) => (
          <li key={getKey ? getKey(item, index) : index}>{renderItem(item, index)}</li>
        ))}
      </List>
      {collapsible ? (
        <Button
          variant="tertiary"
          size="small"
          className={styles.toggle}
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => {
            setToggled(true);
            setExpanded(!isExpanded);
          }}
        >
          {isExpanded ? messages.showLess : messages.showMore}
        </Button>
      ) : null}
      <span className={visuallyHidden} aria-live="polite">
        {collapsible && toggled
          ? fillMessage(messages.expandableListCount, { shown: shown.length, total: items.length })
          : ''}
      </span>
    </div>
  );
}
