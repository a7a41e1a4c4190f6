import { GraphQLError, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type ContainerType, type PubSub } from 'type-graphql';
import type { Context } from '../core/context.ts';
import { mapError } from '../core/errors.ts';
import { AnalyticsResolver } from '../modules/analytics/analytics.graphql.ts';
import { AccountsResolver } from '../modules/accounts/accounts.graphql.ts';
import { ApiKeysResolver } from '../modules/api-keys/api-keys.graphql.ts';
import { UserProfilesResolver } from '../modules/downloads/user-profiles.graphql.ts';
import { EarlyBirdsResolver } from '../modules/early-birds/early-birds.graphql.ts';
import { FeedbackResolver, FeedbackType } from '../modules/feedback/feedback.graphql.ts';
import { FilterQueriesResolver } from '../modules/filter-queries/filter-queries.graphql.ts';
import { ReferenceInfoResolver } from '../modules/reference-info/reference-info.graphql.ts';
import { ReferenceListWritesResolver } from '../modules/reference-lists/reference-list-writes.graphql.ts';
import { ReferenceListsResolver } from '../modules/reference-lists/reference-lists.graphql.ts';
import { ReleasesResolver } from '../modules/releases/releases.graphql.ts';
import {
  StandardisationChecksResolver,
  StandardisationResolver,
} from '../modules/standardisation/standardisation.graphql.ts';
import { StudiesResolver } from '../modules/studies/studies.graphql.ts';
import { SuggestedStudiesResolver } from '../modules/studies/suggested-studies.graphql.ts';
import { UploadsResolver } from '../modules/uploads/uploads.graphql.ts';
import { ValuationEntryResolver } from '../modules/valuations/valuation-entry.graphql.ts';
import { ValuationsResolver } from '../modules/valuations/valuations.graphql.ts';
import { VslGridResolver } from '../modules/vsl/vsl-grid.graphql.ts';
import { VslResolver } from '../modules/vsl/vsl.graphql.ts';
import { VttResolver } from '../modules/vtt/vtt.graphql.ts';
import type { ResourceName } from '../modules/access/index.ts';
import type { Services } from './services.ts';

/**
 * Each resolver class under the name of the one service its constructor takes (checked here), in the
 * order the schema lists their operations.
 */
const resolverClasses = {
  accounts: AccountsResolver,
  referenceLists: ReferenceListsResolver,
  referenceInfo: ReferenceInfoResolver,
  releases: ReleasesResolver,
  valuations: ValuationsResolver,
  filterQueries: FilterQueriesResolver,
  userProfiles: UserProfilesResolver,
  earlyBirds: EarlyBirdsResolver,
  studies: StudiesResolver,
  valuationEntry: ValuationEntryResolver,
  suggestedStudies: SuggestedStudiesResolver,
  referenceListWrites: ReferenceListWritesResolver,
  vsl: VslResolver,
  vslGrid: VslGridResolver,
  uploads: UploadsResolver,
  feedback: FeedbackResolver,
  analytics: AnalyticsResolver,
  vtt: VttResolver,
  apiKeys: ApiKeysResolver,
  standardisation: StandardisationResolver,
  standardisationChecks: StandardisationChecksResolver,
} satisfies { [Name in keyof Services]?: new (service: Services[Name]) => object };

/**
 * Types of the domain model that no operation answers yet (stored feedback); listed so the committed contract holds
 * the whole model now.
 */
const domainTypesWithoutOperationsYet = [FeedbackType];

/** type-graphql's container: for each resolver class, its one instance, built here with its service. */
function containerOf(services: Services): ContainerType {
  const instances = new Map<unknown, object>(
    Object.entries(resolverClasses).map(([name, Resolver]) => [
      Resolver,
      new (Resolver as new (service: unknown) => object)(services[name as keyof typeof resolverClasses]),
    ]),
  );
  return {
    get: (someClass: { name: string }) => {
      const instance = instances.get(someClass);
      if (!instance) throw new Error(`No instance was built for ${someClass.name}.`);
      return instance;
    },
  };
}

/** What a schema built only to be printed has instead of services: its resolvers are never called. */
const unserved = (): never => {
  throw new Error('This schema was built without services: it can be printed, not served.');
};

/**
 * Builds the schema from the decorated classes, its resolvers wired to `services`; without them (emitting
 * the contract, reading the resolvers' metadata) nothing may be executed. `@Authorized(resource)` is checked
 * by the same access policy the REST routes use; `@Authorized()` with no resource only requires a signed-in
 * caller.
 */
export async function buildGraphqlSchema(pubSub: PubSub, services?: Services): Promise<GraphQLSchema> {
  const authorize = (context: Context, required: readonly ResourceName[]) => {
    const access = services?.access ?? unserved();
    if (required.length === 0) access.require(context.principal, 'signedIn');
    for (const resource of required) access.require(context.principal, resource);
    return true;
  };
  // type-graphql takes the resolvers as a tuple of at least one.
  const [first, ...others] = Object.values(resolverClasses);
  const schema = await buildSchema({
    resolvers: [first, ...others],
    orphanedTypes: domainTypesWithoutOperationsYet,
    pubSub,
    validate: false,
    container: services ? containerOf(services) : { get: unserved },
    authChecker: ({ context }: { context: Context }, required: ResourceName[]) => authorize(context, required),
  });
  authorizeSubscribing(schema, authorize);
  return schema;
}

/**
 * type-graphql checks `@Authorized` when it resolves each event of a subscription, not when the subscription
 * starts: a caller without the resource would be subscribed and get an error per event. So a subscription's
 * `subscribe` checks the same resources first, and a refused caller is answered at once and never subscribed.
 */
function authorizeSubscribing(
  schema: GraphQLSchema,
  authorize: (context: Context, required: readonly ResourceName[]) => boolean,
): void {
  const declarations = getMetadataStorage().subscriptions;
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    const required = declarations.find((declaration) => declaration.schemaName === field.name)?.roles as
      ResourceName[] | undefined;
    const subscribe = field.subscribe;
    if (!required || !subscribe) continue;
    field.subscribe = (source, args, context: Context, info) => {
      try {
        authorize(context, required);
      } catch (error) {
        // The websocket has no formatError: the refusal carries its status itself, as over HTTP.
        const { message, code, status } = mapError(error);
        throw new GraphQLError(message, { extensions: { code, status } });
      }
      return subscribe(source, args, context, info);
    };
  }
}

/** The committed contract: sorted, so its diff shows real changes only. */
export function printGraphqlSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
