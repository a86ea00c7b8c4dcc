// Kit-internal: what Banner and Toast share (severity names, words, colours and the close button).
export { isSeverity, isUrgent, severities, severityText } from './severity';
export type { Severity } from './severity';
export { DismissButton } from './DismissButton';
export type { DismissButtonProps } from './DismissButton';
