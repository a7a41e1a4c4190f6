import { maxPageSize } from '@esvd/schema/rules/paging';
import { resources } from '@esvd/schema/rules/resources';
import { maxListedStudies } from '../modules/studies/studies.service.ts';

/**
 * The price of each kind of work, in one currency. A statement is priced at about as much as answering 10,000
 * values: on the benchmark's million records a count or a page takes tens of milliseconds, serialising 10,000
 * values a few; grouping every record of a broad search takes several times a count.
 */
export const costUnits = {
  /** Any field of the answer: a value or an object read from its parent. */
  field: 1,
  /** One SQL statement: a lookup, a page, a count, a write with its triggers. */
  statement: 10_000,
  /** A statement that reads and groups every record a search finds (summary statistics, map markers). */
  searchScan: 50_000,
  /** One argon2id hash or verification: about 0.4 s of a core. */
  passwordHash: 50_000,
} as const;

/** How many items a list (or a page of them) holds at most: each costs what is selected of it. */
export type ItemCount =
  /** The field's `limit` argument; without one, the largest page (each service's own default is not repeated here). */
  | { limitArgument: string }
  /** As many as the values of a list argument (mapMarkerDetails' valueIds). */
  | { perValueOf: string }
  | { atMost: number };

/** The work a field's resolver does of its own, beyond reading its parent. */
export interface FieldWork {
  statements?: number;
  searchScans?: number;
  passwordHashes?: number;
  items?: ItemCount;
}

const resourceCount = Object.keys(resources).length;
const page: ItemCount = { limitArgument: 'limit' };
/** A list with no limit whose length the data decides (a study's valuations, a record's versions). */
const typicalList: ItemCount = { atMost: 100 };
const lookup: FieldWork = { statements: 1 };
const count: FieldWork = { statements: 1 };
/** A page of a search and the count of all it finds. */
const searchPage: FieldWork = { statements: 2, items: page };
/** A write: the row, its links and its history, with the triggers that keep derived facts. */
const write: FieldWork = { statements: 3 };

/**
 * Every field whose resolver does work of its own, keyed `Type.field`: each root field, each field resolver,
 * and each list of objects inside an answer whose length its root field does not already bound. Fields not
 * listed cost `costUnits.field` plus what is selected of them. `graphql-costs.test.ts` fails when a root field
 * or a field resolver is missing here, so a new operation is priced when it is added.
 */
