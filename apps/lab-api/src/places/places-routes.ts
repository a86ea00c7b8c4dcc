import { geocodePlace, getPlacePredictions } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../http/http-problem.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { countHit } from '../request-limits/request-limit-records.js';
import { LocalPlacesProvider, type PlacesProvider } from './places-provider.js';

/**
 * (One process's count; the routes count in the database, request-limit-records.ts.)
 * A per-user limit on places calls (each keystroke pause asks for predictions; the real service
 * bills per request): `limit` calls per rolling minute, counted per token subject.
 */
export class PlacesRateLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #calls = new Map<string, number[]>();

  constructor(limit: number, windowMs = 60_000) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** Counts a call; false when the subject is over its limit. */
  take(subject: string, now = Date.now()): boolean {
    const recent = (this.#calls.get(subject) ?? []).filter((time) => now - time < this.#windowMs);
    if (recent.length >= this.#limit) {
      this.#calls.set(subject, recent);
      return false;
    }
    recent.push(now);
    this.#calls.set(subject, recent);
    if (this.#calls.size > 10_000) {
      for (const [key, times] of this.#calls) {
        if (times.every((time) => now - time >= this.#windowMs)) this.#calls.delete(key);
      }
    }
    return true;
  }
}

function tooManyRequests(): HttpProblem {
  return new HttpProblem(
    429,
    [{ code: 'too_many_requests', message: 'Too many address look-ups. Please wait a moment.' }],
    { 'retry-after': '60' },
  );
}

/** The status word of the Places API: whether anything was found. */
const placesStatus = (found: readonly unknown[]) =>
  found.length > 0 ? ('OK' as const) : ('ZERO_RESULTS' as const);

export function createPlacesRoutes(
  provider: PlacesProvider,
  limitPerMinute?: number,
): (app: FastifyInstance, registry: CallRegistry) => void {
  return (app, registry) => {
    // PLACES_RATE_LIMIT_PER_MINUTE (the configuration) unless a test fixes its own; counted in
    // the database so that every server instance shares a user's look-ups.
    const limit = limitPerMinute ?? registry.config.placesRateLimitPerMinute;
    // Counts the user's look-up first: over the limit it is refused (429) and not made.
    const limitedLookUp = async <Found>(subject: string, lookUp: () => Promise<Found[]>) => {
      const { hits } = await countHit(registry.db, `places:${subject}`, 60_000);
      if (hits > limit) throw tooManyRequests();
      return lookUp();
    };

    registerCall(app, registry, getPlacePredictions, {
      access: { scope: 'signed-in' },
      async handler({ input, caller }) {
        const predictions = await limitedLookUp(caller.identity.subject, () =>
          provider.predictions(input.query.input),
        );
        return { status: placesStatus(predictions), predictions };
      },
    });

    registerCall(app, registry, geocodePlace, {
      access: { scope: 'signed-in' },
      async handler({ input, caller }) {
        const results = await limitedLookUp(caller.identity.subject, () =>
          provider.geocode(input.query.placeId),
        );
        return { status: placesStatus(results), results };
      },
    });
  };
}

export const registerPlacesRoutes = createPlacesRoutes(new LocalPlacesProvider());
