import { vslEditableFields, type VslEditableField } from '@esvd/schema/rules/vsl';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  registerEnumType,
} from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { lookup, typicalList, work } from '../../core/graphql-costs.ts';
import { RecordHistoryEntryType } from '../studies/studies.graphql.ts';
import type { HistoryEntryView } from '../history/index.ts';
import { VslInclusion } from './vsl.entity.ts';
import { VslStudyType } from './vsl.graphql.ts';
import type { VslCellLockView } from './vsl-grid-leases.ts';
import {
  vslGridEvents,
  type VslGridEventKind,
  type VslGridEventView,
  type VslGridSubscriber,
} from './vsl-grid-sessions.ts';
import type { VslGridService } from './vsl-grid.service.ts';
import type { VslRowView } from './vsl.sql.ts';

const VslEditableFieldEnum = Object.fromEntries(vslEditableFields.map((field) => [field, field])) as {
  [Field in VslEditableField]: Field;
};
registerEnumType(VslEditableFieldEnum, {
  name: 'VslEditableField',
  description: 'A cell of the valuation studies list an admin edits (spec 001 §2), named as the study record names it.',
});

const VslGridEventKindEnum = {
  snapshot: 'snapshot',
  edited: 'edited',
  added: 'added',
  deleted: 'deleted',
  cellLocked: 'cellLocked',
  cellUnlocked: 'cellUnlocked',
  presence: 'presence',
  gridLock: 'gridLock',
} as const satisfies { [Kind in VslGridEventKind]: Kind };
registerEnumType(VslGridEventKindEnum, {
  name: 'VslGridEventKind',
  description:
    'snapshot: the state a grid (re)starts from (onlineAdmins, cellLocks, gridLockedBy); edited, added: another ' +
    "admin's change (study, fields); deleted (id); cellLocked, cellUnlocked: another admin starts or stops editing " +
    'a cell (lock); presence: the admins online changed; gridLock: a VSL upload runs or ended (gridLockedBy, ' +
    'uploadPercent, uploadStatusText).',
});

@InputType('VslStudyChanges', {
  description:
    'The cells an edit changes; a cell left out stays as it is, null or empty clears it. Code lists are ' +
    'semicolon-separated codes (TEEB sub-services as the ESVD writes them: 191); the protection status is a code or ' +
    'a name.',
})
class VslStudyChangesInput {
  @Field(() => String, { nullable: true })
  authors?: string | null;

  @Field(() => Int, { nullable: true })
  yearOfPublication?: number | null;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  reference?: string | null;

  @Field(() => VslInclusion, { nullable: true })
  includedInEsvd?: VslInclusion | null;

  @Field(() => Int, { nullable: true })
  studyId?: number | null;

  @Field(() => String, { nullable: true, description: 'ESVD 1.0 biome codes.' })
  flatVsBiomeCodes?: string | null;

  @Field(() => String, { nullable: true, description: 'ESVD 1.0 ecosystem codes.' })
  flatVsEcosystemCodes?: string | null;

  @Field(() => String, { nullable: true, description: 'ESVD 2.0 biome codes.' })
  flatVsBiomeV2Codes?: string | null;

  @Field(() => String, { nullable: true, description: 'ESVD 2.0 ecozone codes.' })
  flatVsEcozoneCodes?: string | null;

  @Field(() => String, { nullable: true, description: 'TEEB service and sub-service codes.' })
  flatVsEcosystemServiceCodes?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166 alpha-3 country codes.' })
  flatVsCountryCodes?: string | null;

  @Field(() => String, { nullable: true })
  protectionStatus?: string | null;

  @Field(() => Boolean, { nullable: true })
  includedRepository?: boolean | null;

  @Field(() => String, { nullable: true })
  repositoryFolder?: string | null;

  @Field(() => String, { nullable: true })
  checkedBy?: string | null;

  @Field(() => String, { nullable: true })
  language?: string | null;

  @Field(() => String, { nullable: true })
  notes?: string | null;
}

@ObjectType('VslCellLock', { description: 'An admin editing a cell: it is read-only for the others until then.' })
class VslCellLockType implements VslCellLockView {
  @Field(() => Int, { description: 'The study record.' })
  id!: number;

  @Field(() => VslEditableFieldEnum)
  field!: VslEditableField;

  @Field(() => String)
  holderName!: string;

  @Field(() => GraphQLDateTimeISO, { description: "Renewed by the holder's heartbeat; void once past." })
  expiresAt!: Date;

  @Field(() => Boolean, { description: 'Held by the connection that asked.' })
  mine!: boolean;
}

@ObjectType('VslGridEvent', { description: 'One event of the live grid; which fields are set depends on its kind.' })
class VslGridEventType implements VslGridEventView {
  @Field(() => VslGridEventKindEnum)
  kind!: VslGridEventKind;

  @Field(() => Int, { nullable: true, description: 'The study record changed, added or deleted.' })
  id?: number | null;

  @Field(() => VslStudyType, { nullable: true })
  study?: VslRowView | null;

  @Field(() => [VslEditableFieldEnum], { nullable: true, description: 'The cells an edit changed.' })
  fields?: VslEditableField[] | null;

  @Field(() => String, { nullable: true, description: 'Who made the change.' })
  by?: string | null;

  @Field(() => VslCellLockType, { nullable: true })
  lock?: VslCellLockView | null;

