// The breached/common-password check (ASVS 6.2.4): the 49,000 most common passwords of public
// breach corpora, shipped offline with @zxcvbn-ts/language-common. Loaded once, on first use.
import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: Set<string> | undefined;

/**
 * True when the password (case ignored) is on the list, or is a listed one with digits and
 * punctuation added at the end ("sunshine2026!"), the commonest way to meet a length rule.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()),
  );
  const lower = password.toLowerCase();
  const core = lower.replace(/[\d\W_]+$/u, '');
  return commonPasswords.has(lower) || (core.length >= 6 && commonPasswords.has(core));
}
