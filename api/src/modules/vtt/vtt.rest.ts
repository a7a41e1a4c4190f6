import { vttBiomeInput, vttSubBiomeInput, vttVariableDetailInput, vttVariableInput } from '@esvd/schema/rules/vtt';
import { z } from 'zod';
import type { Context } from '../../core/context.ts';
import { idParam, idParams, route, type RestRoute, type RestTag } from '../../core/rest.ts';
import type { VttService } from './vtt.service.ts';

export const vttTag: RestTag = {
  name: 'Value transfer tool',
  description: 'The biomes, sub biomes, variables and variable details of the value transfer calculator.',
};

const flag = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((value) => value === 'true');

const toggleParams = idParams.extend({ value: flag('value') });
const biomeListQuery = z.object({ userVisibleOnly: flag('userVisibleOnly').optional() });
const unattachedParams = z.object({ vttBiomeId: idParam('vttBiomeId'), vttVariableId: idParam('vttVariableId') });
const exclusiveUnattachedParams = z.object({ vttBiomeId: idParam('vttBiomeId') });
const detailCountQuery = z.object({ vttBiomeId: idParam('vttBiomeId').optional() });

/** What the setup does with one of its named lists (sub biomes, variables), and what an entry is. */
interface NamedList {
  singular: string;
  plural: string;
  /** The shared rule the service validates an entry with. */
  rule: z.ZodType;
  list(context: Context): Promise<unknown>;
  count(context: Context): Promise<unknown>;
  get(context: Context, id: number): Promise<unknown>;
  create(context: Context, body: unknown): Promise<unknown>;
  update(context: Context, id: number, body: unknown): Promise<unknown>;
  remove(context: Context, id: number): Promise<unknown>;
}

/**
 * A named list's paths (setup only): list, count, then `named` (paths that would otherwise be read as an id), then
 * details, create, update and delete by id. The bodies are validated by the service.
 */
function namedListRoutes(base: string, list: NamedList, named: RestRoute[] = []): RestRoute[] {
  return [
    route({
      method: 'GET',
      path: base,
      access: 'vtt',
      summary: `The ${list.plural}`,
      handle: (_input, context) => list.list(context),
    }),
    route({
      method: 'GET',
      path: `${base}/count`,
      access: 'vtt',
      summary: `Number of ${list.plural}`,
      handle: (_input, context) => list.count(context),
    }),
    ...named,
    route({
      method: 'GET',
      path: `${base}/:id`,
      access: 'vtt',
      summary: `One ${list.singular}`,
      params: idParams,
      handle: ({ params }, context) => list.get(context, params.id),
    }),
    route({
      method: 'POST',
      path: base,
      access: 'vtt',
      summary: `Add a ${list.singular}`,
      serviceRules: { body: list.rule },
      body: z.unknown(),
      handle: ({ body }, context) => list.create(context, body),
    }),
    route({
      method: 'PUT',
      path: `${base}/:id`,
      access: 'vtt',
      summary: `Change a ${list.singular}`,
      serviceRules: { body: list.rule },
      params: idParams,
      body: z.unknown(),
      handle: ({ params, body }, context) => list.update(context, params.id, body),
    }),
    route({
      method: 'DELETE',
      path: `${base}/:id`,
      access: 'vtt',
      summary: `Delete a ${list.singular}`,
      params: idParams,
      handle: ({ params }, context) => list.remove(context, params.id),
    }),
  ];
}

/**
 * The VTT calls of spec 001 §7. Reads the calculator needs (biomes, a biome's details) are public and show a visitor
 * only the biomes shown for user calculations; the rest is the setup's. Each count and named path comes before the
 * `:id` path it would otherwise be read as.
 */
