export { Banner } from './Banner';
export type { BannerProps, BannerSeverity } from './Banner';
