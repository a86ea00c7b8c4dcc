export { useKeyboardScroller, type KeyboardScrollerName } from './useKeyboardScroller';