export const vttRoutes = (vtt: VttService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/vttbiomes',
    access: 'public',
    summary: 'The biomes (a visitor sees those shown for user calculations)',
    query: biomeListQuery,
    handle: ({ query }, context) => vtt.biomes(context, query.userVisibleOnly ?? false),
  }),
  route({
    method: 'GET',
    path: '/vttbiomes/exclude',
    access: 'vtt',
    summary: 'The biomes hidden from user calculations',
    handle: (_input, context) => vtt.hiddenBiomes(context),
  }),
  route({
    method: 'GET',
    path: '/vttbiomes/count',
    access: 'vtt',
    summary: 'Number of biomes',
    handle: (_input, context) => vtt.biomeCount(context),
  }),
  route({
    method: 'PUT',
    path: '/vttbiomes/toggledisplay/:id/:value',
    access: 'vtt',
    summary: 'Show or hide a biome for user calculations',
    params: toggleParams,
    handle: ({ params }, context) => vtt.setBiomeVisibility(context, params.id, params.value),
  }),
  route({
    method: 'GET',
    path: '/vttbiomes/:id',
    access: 'public',
    summary: 'One biome',
    params: idParams,
    handle: ({ params }, context) => vtt.biome(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/vttbiomes',
    access: 'vtt',
    summary: 'Add a biome',
    serviceRules: { body: vttBiomeInput },
    body: z.unknown(),
    handle: ({ body }, context) => vtt.createBiome(context, body),
  }),
  route({
    method: 'PUT',
    path: '/vttbiomes/:id',
    access: 'vtt',
    summary: 'Change a biome',
    serviceRules: { body: vttBiomeInput },
    params: idParams,
    body: z.unknown(),
    handle: ({ params, body }, context) => vtt.updateBiome(context, params.id, body),
  }),
  route({
    method: 'DELETE',
    path: '/vttbiomes/:id',
    access: 'vtt',
    summary: 'Delete a biome',
    params: idParams,
    handle: ({ params }, context) => vtt.deleteBiome(context, params.id),
  }),

  ...namedListRoutes('/vttsubbiomes', {
    singular: 'sub biome',
    plural: 'sub biomes',
    rule: vttSubBiomeInput,
    list: (context) => vtt.subBiomes(context),
    count: (context) => vtt.subBiomeCount(context),
    get: (context, id) => vtt.subBiome(context, id),
    create: (context, body) => vtt.createSubBiome(context, body),
    update: (context, id, body) => vtt.updateSubBiome(context, id, body),
    remove: (context, id) => vtt.deleteSubBiome(context, id),
  }),
  ...namedListRoutes(
    '/vttvariables',
    {
      singular: 'variable',
      plural: 'variables',
      rule: vttVariableInput,
      list: (context) => vtt.variables(context),
      count: (context) => vtt.variableCount(context),
      get: (context, id) => vtt.variable(context, id),
      create: (context, body) => vtt.createVariable(context, body),
      update: (context, id, body) => vtt.updateVariable(context, id, body),
      remove: (context, id) => vtt.deleteVariable(context, id),
    },
    [
      route({
        method: 'GET',
        path: '/vttvariables/unattachedvariables/:vttBiomeId/:vttVariableId',
        access: 'vtt',
        summary: "Variables a biome's detail may still use",
        params: unattachedParams,
        handle: ({ params }, context) => vtt.unattachedVariables(context, params.vttBiomeId, params.vttVariableId),
      }),
      route({
        method: 'GET',
        path: '/vttvariables/exclusiveunattachedvariables/:vttBiomeId',
        access: 'vtt',
        summary: 'Variables a biome does not use yet',
        params: exclusiveUnattachedParams,
        handle: ({ params }, context) => vtt.unattachedVariables(context, params.vttBiomeId),
      }),
    ],
  ),

  route({
    method: 'GET',
    path: '/vttvariabledetailmaps/count',
    access: 'vtt',
    summary: 'Number of variable details',
    query: detailCountQuery,
    handle: ({ query }, context) => vtt.detailCount(context, query.vttBiomeId),
  }),
  route({
    method: 'GET',
    path: '/vttvariabledetailmaps/details/:id',
    access: 'public',
    summary: 'One variable detail',
    params: idParams,
    handle: ({ params }, context) => vtt.detail(context, params.id),
  }),
  route({
    method: 'GET',
    path: '/vttvariabledetailmaps/:id',
    access: 'public',
    summary: "A biome's variable details (the id is the biome's)",
    params: idParams,
    // The id is the biome's: its list of variable details.
    handle: ({ params }, context) => vtt.details(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/vttvariabledetailmaps',
    access: 'vtt',
    summary: 'Add a variable detail',
    serviceRules: { body: vttVariableDetailInput },
    body: z.unknown(),
    handle: ({ body }, context) => vtt.createDetail(context, body),
  }),
  route({
    method: 'PUT',
    path: '/vttvariabledetailmaps/:id',
    access: 'vtt',
    summary: 'Change a variable detail',
    serviceRules: { body: vttVariableDetailInput },
    params: idParams,
    body: z.unknown(),
    handle: ({ params, body }, context) => vtt.updateDetail(context, params.id, body),
  }),
  route({
    method: 'DELETE',
    path: '/vttvariabledetailmaps/:id',
    access: 'vtt',
    summary: 'Delete a variable detail',
    params: idParams,
    handle: ({ params }, context) => vtt.deleteDetail(context, params.id),
  }),
];
