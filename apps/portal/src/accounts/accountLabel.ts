// How the portal names an account wherever one is chosen or shown: "1001 (Client name)".

interface NamedAccount {
  accountNumber: string;
  clientName: string;
}

export const accountLabel = (account: NamedAccount) =>
  `${account.accountNumber} (${account.clientName})`;

/** The accounts as a Select's options: the account number chosen, the account named. */
export const accountOptions = (accounts: readonly NamedAccount[]) =>
  accounts.map((account) => ({ value: account.accountNumber, label: accountLabel(account) }));
