// The publications GraphQL at /graphql/publications (document 2 section 7.4), on mercurius, in its
// own scope. Public like the catalogue (docs/decisions/publications-graphql.md): the lab's papers
// and news hold no patient or user data. Variables are checked against the contract's limits
// before any query runs; an operation may select at most `maxSelectedFields` fields.
import {
  publicationListingVariablesSchema,
  publicationsGraphqlPath,
  publicationTypes,
} from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import { introspectionRules } from '../http/graphql-introspection.js';
import type { LabKysely } from '../db/create-database.js';
import type { CallRegistry } from '../http/register-call.js';
import { listPublications } from './publication-listing.js';

export const publicationsSchema = /* GraphQL */ `
  "Publication category filter types (document 3)."
  enum PublicationType {
    Publication
    News
  }
  type Publication {
    id: ID!
    publicationType: PublicationType!
    "Calendar date, YYYY-MM-DD."
    publicationDate: String!
    displayTitle: String!
    teaser: String!
    articleLink: String!
    sourceLink: String
    sourceText: String
  }
  type PublicationListing {
    "How many publications the filter matches (all pages)."
    totalCount: Int!
    items: [Publication!]!
  }
  input PublicationFilter {
    "Types to list; none or empty for all."
    types: [PublicationType!]
    "Words that must all appear in the title, teaser or source (any letter case)."
    text: String
    "Published on or after (YYYY-MM-DD)."
    publishedFrom: String
    "Published on or before (YYYY-MM-DD)."
    publishedTo: String
  }
  type Query {
    "Newest first (publicationDate descending). first: 1-50, default 10; offset: 0 or more."
    publications(first: Int, offset: Int, filter: PublicationFilter): PublicationListing!
    "The filter types: Publication and News."
    publicationTypes: [PublicationType!]!
  }
`;

/** Most fields (aliases counted) one operation may select: a few listings, never hundreds. */
export const maxSelectedFields = 40;

/** Refuses operations that select too many fields (alias amplification of the listing). */
export const selectedFieldLimit: ValidationRule = (context: ValidationContext) => {
  let fields = 0;
  return {
    Field() {
      fields += 1;
      if (fields === maxSelectedFields + 1)
        context.reportError(
          new GraphQLError(`The query selects more than ${maxSelectedFields} fields.`),
        );
    },
  };
};

/** Drops nulls, which GraphQL sends for absent optional arguments and input fields. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== null)
      .map(([key, entry]) => [key, withoutNulls(entry)]),
  );
}

/**
 * A mistake of the caller: GraphQL syntax, validation and variable errors (mercurius groups its
 * validation errors in `errors`), or a refusal of the resolvers. Anything else is the server's.
 */
function isCallerMistake(error: GraphQLError): boolean {
  const original = error.originalError;
  return (
    original === undefined ||
    original instanceof GraphQLError ||
    original instanceof mercurius.ErrorWithProps ||
    Array.isArray((original as { errors?: unknown }).errors)
  );
}

function badUserInput(message: string, path: string): never {
  throw new mercurius.ErrorWithProps(message, { code: 'BAD_USER_INPUT', path }, 400);
}

export function publicationsResolvers(db: LabKysely): IResolvers {
  return {
    Query: {
      async publications(_root, args: Record<string, unknown>) {
        const result = publicationListingVariablesSchema.safeParse(withoutNulls(args));
        if (!result.success) {
          const issue = result.error.issues[0];
          const path = issue?.path.map(String).join('.') ?? '';
          badUserInput(`Invalid argument ${path}: ${issue?.message ?? 'invalid'}`, path);
        }
        return listPublications(db, result.data);
      },
      publicationTypes() {
        return [...publicationTypes];
      },
    },
  };
}

/** Mounts the publications GraphQL in its own scope (each GraphQL endpoint has its own schema). */
export function registerPublicationsGraphql(app: FastifyInstance, registry: CallRegistry): void {
  void app.register(async (scope) => {
    await scope.register(mercurius, {
      schema: publicationsSchema,
      resolvers: publicationsResolvers(registry.db),
      path: publicationsGraphqlPath,
      graphiql: false,
      queryDepth: 4,
      validationRules: [selectedFieldLimit, ...introspectionRules(registry.config)],
      errorFormatter(execution, context) {
        const formatted = mercurius.defaultErrorFormatter(execution, context);
        const failure = (execution.errors ?? []).find((error) => !isCallerMistake(error));
        if (!failure) return formatted;
        // Only the caller's own mistakes are explained; anything else is a plain server error.
        context.reply.log.error({ err: failure.originalError }, 'publications query failed');
        return {
          statusCode: execution.data ? formatted.statusCode : 500,
          response: {
            data: formatted.response.data,
            errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL' } }],
          },
        };
      },
    });
  });
}
