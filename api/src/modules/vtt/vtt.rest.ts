import { z } from 'zod';
import type { Context } from '../../core/context.ts';
import { idParam, idParams, route, type RestRoute } from '../../core/rest.ts';
import type { VttService } from './vtt.service.ts';

const flag = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((value) => value === 'true');

const toggleParams = idParams.extend({ value: flag('value') });
const biomeListQuery = z.object({ userVisibleOnly: flag('userVisibleOnly').optional() });
const unattachedParams = z.object({ vttBiomeId: idParam('vttBiomeId'), vttVariableId: idParam('vttVariableId') });
const exclusiveUnattachedParams = z.object({ vttBiomeId: idParam('vttBiomeId') });
const detailCountQuery = z.object({ vttBiomeId: idParam('vttBiomeId').optional() });

/** What the setup does with one of its named lists (sub biomes, variables). */
interface NamedList {
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
    route({ method: 'GET', path: base, access: 'vtt', handle: (_input, context) => list.list(context) }),
    route({ method: 'GET', path: `${base}/count`, access: 'vtt', handle: (_input, context) => list.count(context) }),
    ...named,
    route({
      method: 'GET',
      path: `${base}/:id`,
      access: 'vtt',
      params: idParams,
      handle: ({ params }, context) => list.get(context, params.id),
    }),
    route({
      method: 'POST',
      path: base,
      access: 'vtt',
      body: z.unknown(),
      handle: ({ body }, context) => list.create(context, body),
    }),
    route({
      method: 'PUT',
      path: `${base}/:id`,
      access: 'vtt',
      params: idParams,
      body: z.unknown(),
      handle: ({ params, body }, context) => list.update(context, params.id, body),
    }),
    route({
      method: 'DELETE',
      path: `${base}/:id`,
      access: 'vtt',
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
    query: biomeListQuery,
    handle: ({ query }, context) => vtt.biomes(context, query.userVisibleOnly ?? false),
  }),
  route({
    method: 'GET',
    path: '/vttbiomes/exclude',
    access: 'vtt',
    handle: (_input, context) => vtt.hiddenBiomes(context),
  }),
  route({
    method: 'GET',
    path: '/vttbiomes/count',
    access: 'vtt',
    handle: (_input, context) => vtt.biomeCount(context),
  }),
  route({
    method: 'PUT',
    path: '/vttbiomes/toggledisplay/:id/:value',
    access: 'vtt',
    params: toggleParams,
    handle: ({ params }, context) => vtt.setBiomeVisibility(context, params.id, params.value),
  }),
  route({
    method: 'GET',
    path: '/vttbiomes/:id',
    access: 'public',
    params: idParams,
    handle: ({ params }, context) => vtt.biome(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/vttbiomes',
    access: 'vtt',
    body: z.unknown(),
    handle: ({ body }, context) => vtt.createBiome(context, body),
  }),
  route({
    method: 'PUT',
    path: '/vttbiomes/:id',
    access: 'vtt',
    params: idParams,
    body: z.unknown(),
    handle: ({ params, body }, context) => vtt.updateBiome(context, params.id, body),
  }),
  route({
    method: 'DELETE',
    path: '/vttbiomes/:id',
    access: 'vtt',
    params: idParams,
    handle: ({ params }, context) => vtt.deleteBiome(context, params.id),
  }),

  ...namedListRoutes('/vttsubbiomes', {
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
        params: unattachedParams,
        handle: ({ params }, context) => vtt.unattachedVariables(context, params.vttBiomeId, params.vttVariableId),
      }),
      route({
        method: 'GET',
        path: '/vttvariables/exclusiveunattachedvariables/:vttBiomeId',
        access: 'vtt',
        params: exclusiveUnattachedParams,
        handle: ({ params }, context) => vtt.unattachedVariables(context, params.vttBiomeId),
      }),
    ],
  ),

  route({
    method: 'GET',
    path: '/vttvariabledetailmaps/count',
    access: 'vtt',
    query: detailCountQuery,
    handle: ({ query }, context) => vtt.detailCount(context, query.vttBiomeId),
  }),
  route({
    method: 'GET',
    path: '/vttvariabledetailmaps/details/:id',
    access: 'public',
    params: idParams,
    handle: ({ params }, context) => vtt.detail(context, params.id),
  }),
  route({
    method: 'GET',
    path: '/vttvariabledetailmaps/:id',
    access: 'public',
    params: idParams,
    // The id is the biome's: its list of variable details.
    handle: ({ params }, context) => vtt.details(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/vttvariabledetailmaps',
    access: 'vtt',
    body: z.unknown(),
    handle: ({ body }, context) => vtt.createDetail(context, body),
  }),
  route({
    method: 'PUT',
    path: '/vttvariabledetailmaps/:id',
    access: 'vtt',
    params: idParams,
    body: z.unknown(),
    handle: ({ params, body }, context) => vtt.updateDetail(context, params.id, body),
  }),
  route({
    method: 'DELETE',
    path: '/vttvariabledetailmaps/:id',
    access: 'vtt',
    params: idParams,
    handle: ({ params }, context) => vtt.deleteDetail(context, params.id),
  }),
];
