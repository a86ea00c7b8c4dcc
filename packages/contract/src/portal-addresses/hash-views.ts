// The in-page views that live after the # of a portal route (for example /user-account#patients/42
// or /supplies#!/supplies-list/1001): their patterns, and the hash of one view. The portal's router
// matches these patterns; the server writes the same addresses into its e-mails.

/** The parameter names of a pattern such as `review/:orderId/change`. */
export type HashViewParamNames<Pattern extends string> =
  Pattern extends `${infer Head}/${infer Rest}`
    ? HashViewParamNames<Head> | HashViewParamNames<Rest>
    : Pattern extends `:${infer Name}`
      ? Name
      : never;

export type HashViewParams<Pattern extends string> = {
  [Name in HashViewParamNames<Pattern>]: string;
};

export type HashViewTable = Readonly<Record<string, string>>;

/** The in-page views of /user-account (document 1 section 2), in matching order. */
export const userAccountViews = {
  dashboard: 'dashboard',
  reports: 'reports',
  report: 'reports/:labReportId',
  patients: 'patients',
  patient: 'patients/:patientId',
  messagesCenter: 'messages-center',
  finalizeRegistration: 'finalize-registration',
  orderChange: 'review/:orderId/change',
  orderReview: 'review/:orderId',
  notifications: 'notifications',
  notificationPreferences: 'notification-preferences',
  simpleOrders: 'simple-orders',
  addOnPatientSearch: 'simple-order/addon/index',
  favorites: 'profile/favorites',
  profile: 'profile',
  noAccess: 'no-access',
} as const;

export type UserAccountView = keyof typeof userAccountViews;

/** /supplies#!/supplies-list/{accountNumber}: the hashbang form the spec uses. */
export const suppliesViews = { suppliesList: 'supplies-list/:accountNumber' } as const;

/**
 * The WHATWG `URLSearchParams` that browsers and Node both have: the contract's build names no
 * environment's types, so the little of it used here is declared.
 */
interface QueryParams {
  set(name: string, value: string): void;
  toString(): string;
}
const QueryParams = (globalThis as unknown as { URLSearchParams: new () => QueryParams })
  .URLSearchParams;

export interface HashViewHrefOptions {
  /** Write `#!/view` (the supplies route's form) instead of `#view`. */
  hashbang?: boolean;
  query?: Record<string, string | undefined>;
}

/** Builds the hash (with its leading #) of a view, encoding its parameters. */
export function hashViewHref<Table extends HashViewTable, Name extends keyof Table & string>(
  table: Table,
  name: Name,
  params: HashViewParams<Table[Name]>,
  options: HashViewHrefOptions = {},
): string {
  const values = params as Record<string, string>;
  const path = (table[name] as string)
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const value = values[part.slice(1)];
      if (value === undefined || value === '') {
        throw new Error(`The view ${name} needs its ${part.slice(1)} parameter`);
      }
      return encodeURIComponent(value);
    })
    .join('/');
  const query = new QueryParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(key, value);
  }
  const queryText = query.toString();
  return `#${options.hashbang ? '!/' : ''}${path}${queryText ? `?${queryText}` : ''}`;
}
