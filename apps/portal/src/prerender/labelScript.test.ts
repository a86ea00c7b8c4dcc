import { describe, expect, it } from 'vitest';
import { AccessTypes } from '@loci/domain';
import { accountLabel } from '../accounts/selectedAccount.ts';
import { accountSwitcherLabel } from '../shell/AccountSwitcher.tsx';
import { labelScript } from './labelScript.ts';
import { frameLabelScripts } from './renderSignedInFrame.tsx';

/** Runs a label script as the page would, with `x` the stored account. */
function run(script: string, x: unknown): string {
  return new Function('x', `return ${script};`)(x) as string;
}

describe('labelScript', () => {
  const account = {
    accountNumber: '1001',
    clientName: 'Riverside <Clinic>',
    accessTypeCode: 'GDFA',
  };

  it('writes in the page what the app’s formatter writes', () => {
    const script = labelScript(accountLabel, {
      accountNumber: 'x.accountNumber',
      clientName: 'x.clientName',
    });
    expect(run(script, account)).toBe(accountLabel(account));
    expect(script).not.toContain('<');
  });

  it('takes an expression for a field the formatter looks up', () => {
    const meanings = Object.fromEntries(AccessTypes.map((type) => [type.code, type.meaning]));
    const script = labelScript(accountSwitcherLabel, {
      accountNumber: 'x.accountNumber',
      clientName: 'x.clientName',
      accessTypeCode: `${JSON.stringify(meanings)}[x.accessTypeCode]||x.accessTypeCode`,
    });
    expect(run(script, account)).toBe('1001 · Riverside <Clinic> (Full Account Access)');
    expect(run(script, account)).toBe(accountSwitcherLabel(account));
    const unknown = { ...account, accessTypeCode: 'ZZZZ' };
    expect(run(script, unknown)).toBe(accountSwitcherLabel(unknown));
  });

  it('gives the frame’s switcher the app’s label, the access types’ meanings in the script', () => {
    const script = frameLabelScripts.switcher('x');
    expect(run(script, account)).toBe(accountSwitcherLabel(account));
    expect(run(script, { ...account, accessTypeCode: 'GDOO' })).toBe(
      accountSwitcherLabel({ ...account, accessTypeCode: 'GDOO' }),
    );
    const unknown = { ...account, accessTypeCode: 'ZZZZ' };
    expect(run(script, unknown)).toBe('1001 · Riverside <Clinic> (ZZZZ)');
    expect(run(frameLabelScripts.account('x'), account)).toBe(accountLabel(account));
  });
});
