import {
  vttBiomeInput,
  vttCalculatorRule,
  vttChoiceKey,
  vttStandaloneDetails,
  vttSubBiomeGroups,
  vttSubBiomeInput,
  vttVariableDetailInput,
  vttVariableInput,
  type VttCalculatorChoices,
} from '@esvd/schema/rules/vtt';
import { calculateVttValue } from '@esvd/schema/rules/vtt-formula';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Context } from '../../core/context.ts';
import { badRequest, notFound, parseInput } from '../../core/errors.ts';
import { escapeLike } from '../../core/sql.ts';
import type { AccessPolicy } from '../access/index.ts';
import { VttBiome, VttSubBiome, VttVariable, VttVariableDetail } from './vtt.entity.ts';

export interface VttBiomeView {
  id: number;
  name: string;
  constantValue: number;
  lowerBoundFactor: number;
  upperBoundFactor: number;
  showForUserCalculations: boolean;
}

export interface VttSubBiomeView {
  id: number;
  name: string;
}

export interface VttVariableView {
  id: number;
  name: string;
  description: string | null;
}

export interface VttVariableDetailView {
  id: number;
  vttBiomeId: number;
  vttSubBiomeId: number | null;
  vttSubBiome: string | null;
  vttVariableId: number;
  vttVariable: string;
  vttVariableDescription: string | null;
  coefficient: number;
  sampleMean: number;
  min: number;
  max: number;
  isTransformation: boolean;
  remarksText: string | null;
}

export interface VttCalculationView {
  vttBiomeId: number;
  value: number;
  low: number | null;
  high: number | null;
  logValue: number;
  contributions: { vttVariableId: number; vttVariable: string; value: number; logContribution: number }[];
}

const toBiomeView = (biome: VttBiome): VttBiomeView => ({
  id: biome.id,
  name: biome.name,
  constantValue: biome.constantValue,
  lowerBoundFactor: biome.lowerBoundFactor,
  upperBoundFactor: biome.upperBoundFactor,
  showForUserCalculations: biome.showForUserCalculations,
});

const toVariableView = (variable: VttVariable): VttVariableView => ({
  id: variable.id,
  name: variable.name,
  description: variable.description ?? null,
});

/** A detail with its variable and sub biome loaded. */
const toDetailView = (detail: VttVariableDetail): VttVariableDetailView => ({
  id: detail.id,
  vttBiomeId: detail.vttBiome.id,
  vttSubBiomeId: detail.vttSubBiome?.id ?? null,
  vttSubBiome: detail.vttSubBiome?.name ?? null,
  vttVariableId: detail.vttVariable.id,
  vttVariable: detail.vttVariable.name,
  vttVariableDescription: detail.vttVariable.description ?? null,
  coefficient: detail.coefficient,
  sampleMean: detail.sampleMean,
  min: detail.min,
  max: detail.max,
  isTransformation: detail.isTransformation,
  remarksText: detail.remarksText ?? null,
});

/** Details in the calculator's order: grouped by sub biome (by name), then the standalone variables, by name. */
const detailOrder = { vttSubBiome: { name: 'asc nulls last' }, vttVariable: { name: 'asc' }, id: 'asc' } as const;

/** What the setup calls a sub biome or a variable in its messages, and whose names are unique among its kind. */
interface NamedKind<Entity extends VttSubBiome | VttVariable> {
  entity: new () => Entity;
  noun: string;
  /** The column of vtt_variable_detail that uses an entry of this kind. */
  usedBy: 'vttSubBiome' | 'vttVariable';
}

const subBiomes: NamedKind<VttSubBiome> = { entity: VttSubBiome, noun: 'sub biome', usedBy: 'vttSubBiome' };
const variables: NamedKind<VttVariable> = { entity: VttVariable, noun: 'variable', usedBy: 'vttVariable' };

/** The calculation as the GraphQL input sends it: lists, which the shared rule reads as keyed choices. */
export const vttCalculationInput = z.object({
  vttBiomeId: z.number().int().positive(),
  subBiomeChoices: z.array(z.object({ vttSubBiomeId: z.number().int(), vttVariableId: z.number().int() })).default([]),
  variableValues: z
    .array(
      z.object({ vttVariableId: z.number().int(), value: z.number().nullish(), useDefault: z.boolean().nullish() }),
    )
    .default([]),
});

