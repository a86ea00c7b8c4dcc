export { LayoutElement, type LayoutTag } from './LayoutElement';
export { gap as layoutGap } from './layout.css';
