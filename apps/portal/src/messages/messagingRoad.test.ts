// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messagingRoadOf } from './messagingRoad.ts';

describe('messagingRoadOf', () => {
  it('is off without Two_Way_Messaging, whatever v2 says; v2 chooses the version', () => {
    expect(messagingRoadOf({})).toBe('off');
    expect(messagingRoadOf({ Two_Way_Messaging_v2: true })).toBe('off');
    expect(messagingRoadOf({ Two_Way_Messaging: true })).toBe('v1');
    expect(messagingRoadOf({ Two_Way_Messaging: true, Two_Way_Messaging_v2: false })).toBe('v1');
    expect(messagingRoadOf({ Two_Way_Messaging: true, Two_Way_Messaging_v2: true })).toBe('v2');
  });
});
