// GraphQL introspection is off in production (docs/security.md): the schema is documented in the
// API docs, and a production server does not hand a map of itself to anyone who asks.
import { GraphQLError, type ValidationRule } from 'graphql';
import type { ServerConfig } from '../config.js';

// By field name, not graphql's NoSchemaIntrospectionCustomRule: that one compares type objects,
// which fails when mercurius (CommonJS graphql) and this module (ES module graphql) differ.
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError(
          `GraphQL introspection is not allowed, but the query contained ${node.name.value}.`,
          { nodes: node },
        ),
      );
    }
  },
});

export function introspectionRules(
  config: Pick<ServerConfig, 'graphqlIntrospection'>,
): ValidationRule[] {
  return config.graphqlIntrospection ? [] : [noIntrospection];
}
