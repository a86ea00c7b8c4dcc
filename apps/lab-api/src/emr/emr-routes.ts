import { getEmrPatient, searchEmrPatients } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { allAccessTypes } from '../accounts/account-scope.js';
import { HttpProblem, problems } from '../http/http-problem.js';
import { accountAccess, registerCall, type CallRegistry } from '../http/register-call.js';
import type { EmrConfig } from '../config.js';
import { LocalEmrAdapter, toEmrPatient, type EmrAdapter } from './emr-adapter.js';
import { FhirEmrAdapter } from './fhir-emr-adapter.js';
import type { LabKysely } from '../db/create-database.js';

/** The EMR answered with an error or not at all: 502, never the EMR's own message. */
function emrUnavailable(): HttpProblem {
  return new HttpProblem(502, [
    { code: 'emr_unavailable', message: 'The EMR could not be reached. Please try again later.' },
  ]);
}

/** Both calls: any approved role on the account the query names. */
const chartAccess = accountAccess(allAccessTypes, 'query', 'accountNumber');

export function createEmrRoutes(
  adapterFor: (db: LabKysely) => EmrAdapter,
): (app: FastifyInstance, registry: CallRegistry) => void {
  return (app, registry) => {
    const adapter = adapterFor(registry.db);

    registerCall(app, registry, searchEmrPatients, {
      access: chartAccess,
      async handler({ input, account, audit, request }) {
        const charts = await adapter
          .searchByName(account!, {
            lastName: input.query.lastName,
            firstName: input.query.firstName,
          })
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'EMR search failed');
            throw emrUnavailable();
          });
        await audit({
          action: 'emr.search',
          entityType: 'emr_chart',
          accountNumber: account!.accountNumber,
          detail: {
            results: charts.length,
            chartNumbers: charts.map((chart) => chart.chartNumber),
          },
        });
        return charts.map(toEmrPatient);
      },
    });

    registerCall(app, registry, getEmrPatient, {
      access: chartAccess,
      async handler({ input, account, audit, request }) {
        const chart = await adapter
          .findByChartNumber(account!, input.params.chartNumber)
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'EMR chart look-up failed');
            throw emrUnavailable();
          });
        await audit({
          action: 'emr.read',
          outcome: chart ? 'success' : 'failure',
          entityType: 'emr_chart',
          entityId: input.params.chartNumber,
          accountNumber: account!.accountNumber,
        });
        if (!chart) throw problems.notFound('Chart not found');
        return toEmrPatient(chart);
      },
    });
  };
}

/** The adapter the configuration names (EMR_ADAPTER; docs/decisions/emr-adapter.md). */
export function emrAdapterFor(config: EmrConfig, db: LabKysely): EmrAdapter {
  switch (config.adapter) {
    case 'local':
      return new LocalEmrAdapter(db);
    case 'fhir': {
      const { accessToken } = config;
      return new FhirEmrAdapter({
        baseUrlFor: () => config.baseUrl,
        chartNumberSystem: config.chartNumberSystem,
        ...(accessToken ? { accessToken: () => Promise.resolve(accessToken) } : {}),
        timeoutMs: config.timeoutMs,
      });
    }
    default:
      return config satisfies never;
  }
}

export function registerEmrRoutes(app: FastifyInstance, registry: CallRegistry): void {
  createEmrRoutes((db) => emrAdapterFor(registry.config.emr, db))(app, registry);
}
