import {
  fetchClientContactInfo,
  finalizeClientRegistration,
  getUserProfile,
  updateClientContactInfo,
} from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { loadCaller } from '../accounts/caller.js';
import type { UserProfileTable } from '../db/schema.js';
import { problems } from '../http/http-problem.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { toClientContactInfo, toUserProfile, updateProfile } from './profile-queries.js';

export function registerProfileRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, getUserProfile, {
    access: { scope: 'profile' },
    async handler({ profileCaller }) {
      const caller = profileCaller;
      return toUserProfile(caller.profile, caller.access);
    },
  });

  registerCall(app, registry, fetchClientContactInfo, {
    access: { scope: 'profile' },
    async handler({ profileCaller }) {
      return toClientContactInfo(profileCaller.profile);
    },
  });

  registerCall(app, registry, updateClientContactInfo, {
    access: { scope: 'profile' },
    async handler({ input, profileCaller, db, audit }) {
      const caller = profileCaller;
      const body = input.body;
      const changes: Updateable<UserProfileTable> = {};
      const fields = [
        ['email', 'email'],
        ['phone', 'phone'],
        ['mobilePhone', 'mobile_phone'],
        ['homePhone', 'home_phone'],
        ['fax', 'fax'],
        ['address1', 'address1'],
        ['city', 'city'],
        ['stateCode', 'state_code'],
        ['mailingState', 'mailing_state'],
        ['zip', 'zip'],
        ['countryCode', 'country_code'],
        ['mailingCountry', 'mailing_country'],
      ] as const;
      const changed: string[] = [];
      for (const [field, column] of fields) {
        const value = body[field];
        if (value !== undefined) {
          changes[column] = value;
          changed.push(field);
        }
      }
      if (changed.length === 0) return toClientContactInfo(caller.profile);
      const updated = await updateProfile(db, caller.profile.contact_id, changes);
      await audit({
        action: 'profile.contact_info.update',
        entityType: 'user_profile',
        entityId: caller.profile.contact_id,
        detail: { fields: changed },
      });
      return toClientContactInfo(updated);
    },
  });

  registerCall(app, registry, finalizeClientRegistration, {
    access: { scope: 'profile' },
    async handler({ input, profileCaller, caller, db, audit }) {
      const current = profileCaller;
      const body = input.body;
      const isOrderingProvider = current.access.some((access) => access.isOrderingProvider);
      if (isOrderingProvider && !body.npi) {
        throw problems.badRequest([
          { code: 'required', message: 'This field is required', path: 'npi' },
        ]);
      }
      await updateProfile(db, current.profile.contact_id, {
        first_name: body.firstName,
        middle_name: body.middleName ?? null,
        last_name: body.lastName,
        npi: body.npi ?? null,
        license_number: body.licenseNumber ?? null,
        phone: body.phone,
        fax: body.fax ?? null,
        address1: body.address1,
        city: body.city,
        state_code: body.stateCode,
        zip: body.zip,
        country_code: body.countryCode,
        portal_registration_completed: true,
      });
      await audit({
        action: 'profile.registration.finalize',
        entityType: 'user_profile',
        entityId: current.profile.contact_id,
      });
      const reloaded = await loadCaller(db, caller.identity);
      return toUserProfile(reloaded.profile!, reloaded.access);
    },
  });
}