/**
 * The value transfer tool (spec 001): the administrators' setup of biomes, sub biomes, variables and each biome's
 * variable details, and the public calculator. Visitors and users see only the biomes shown for user calculations;
 * the holders of the setup resource (the two admin roles) see them all.
 */
export class VttService {
  constructor(private readonly access: AccessPolicy) {}

  private seesAllBiomes(context: Context): boolean {
    return this.access.mayRead(context.principal, 'vtt');
  }

  /** A biome the caller may see; a hidden one is as unknown to a visitor as one that does not exist. */
  private async visibleBiome(context: Context, em: EntityManager, id: number): Promise<VttBiome> {
    const biome = await em.findOne(VttBiome, id);
    if (!biome || (!biome.showForUserCalculations && !this.seesAllBiomes(context))) {
      throw notFound(`There is no value transfer biome ${id}.`);
    }
    return biome;
  }

  /** Refuses a name another entry of the kind has, in any case: two would be told apart by case alone. */
  private async assertNameFree(
    em: EntityManager,
    entity: new () => VttBiome | VttSubBiome | VttVariable,
    noun: string,
    name: string,
    id = 0,
  ): Promise<void> {
    const taken = await em.count(entity, { name: { $ilike: escapeLike(name) }, id: { $ne: id } });
    if (taken) throw nameTaken(noun, name);
  }

  // Biomes

  /** The biomes by name: the caller's visible ones, or with `userVisibleOnly` the visitors' subset. */
  async biomes(context: Context, userVisibleOnly = false): Promise<VttBiomeView[]> {
    const onlyVisible = userVisibleOnly || !this.seesAllBiomes(context);
    const biomes = await context.em.find(VttBiome, onlyVisible ? { showForUserCalculations: true } : {}, {
      orderBy: { name: 'asc' },
    });
    return biomes.map(toBiomeView);
  }

  /** The biomes hidden from visitors and users (GET /vttbiomes/exclude). */
  async hiddenBiomes(context: Context): Promise<VttBiomeView[]> {
    const biomes = await context.em.find(VttBiome, { showForUserCalculations: false }, { orderBy: { name: 'asc' } });
    return biomes.map(toBiomeView);
  }

  async biome(context: Context, id: number): Promise<VttBiomeView> {
    return toBiomeView(await this.visibleBiome(context, context.em, id));
  }

  biomeCount(context: Context): Promise<number> {
    return context.em.count(VttBiome, {});
  }

  async createBiome(context: Context, input: unknown): Promise<VttBiomeView> {
    const values = parseInput(vttBiomeInput, input);
    return context.em.transactional(async (em) => {
      await this.assertNameFree(em, VttBiome, 'biome', values.name);
      const biome = em.create(VttBiome, {
        ...values,
        showForUserCalculations: values.showForUserCalculations ?? false,
      });
      await flushNamed(em, 'biome', values.name);
      return toBiomeView(biome);
    });
  }

  async updateBiome(context: Context, id: number, input: unknown): Promise<VttBiomeView> {
    const values = parseInput(vttBiomeInput, input);
    return context.em.transactional(async (em) => {
      const biome = await findOr404(em, VttBiome, id, 'biome');
      await this.assertNameFree(em, VttBiome, 'biome', values.name, id);
      em.assign(biome, {
        ...values,
        showForUserCalculations: values.showForUserCalculations ?? biome.showForUserCalculations,
      });
      await flushNamed(em, 'biome', values.name);
      return toBiomeView(biome);
    });
  }

  /** Shows the biome to visitors and users in the calculator, or hides it (PUT /vttbiomes/toggledisplay). */
  async setBiomeVisibility(context: Context, id: number, showForUserCalculations: boolean): Promise<VttBiomeView> {
    return context.em.transactional(async (em) => {
      const biome = await findOr404(em, VttBiome, id, 'biome');
      biome.showForUserCalculations = showForUserCalculations;
      await em.flush();
      return toBiomeView(biome);
    });
  }

