export { Tooltip, tooltipDelays } from './Tooltip';
export type { TooltipProps } from './Tooltip';
