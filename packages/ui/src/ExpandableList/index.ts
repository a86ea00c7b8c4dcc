export { ExpandableList } from './ExpandableList';
export type { ExpandableListProps } from './ExpandableList';