  /** Deletes the biome; its variable details go with it (the foreign key cascades). */
  async deleteBiome(context: Context, id: number): Promise<void> {
    const deleted = await context.em.nativeDelete(VttBiome, { id });
    if (!deleted) throw notFound(`There is no value transfer biome ${id}.`);
  }

  // Sub biomes and variables: named entries, deleted only while no biome uses them

  private async named<Entity extends VttSubBiome | VttVariable>(context: Context, kind: NamedKind<Entity>) {
    return context.em.find(kind.entity, {}, { orderBy: { name: 'asc', id: 'asc' } as never });
  }

  private async createNamed<Entity extends VttSubBiome | VttVariable>(
    context: Context,
    kind: NamedKind<Entity>,
    values: { name: string },
  ): Promise<Entity> {
    return context.em.transactional(async (em) => {
      await this.assertNameFree(em, kind.entity, kind.noun, values.name);
      const entry = em.create(kind.entity, values as never);
      await flushNamed(em, kind.noun, values.name);
      return entry;
    });
  }

  private async updateNamed<Entity extends VttSubBiome | VttVariable>(
    context: Context,
    kind: NamedKind<Entity>,
    id: number,
    values: { name: string },
  ): Promise<Entity> {
    return context.em.transactional(async (em) => {
      const entry = await findOr404(em, kind.entity, id, kind.noun);
      await this.assertNameFree(em, kind.entity, kind.noun, values.name, id);
      em.assign(entry, values as never);
      await flushNamed(em, kind.noun, values.name);
      return entry;
    });
  }

  /** Refuses to delete an entry that biomes use: they would silently lose a variable or a group. */
  private async deleteNamed<Entity extends VttSubBiome | VttVariable>(
    context: Context,
    kind: NamedKind<Entity>,
    id: number,
  ): Promise<void> {
    await context.em.transactional(async (em) => {
      const entry = await findOr404(em, kind.entity, id, kind.noun);
      const users = await em.find(VttVariableDetail, { [kind.usedBy]: id }, { populate: ['vttBiome'] });
      if (users.length) {
        const names = [...new Set(users.map((detail) => detail.vttBiome.name))].sort();
        throw badRequest(
          `The ${kind.noun} ${entry.name} is used by ${names.length === 1 ? 'the biome' : 'the biomes'} ` +
            `${names.join(', ')}: remove it from ${names.length === 1 ? 'that biome' : 'those biomes'} first.`,
        );
      }
      em.remove(entry);
      await em.flush();
    });
  }

  async subBiomes(context: Context): Promise<VttSubBiomeView[]> {
    return (await this.named(context, subBiomes)).map(({ id, name }) => ({ id, name }));
  }

  async subBiome(context: Context, id: number): Promise<VttSubBiomeView> {
    const { name } = await findOr404(context.em, VttSubBiome, id, 'sub biome');
    return { id, name };
  }

  subBiomeCount(context: Context): Promise<number> {
    return context.em.count(VttSubBiome, {});
  }

  async createSubBiome(context: Context, input: unknown): Promise<VttSubBiomeView> {
    const { id, name } = await this.createNamed(context, subBiomes, parseInput(vttSubBiomeInput, input));
    return { id, name };
  }

  async updateSubBiome(context: Context, id: number, input: unknown): Promise<VttSubBiomeView> {
    const { name } = await this.updateNamed(context, subBiomes, id, parseInput(vttSubBiomeInput, input));
    return { id, name };
  }

  deleteSubBiome(context: Context, id: number): Promise<void> {
    return this.deleteNamed(context, subBiomes, id);
  }

  async variables(context: Context): Promise<VttVariableView[]> {
    return (await this.named(context, variables)).map(toVariableView);
  }

  async variable(context: Context, id: number): Promise<VttVariableView> {
    return toVariableView(await findOr404(context.em, VttVariable, id, 'variable'));
  }

  variableCount(context: Context): Promise<number> {
    return context.em.count(VttVariable, {});
  }

  async createVariable(context: Context, input: unknown): Promise<VttVariableView> {
    return toVariableView(await this.createNamed(context, variables, parseInput(vttVariableInput, input)));
  }

