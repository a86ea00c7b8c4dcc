import { localIsoDate } from './dateOnly.ts';

/** Today as an ISO date (`YYYY-MM-DD`) in the user's time zone. */
export function todayIso(now = new Date()): string {
  return localIsoDate(now);
}
