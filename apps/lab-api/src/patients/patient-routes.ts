import {
  createPatient,
  getPatient,
  searchPatients,
  searchPatientsByAccession,
  updatePatient,
  type ApiError,
} from '@loci/contract';
import {
  blockedCountryMessage,
  dateOfBirth,
  latestTodayIso,
  isBlockedCountry,
  isValidPatient,
  PatientSearchFields,
  SortOrder,
  ValidationMessages,
} from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import {
  accountIdsOf,
  allAccessTypes,
  approvedAccess,
  approvedAccessAmong,
} from '../accounts/account-scope.js';
import type { LabKysely } from '../db/create-database.js';
import { problems } from '../http/http-problem.js';
import { refuseNotFound } from '../http/not-found-audit.js';
import { labSupportEmail } from '../settings/settings-records.js';
import { registerCall, type CallContext, type CallRegistry } from '../http/register-call.js';
import { knownPlanCodes } from '../insurance/insurance-records.js';
import {
  insertPatient,
  loadPatient,
  normalisePatientInput,
  updatePatientRecord,
} from './patient-records.js';
import { searchPatientRows, type PatientSearchRow } from './patient-search-queries.js';

type PatientBody = Parameters<typeof normalisePatientInput>[0] & {
  insurances: Array<{ insurance?: { code?: string | null } | null; birthDate?: string | null }>;
};

/** The server's own checks beyond the contract: dates of birth, blocked countries, plan codes. */
async function checkPatientRules(db: LabKysely, body: PatientBody): Promise<void> {
  const errors: ApiError[] = [];
  // The user's today may be a day ahead of the server's: the day furthest along is today.
  const birthRule = dateOfBirth(latestTodayIso(new Date()));
  const birthMessage = birthRule(body.birthDate);
  if (birthMessage) errors.push({ code: 'invalid_date', message: birthMessage, path: 'birthDate' });
  body.insurances.forEach((policy, index) => {
    const message = birthRule(policy.birthDate);
    if (message) {
      errors.push({ code: 'invalid_date', message, path: `insurances.${index}.birthDate` });
    }
  });
  if (isBlockedCountry(body.country)) {
    errors.push({
      code: 'blocked_country',
      message: blockedCountryMessage(await labSupportEmail(db)),
      path: 'country',
    });
  }
  const codes = [...new Set(body.insurances.flatMap((policy) => policy.insurance?.code ?? []))];
  if (codes.length > 0) {
    const known = await knownPlanCodes(db, codes);
    body.insurances.forEach((policy, index) => {
      const code = policy.insurance?.code;
      if (code && !known.has(code)) {
        errors.push({
          code: 'unknown_plan',
          message: 'Unknown insurance plan',
          path: `insurances.${index}.insurance.code`,
        });
      }
    });
  }
  if (errors.length > 0) throw problems.badRequest(errors);
}

/** A patient is valid only with an id plus a first or last name (@loci/domain). */
function requireValidPatient(patient: {
  id: number;
  first_name: string | null;
  last_name: string | null;
}): void {
  if (
    !isValidPatient({ id: patient.id, firstName: patient.first_name, lastName: patient.last_name })
  ) {
    throw problems.badRequest([
      { code: 'required', message: ValidationMessages.required, path: 'lastName' },
    ]);
  }
}

export function registerPatientRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, createPatient, {
    access: {
      scope: 'account',
      roles: allAccessTypes,
      accountNumber: (input) => input.body.accountInformation.accountNumber,
    },
    async handler({ input, account, db, audit }) {
      await checkPatientRules(db, input.body);
      const id = await insertPatient(
        db,
        account!.accountId,
        normalisePatientInput(input.body),
        input.body.insurances,
        requireValidPatient,
      );
      await audit({
        action: 'patient.create',
        entityType: 'patient',
        entityId: id,
        accountNumber: account!.accountNumber,
        detail: { insurances: input.body.insurances.length },
      });
      const loaded = await loadPatient(db, id, [account!.accountId]);
      return loaded!.patient;
    },
  });

  registerCall(app, registry, updatePatient, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, roles, db, audit }) {
      const body = input.body;
      const accesses = approvedAccess(caller, roles);
      const existing = await loadPatient(db, body.id, accountIdsOf(accesses));
      if (!existing) throw problems.notFound('Patient not found');
      const account = accesses.find((access) => access.accountId === existing.row.account_id)!;
      if (body.accountInformation.accountNumber !== account.accountNumber) {
        throw problems.badRequest([
          {
            code: 'account_change',
            message: 'A patient cannot move to another account',
            path: 'accountInformation.accountNumber',
          },
        ]);
      }
      requireValidPatient({
        id: body.id,
        first_name: body.firstName ?? null,
        last_name: body.lastName ?? null,
      });
      await checkPatientRules(db, body);
      await updatePatientRecord(db, existing.row, normalisePatientInput(body), body.insurances);
      await audit({
        action: 'patient.update',
        entityType: 'patient',
        entityId: body.id,
        accountNumber: account.accountNumber,
        detail: { insurances: body.insurances.length },
      });
      const loaded = await loadPatient(db, body.id, [existing.row.account_id]);
      return loaded!.patient;
    },
  });

  registerCall(app, registry, getPatient, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, roles, db, audit }) {
      const accesses = approvedAccess(caller, roles);
      const loaded = await loadPatient(db, input.params.patientId, accountIdsOf(accesses));
      if (!loaded) {
        return refuseNotFound(
          audit,
          { action: 'patient.read', entityType: 'patient', entityId: input.params.patientId },
          'Patient not found',
        );
      }
      await audit({
        action: 'patient.read',
        entityType: 'patient',
        entityId: loaded.patient.id,
        accountNumber: loaded.patient.accountInformation.accountNumber,
      });
      return loaded.patient;
    },
  });

  registerCall(app, registry, searchPatients, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler(context) {
      const page = await runSearch(context, false);
      return {
        ...page,
        items: page.items.map(({ accessionNumber: _accession, ...item }) => item),
      };
    },
  });

  registerCall(app, registry, searchPatientsByAccession, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler(context) {
      return runSearch(context, true);
    },
  });
}

type SearchContext = CallContext<(typeof searchPatients)['request']>;

async function runSearch(
  { input, caller, roles, db, audit }: SearchContext,
  withAccession: boolean,
): Promise<{
  items: PatientSearchRow[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}> {
  const body = input.body;
  const searched = approvedAccessAmong(caller, roles, body.AccountNumbers ?? undefined);
  const { rows, totalCount } = await searchPatientRows(db, {
    accountIds: accountIdsOf(searched),
    term: body.SearchTerm,
    firstCharLastNameOnly: body.FirstCharLastNameOnly ?? false,
    orderBy: body.OrderBy ?? PatientSearchFields[0],
    direction: body.OrderByDirection ?? SortOrder.Ascending,
    pageNumber: body.PageNumber,
    pageSize: body.PageSize,
    withAccession,
  });
  // The term may be a name: the audit keeps the accounts, counts and ids, never the term.
  await audit({
    action: withAccession ? 'patient.search_accession' : 'patient.search',
    entityType: 'patient',
    detail: {
      accounts: searched.map((access) => access.accountNumber),
      totalCount,
      patientIds: rows.map((row) => row.patientId),
    },
  });
  return { items: rows, totalCount, pageNumber: body.PageNumber, pageSize: body.PageSize };
}