  @Field(() => [VslCellLockType], {
    nullable: true,
    // One per cell being edited: as many as admins online, in practice.
    complexity: work({ items: typicalList }),
  })
  cellLocks?: VslCellLockView[] | null;

  @Field(() => [String], { nullable: true, description: 'The admins with the grid open, each once.' })
  onlineAdmins?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Whose VSL upload holds the grid read-only, if one runs.' })
  gridLockedBy?: string | null;

  @Field(() => Int, { nullable: true })
  uploadPercent?: number | null;

  @Field(() => String, { nullable: true })
  uploadStatusText?: string | null;
}

const connectionArg = () =>
  Arg('connectionId', () => String, {
    nullable: true,
    description: "The grid's connection id (as subscribed): its own changes are not echoed back to it.",
  });

/** The live grid of the valuation studies list: its administrators' writes, cell locks and events. */
@Resolver()
export class VslGridResolver {
  constructor(private readonly service: VslGridService) {}

  @Authorized('vsl')
  @Query(() => VslStudyType, {
    nullable: true,
    description: 'One study record of the list; null once deleted.',
    complexity: work(lookup),
  })
  valuationStudy(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<VslRowView | null> {
    return this.service.records.study(context, id);
  }

  @Authorized('vsl')
  @Query(() => [RecordHistoryEntryType], {
    description: "A study record's versions, newest first.",
    complexity: work({ statements: 1, items: typicalList }),
  })
  valuationStudyHistory(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<HistoryEntryView[]> {
    return this.service.records.history(context, id);
  }

  @Authorized('vsl')
  @Query(() => VslGridEventType, {
    description: 'The admins online, the cell locks and the grid lock (a snapshot).',
    complexity: work({ statements: 4 }),
  })
  vslGridState(@Ctx() context: Context, @connectionArg() connectionId?: string | null): Promise<VslGridEventView> {
    return this.service.sessions.state(context, connectionId);
  }

  @Authorized('vsl')
  @Mutation(() => VslStudyType, {
    description: 'Adds a study record with the cells given.',
    complexity: work({ statements: 6 }),
  })
  createValuationStudy(
    @Ctx() context: Context,
    @Arg('values', () => VslStudyChangesInput) values: VslStudyChangesInput,
    @connectionArg() connectionId?: string | null,
  ): Promise<VslRowView> {
    return this.service.records.create(context, { ...values }, connectionId);
  }

  @Authorized('vsl')
  @Mutation(() => VslStudyType, {
    description:
      'Changes cells of a study record. `version` is the one the editor loaded: a cell someone else changed since, ' +
      'or one another admin is editing, is refused (CONFLICT) and nothing is saved.',
    complexity: work({ statements: 8 }),
  })
  updateValuationStudy(
    @Ctx() context: Context,
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int) version: number,
    @Arg('changes', () => VslStudyChangesInput) changes: VslStudyChangesInput,
    @connectionArg() connectionId?: string | null,
  ): Promise<VslRowView> {
    return this.service.records.update(context, id, { version, changes: { ...changes } }, connectionId);
  }

  @Authorized('vsl')
  @Mutation(() => Int, {
    description: 'Deletes a study record; answers its id. Its history stays.',
    complexity: work({ statements: 5 }),
  })
  deleteValuationStudy(
    @Ctx() context: Context,
    @Arg('id', () => Int) id: number,
    @connectionArg() connectionId?: string | null,
  ): Promise<number> {
    return this.service.records.delete(context, id, connectionId);
  }

  @Authorized('vsl')
  @Mutation(() => VslCellLockType, {
    description:
      "Locks a cell for the caller's edit, for as long as its grid connection lives; if another admin holds it, " +
      'answers their lock (mine: false) and the cell stays read-only.',
    complexity: work({ statements: 4 }),
  })
  lockVslCell(
    @Ctx() context: Context,
    @Arg('id', () => Int) id: number,
    @Arg('field', () => VslEditableFieldEnum) field: VslEditableField,
    @Arg('connectionId', () => String) connectionId: string,
  ): Promise<VslCellLockView> {
    return this.service.leases.lockCell(context, { id, field, connectionId });
  }

  @Authorized('vsl')
  @Mutation(() => Boolean, {
    description: 'Gives a cell lock back; false when the connection did not hold it.',
    complexity: work({ statements: 2 }),
  })
  unlockVslCell(
    @Ctx() context: Context,
    @Arg('id', () => Int) id: number,
    @Arg('field', () => VslEditableFieldEnum) field: VslEditableField,
    @Arg('connectionId', () => String) connectionId: string,
  ): Promise<boolean> {
    return this.service.leases.unlockCell(context, { id, field, connectionId });
  }

  @Authorized('vsl')
  @Subscription(() => VslGridEventType, {
    topics: vslGridEvents,
    topicId: ({ args, context }): VslGridSubscriber => ({ connectionId: args.connectionId, context }),
    description:
      'The live grid, on any api process: a snapshot first (again after each reconnect), then the other ' +
      "connections' edits, additions, deletions and cell locks, the admins online and VSL upload progress. The " +
      'subscriber counts as online while it listens.',
    complexity: work({ statements: 4 }),
  })
  vslGridEvents(
    @Root() event: VslGridEventView,
    @Arg('connectionId', () => String, { description: 'A random id of this grid, 8 to 100 characters.' })
    _connectionId: string,
  ): VslGridEventView {
    return event;
  }
}
