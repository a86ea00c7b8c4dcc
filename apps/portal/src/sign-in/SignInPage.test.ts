import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './SignInPage.tsx';

describe('sign-in return address', () => {
  it('keeps a path of the portal', () => {
    expect(sameOriginPath('/user-account#patients/42')).toBe('/user-account#patients/42');
  });

  it('refuses addresses that leave the portal', () => {
    expect(sameOriginPath('https://evil.example/')).toBeNull();
    expect(sameOriginPath('//evil.example/')).toBeNull();
    expect(sameOriginPath('/\\evil.example/')).toBeNull();
    expect(sameOriginPath(null)).toBeNull();
  });
});
