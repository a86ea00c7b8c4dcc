import { z } from '../zod.js';
import { callPath, type CallDescriptor } from '../call/define-call.js';
import { failureSchema, successBodySchema } from '../call/answers.js';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown>;
  security: Array<Record<string, string[]>>;
}

function toSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.ZodMiniType | undefined, location: 'path' | 'query'): unknown[] {
  if (!schema) return [];
  const objectSchema = toSchema(schema, 'input');
  const properties = (objectSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((objectSchema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

const failureResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
});

/** The optional header of the calls that create something (docs/decisions/idempotency.md). */
const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One per user action, the same on a retry: a retried request answers the first answer (replayed with `Idempotent-Replayed: true`) instead of creating it again; the same key with another request is refused (422).',
  schema: { type: 'string', minLength: 1, maxLength: 200 },
};

/** An OpenAPI 3.1 document for the given calls, generated from their zod schemas. */
export function buildOpenApiDocument(
  calls: readonly CallDescriptor[],
  info: { title: string; version: string; description?: string },
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const call of calls) {
    const path = callPath(call);
    const operation: Record<string, unknown> = {
      operationId: call.operationId,
      summary: call.summary,
      tags: [call.feature],
      parameters: [
        ...parametersOf(call.request.params, 'path'),
        ...parametersOf(call.request.query, 'query'),
        ...(call.idempotent ? [idempotencyKeyParameter] : []),
      ],
      responses: {
        [String(call.successStatus ?? 200)]: {
          description: call.wrapped ? 'Success, wrapped as { success: true, data }' : 'Success',
          content: { 'application/json': { schema: toSchema(successBodySchema(call), 'output') } },
        },
        '400': failureResponse('The request failed validation (errors with code, message, path)'),
        '401': failureResponse('Missing, expired or forged bearer token'),
        '403': failureResponse('The caller’s role on the account does not allow this call'),
        '404': failureResponse('Not found, or not one of the caller’s approved accounts'),
      },
    };
    if (call.request.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(call.request.body, 'input') } },
      };
    }
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: { Failure: toSchema(failureSchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
  };
}