  async updateVariable(context: Context, id: number, input: unknown): Promise<VttVariableView> {
    return toVariableView(await this.updateNamed(context, variables, id, parseInput(vttVariableInput, input)));
  }

  deleteVariable(context: Context, id: number): Promise<void> {
    return this.deleteNamed(context, variables, id);
  }

  /**
   * The variables a biome does not use yet, which its detail form may choose; with `keepVariableId`, also that one
   * (the variable of the detail being edited).
   */
  async unattachedVariables(context: Context, vttBiomeId: number, keepVariableId?: number): Promise<VttVariableView[]> {
    await findOr404(context.em, VttBiome, vttBiomeId, 'biome');
    const attached = await context.em.find(VttVariableDetail, { vttBiome: vttBiomeId }, { fields: ['vttVariable'] });
    const taken = attached.map((detail) => detail.vttVariable.id).filter((id) => id !== keepVariableId);
    const free = await context.em.find(VttVariable, taken.length ? { id: { $nin: taken } } : {}, {
      orderBy: { name: 'asc' },
    });
    return free.map(toVariableView);
  }

  // Variable details of a biome

  /** The biome's variable details in the calculator's order (GET /vttvariabledetailmaps/{biome id}). */
  async details(context: Context, vttBiomeId: number): Promise<VttVariableDetailView[]> {
    await this.visibleBiome(context, context.em, vttBiomeId);
    return detailsOf(context.em, vttBiomeId);
  }

  /** One detail, if its biome is one the caller may see. */
  async detail(context: Context, id: number): Promise<VttVariableDetailView> {
    const detail = await context.em.findOne(VttVariableDetail, id, {
      populate: ['vttBiome', 'vttVariable', 'vttSubBiome'],
    });
    if (!detail || (!detail.vttBiome.showForUserCalculations && !this.seesAllBiomes(context))) {
      throw notFound(`There is no variable detail ${id}.`);
    }
    return toDetailView(detail);
  }

  /** How many variable details there are, of one biome when it is given. */
  detailCount(context: Context, vttBiomeId?: number): Promise<number> {
    return context.em.count(VttVariableDetail, vttBiomeId ? { vttBiome: vttBiomeId } : {});
  }

  async createDetail(context: Context, input: unknown): Promise<VttVariableDetailView> {
    const values = parseInput(vttVariableDetailInput, input);
    return context.em.transactional(async (em) => {
      const detail = em.create(VttVariableDetail, await this.detailFields(em, values));
      await flushDetail(em, detail);
      return toDetailView(detail);
    });
  }

  async updateDetail(context: Context, id: number, input: unknown): Promise<VttVariableDetailView> {
    const values = parseInput(vttVariableDetailInput, input);
    return context.em.transactional(async (em) => {
      const detail = await em.findOne(VttVariableDetail, id);
      if (!detail) throw notFound(`There is no variable detail ${id}.`);
      em.assign(detail, await this.detailFields(em, values));
      await flushDetail(em, detail);
      return toDetailView(detail);
    });
  }

  async deleteDetail(context: Context, id: number): Promise<void> {
    const deleted = await context.em.nativeDelete(VttVariableDetail, { id });
    if (!deleted) throw notFound(`There is no variable detail ${id}.`);
  }

  /** A detail's columns, its biome, variable and sub biome looked up so that a wrong id is a clear 400. */
  private async detailFields(em: EntityManager, values: z.output<typeof vttVariableDetailInput>) {
    const { vttBiomeId, vttVariableId, vttSubBiomeId, ...numbers } = values;
    const [biome, variable, subBiome] = await Promise.all([
      em.findOne(VttBiome, vttBiomeId),
      em.findOne(VttVariable, vttVariableId),
      vttSubBiomeId === null ? null : em.findOne(VttSubBiome, vttSubBiomeId),
    ]);
    if (!biome) throw badRequest(`There is no value transfer biome ${vttBiomeId}.`);
    if (!variable) throw badRequest(`There is no variable ${vttVariableId}.`);
    if (vttSubBiomeId !== null && !subBiome) throw badRequest(`There is no sub biome ${vttSubBiomeId}.`);
    return { ...numbers, vttBiome: biome, vttVariable: variable, vttSubBiome: subBiome };
  }