export const fieldWork: Readonly<Record<string, FieldWork>> = {
  'Query.apiKeys': { statements: 1, items: typicalList },
  'Query.currentDatabaseVersion': { statements: 2 },
  'Query.databaseVersions': { statements: 1, items: page },
  'Query.earlyBirds': { statements: 2, items: page },
  'Query.filterQueries': { statements: 1, items: page },
  'Query.filterQueryCount': count,
  'Query.loginMode': {},
  'Query.managedStudies': searchPage,
  'Query.mapMarkerDetails': { statements: 1, items: { perValueOf: 'valueIds' } },
  'Query.mapMarkers': { searchScans: 1 },
  'Query.mappedValuationCount': count,
  'Query.nonEarlyBirds': { statements: 2, items: page },
  'Query.me': lookup,
  'Query.pageViews': { statements: 1, items: { atMost: 50 } },
  'Query.referenceEntry': lookup,
  'Query.referenceList': { statements: 1, items: page },
  'Query.referenceLists': {},
  'Query.studies': { statements: 2, items: { atMost: maxListedStudies } },
  'Query.study': lookup,
  'Query.studyHistory': { statements: 1, items: typicalList },
  'Query.studyValuationEntries': { statements: 2, items: typicalList },
  'Query.studyValuations': { statements: 3 },
  'Query.suggestedStudies': { statements: 2, items: typicalList },
  'Query.summaryStatistics': { searchScans: 1, statements: 1 },
  'Query.totalMappedValuationCount': count,
  'Query.totalValuationCount': count,
  'Query.uploadJob': lookup,
  // Fails a job whose process died before reading the running one.
  'Query.currentUpload': { statements: 2 },
  'Query.lastUpload': lookup,
  'Query.userProfiles': { statements: 2, items: page },
  'Query.userStudies': { statements: 1, items: typicalList },
  'Query.valuation': { statements: 2 },
  'Query.valuationByValueId': { statements: 2 },
  'Query.valuationCount': count,
  'Query.valuationHistory': { statements: 1, items: typicalList },
  'Query.valuationStudies': { statements: 1, items: page },
  'Query.valuationStudyCount': count,
  'Query.valuationStudy': lookup,
  'Query.valuationStudyHistory': { statements: 1, items: typicalList },
  'Query.vslGridState': { statements: 4 },
  'Query.valuations': searchPage,
  'Query.valuationsAfter': { statements: 1, items: page },
  'Query.viewer': lookup,
  // The value transfer tool's lists are a few dozen rows, read whole.
  'Query.vttBiome': lookup,
  'Query.vttBiomeCount': count,
  'Query.vttBiomes': { statements: 1, items: typicalList },
  // The biome, its details, the rule and the formula.
  'Query.vttCalculation': { statements: 2 },
  'Query.vttHiddenBiomes': { statements: 1, items: typicalList },
  'Query.vttSubBiome': lookup,
  'Query.vttSubBiomeCount': count,
  'Query.vttSubBiomes': { statements: 1, items: typicalList },
  'Query.vttUnattachedVariables': { statements: 3, items: typicalList },
  'Query.vttVariable': lookup,
  'Query.vttVariableCount': count,
  'Query.vttVariableDetail': lookup,
  'Query.vttVariableDetailCount': count,
  'Query.vttVariableDetails': { statements: 2, items: typicalList },
  'Query.vttVariables': { statements: 1, items: typicalList },

  'Mutation.addEarlyBird': write,
  'Mutation.generateApiKey': write,
  'Mutation.revokeApiKey': write,
  'Mutation.sendApiKey': write,
  'Mutation.confirmEmail': write,
  'Mutation.copyValuation': write,
  'Mutation.createDatabaseVersion': write,
  'Mutation.createReferenceEntry': write,
  'Mutation.createStudy': write,
  'Mutation.createValuation': write,
  'Mutation.cancelUpload': { statements: 2 },
  'Mutation.deleteDatabaseVersion': write,
  'Mutation.deleteFilterQuery': write,
  'Mutation.deleteReferenceEntry': write,
  'Mutation.deleteStudy': write,
  'Mutation.deleteValuation': write,
  'Mutation.sendFeedback': write,
  'Mutation.recordPageView': write,
  'Mutation.login': { statements: 3, passwordHashes: 1 },
  'Mutation.loginWithCode': { statements: 3 },
  'Mutation.logout': { statements: 1 },
  'Mutation.removeEarlyBird': write,
  'Mutation.requestLoginCode': write,
  'Mutation.requestPasswordReset': write,
  'Mutation.resendConfirmationLink': write,
  'Mutation.resetPassword': { ...write, passwordHashes: 1 },
  'Mutation.saveFilterQuery': write,
  'Mutation.setStatsReady': write,
  'Mutation.signUp': { ...write, passwordHashes: 1 },
  'Mutation.suggestStudy': write,
  'Mutation.touchSession': { statements: 2 },
  'Mutation.updateProfile': write,
  'Mutation.updateReferenceEntry': write,
  // Publishing rewrites the derived facts of each of the study's valuations.
  'Mutation.updateStudy': { statements: 5 },
  'Mutation.updateValuation': write,
  'Mutation.createVttBiome': write,
  'Mutation.createVttSubBiome': write,
  'Mutation.createVttVariable': write,
  'Mutation.createVttVariableDetail': { statements: 4 },
  'Mutation.deleteVttBiome': write,
  'Mutation.deleteVttSubBiome': write,
  'Mutation.deleteVttVariable': write,
  'Mutation.deleteVttVariableDetail': write,
  'Mutation.setVttBiomeVisibility': write,
  'Mutation.updateVttBiome': write,
  'Mutation.createValuationStudy': { statements: 6 },
  'Mutation.updateValuationStudy': { statements: 8 },
  'Mutation.deleteValuationStudy': { statements: 5 },
  'Mutation.lockVslCell': { statements: 4 },
  'Mutation.unlockVslCell': { statements: 2 },
  'Mutation.updateVttSubBiome': write,
  'Mutation.updateVttVariable': write,
  'Mutation.updateVttVariableDetail': { statements: 5 },

  'Subscription.databaseVersionChanged': { statements: 2 },
  'Subscription.vslGridEvents': { statements: 4 },
  // Each event reads the job again.
  'Subscription.uploadProgress': lookup,

  // Looked up together with every other parent the request asks for, in one statement (a per-request loader).
  'ReferenceEntry.parent': {},

  'LoginResult.resources': { items: { atMost: resourceCount } },
  'StudyValuations.markers': { items: typicalList },
  'StudyValuations.valuations': { items: typicalList },
  'SuggestedStudy.attachments': { items: typicalList },
  'SummaryStatistics.biomes': { items: typicalList },
  'SummaryStatistics.biomesWithoutData': { items: typicalList },
  'SummaryStatistics.ecozones': { items: typicalList },
  'SummaryStatistics.ecozonesWithoutData': { items: typicalList },
  'Viewer.resources': { items: { atMost: resourceCount } },
  /** One per cell being edited: as many as admins online, in practice. */
  'VslGridEvent.cellLocks': { items: typicalList },
  'VttCalculation.contributions': { items: typicalList },
};

/** How many items `items` stands for, given the field's arguments. */
function itemCount(items: ItemCount, args: Record<string, unknown>): number {
  if ('atMost' in items) return items.atMost;
  if ('perValueOf' in items) {
    const values = args[items.perValueOf];
    return Array.isArray(values) ? values.length : 1;
  }
  const limit = args[items.limitArgument];
  return typeof limit === 'number' && limit > 0 ? Math.min(limit, maxPageSize) : maxPageSize;
}

/** The cost of a field: its own work, and what is selected of it times the items it holds. */
export function fieldCost(work: FieldWork | undefined, args: Record<string, unknown>, childCost: number): number {
  const own =
    costUnits.field +
    (work?.statements ?? 0) * costUnits.statement +
    (work?.searchScans ?? 0) * costUnits.searchScan +
    (work?.passwordHashes ?? 0) * costUnits.passwordHash;
  return own + (work?.items ? itemCount(work.items, args) : 1) * childCost;
}
