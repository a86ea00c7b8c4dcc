import { describe, expect, it } from 'vitest';
import * as kit from './index';

// Guards the public surface: a change here is a change every consumer notices,
// so it must come with a changeset.
describe('@loci/ui public exports', () => {
  it('matches the recorded list', () => {
    expect(Object.keys(kit).sort()).toMatchSnapshot();
  });
});