  // The calculator

  /**
   * The value of a biome the caller may see for the given choices (spec 001 §9), checked by the calculator's rule:
   * each problem is named after its sub biome or variable.
   */
  async calculate(context: Context, input: unknown): Promise<VttCalculationView> {
    const { vttBiomeId, subBiomeChoices, variableValues } = parseInput(vttCalculationInput, input);
    const biome = await this.visibleBiome(context, context.em, vttBiomeId);
    const details = await detailsOf(context.em, vttBiomeId);
    const choices: VttCalculatorChoices = {
      subBiomes: Object.fromEntries(
        subBiomeChoices.map((choice) => [vttChoiceKey(choice.vttSubBiomeId), choice.vttVariableId]),
      ),
      variables: Object.fromEntries(
        variableValues.map(({ vttVariableId, value, useDefault }) => [
          vttChoiceKey(vttVariableId),
          { value, useDefault: useDefault ?? false },
        ]),
      ),
    };
    const parsed = vttCalculatorRule(details).safeParse(choices);
    if (!parsed.success) {
      const nameOf = choiceNames(details);
      const problems = parsed.error.issues.map((issue) => {
        const path = issue.path.slice(0, 2).join('.');
        return { path, message: `${nameOf.get(path) ?? path}: ${issue.message}` };
      });
      throw badRequest(problems.map((problem) => problem.message).join(' '), problems);
    }
    const result = calculateVttValue(biome, parsed.data);
    if (!Number.isFinite(result.value)) {
      throw badRequest('The result is too large to be shown as a number: check the values entered.');
    }
    const variableOf = new Map(details.map((detail) => [detail.vttVariableId, detail.vttVariable]));
    return {
      vttBiomeId,
      value: result.value,
      low: result.interval?.low ?? null,
      high: result.interval?.high ?? null,
      logValue: result.logValue,
      contributions: result.contributions.map((contribution, index) => ({
        ...contribution,
        vttVariable: variableOf.get(contribution.vttVariableId) ?? '',
        value: parsed.data[index].value,
      })),
    };
  }
}

/** The calculator's choice paths ("subBiomes.id3", "variables.id7") by the names a person knows. */
function choiceNames(details: readonly VttVariableDetailView[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const [subBiomeId, options] of vttSubBiomeGroups(details)) {
    names.set(`subBiomes.${vttChoiceKey(subBiomeId)}`, options[0].vttSubBiome ?? `Sub biome ${subBiomeId}`);
  }
  for (const detail of vttStandaloneDetails(details)) {
    names.set(`variables.${vttChoiceKey(detail.vttVariableId)}`, detail.vttVariable);
  }
  return names;
}

/** A biome's variable details in the calculator's order, with their variables and sub biomes. */
async function detailsOf(em: EntityManager, vttBiomeId: number): Promise<VttVariableDetailView[]> {
  const details = await em.find(
    VttVariableDetail,
    { vttBiome: vttBiomeId },
    { populate: ['vttVariable', 'vttSubBiome'], orderBy: detailOrder },
  );
  return details.map(toDetailView);
}

const nameTaken = (noun: string, name: string) => badRequest(`A ${noun} named ${name} already exists.`);

async function findOr404<Entity extends object>(
  em: EntityManager,
  entity: new () => Entity,
  id: number,
  noun: string,
): Promise<Entity> {
  const found = await em.findOne(entity, id as never);
  if (!found) throw notFound(`There is no ${noun === 'biome' ? 'value transfer biome' : noun} ${id}.`);
  return found;
}

/** Flushes; a name another admin saved meanwhile is refused like the check before it does. */
async function flushNamed(em: EntityManager, noun: string, name: string): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw nameTaken(noun, name);
    throw error;
  }
}

/** Flushes; a biome holds each variable once. */
async function flushDetail(em: EntityManager, detail: VttVariableDetail): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    throw badRequest(`The biome ${detail.vttBiome.name} already has the variable ${detail.vttVariable.name}.`);
  }
}
