/** Why a session ended (documents 1 and 2). */

export const LogoutReasons = [
  'user-request',
  'session-timeout',
  'login-flow-error',
  'profile-missing',
] as const;

export type LogoutReason = (typeof LogoutReasons)[number];

/** Whether a string (for example the logout-reason query parameter) is a logout reason. */
export function isLogoutReason(value: string | null | undefined): value is LogoutReason {
  return value != null && (LogoutReasons as readonly string[]).includes(value);
}
