import { describe, expect, it } from 'vitest';
import {
  messageThreadHref,
  notificationPreferencesHref,
  notificationsHref,
  orderReviewHref,
  reportHref,
  suppliesListHref,
} from './index.js';

describe('portal addresses', () => {
  it('names each place as the spec writes it', () => {
    expect(orderReviewHref(100004)).toBe('/user-account#review/100004');
    expect(reportHref(31)).toBe('/user-account#reports/31');
    expect(messageThreadHref(7)).toBe('/user-account#messages-center?thread=7');
    expect(notificationsHref()).toBe('/user-account#notifications');
    expect(notificationPreferencesHref()).toBe('/user-account#notification-preferences');
    expect(suppliesListHref('1001')).toBe('/supplies#!/supplies-list/1001');
    expect(suppliesListHref('1001', true)).toBe('/supplies#!/supplies-list/1001?show=in-transit');
  });
});
