import type { ApolloServerPlugin } from '@apollo/server';
import { unstorableTextIn, type TextProblem } from '@esvd/schema/rules/database-values';
import { BREAK, GraphQLError, visit, type ASTNode, type DocumentNode } from 'graphql';

/** The first string literal of the document that cannot be stored, named by its argument or input field. */
function unstorableLiteralIn(document: DocumentNode): TextProblem | undefined {
  let found: TextProblem | undefined;
  visit(document, {
    StringValue(node, _key, parent) {
      const owner = parent as ASTNode | undefined;
      found = unstorableTextIn(node.value, owner && 'name' in owner && owner.name ? owner.name.value : '');
      return found && BREAK;
    },
  });
  return found;
}

/**
 * Why an operation is refused before any resolver runs, if it is: a variable or a string literal holds text the
 * database cannot store (NUL, a lone surrogate). Answered with 400 over HTTP, as the error over graphql-ws.
 */
export function unstorableTextRefusal(
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | undefined {
  const problem = unstorableTextIn(variables ?? {}) ?? unstorableLiteralIn(document);
  if (!problem) return undefined;
  return new GraphQLError(problem.message, {
    extensions: { code: 'BAD_USER_INPUT', status: 400, problems: [problem], http: { status: 400 } },
  });
}

/** Apollo's side of `unstorableTextRefusal`. */
export const unstorableTextPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const refusal = unstorableTextRefusal(document, request.variables);
        if (refusal) throw refusal;
      },
    };
  },
};
