import { atMostInt4 } from '@esvd/schema/rules/database-values';
import { z } from 'zod';
import { idParams, route, type RestRoute } from '../../core/rest.ts';
import type { VttService } from './vtt.service.ts';

const idOf = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(...atMostInt4(name));

const flag = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((value) => value === 'true');

const toggleParams = idParams.extend({ value: flag('value') });
const biomeListQuery = z.object({ userVisibleOnly: flag('userVisibleOnly').optional() });
const unattachedParams = z.object({ vttBiomeId: idOf('vttBiomeId'), vttVariableId: idOf('vttVariableId') });
const exclusiveUnattachedParams = z.object({ vttBiomeId: idOf('vttBiomeId') });
const detailCountQuery = z.object({ vttBiomeId: idOf('vttBiomeId').optional() });

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

  route({ method: 'GET', path: '/vttsubbiomes', access: 'vtt', handle: (_input, context) => vtt.subBiomes(context) }),
  route({
    method: 'GET',
    path: '/vttsubbiomes/count',
    access: 'vtt',
    handle: (_input, context) => vtt.subBiomeCount(context),
  }),
  route({
    method: 'GET',
    path: '/vttsubbiomes/:id',
    access: 'vtt',
    params: idParams,
    handle: ({ params }, context) => vtt.subBiome(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/vttsubbiomes',
    access: 'vtt',
    body: z.unknown(),
    handle: ({ body }, context) => vtt.createSubBiome(context, body),
  }),
  route({
    method: 'PUT',
    path: '/vttsubbiomes/:id',
    access: 'vtt',
    params: idParams,
    body: z.unknown(),
    handle: ({ params, body }, context) => vtt.updateSubBiome(context, params.id, body),
  }),
  route({
    method: 'DELETE',
    path: '/vttsubbiomes/:id',
    access: 'vtt',
    params: idParams,
    handle: ({ params }, context) => vtt.deleteSubBiome(context, params.id),
  }),

  route({ method: 'GET', path: '/vttvariables', access: 'vtt', handle: (_input, context) => vtt.variables(context) }),
  route({
    method: 'GET',
    path: '/vttvariables/count',
    access: 'vtt',
    handle: (_input, context) => vtt.variableCount(context),
  }),
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
  route({
    method: 'GET',
    path: '/vttvariables/:id',
    access: 'vtt',
    params: idParams,
    handle: ({ params }, context) => vtt.variable(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/vttvariables',
    access: 'vtt',
    body: z.unknown(),
    handle: ({ body }, context) => vtt.createVariable(context, body),
  }),
  route({
    method: 'PUT',
    path: '/vttvariables/:id',
    access: 'vtt',
    params: idParams,
    body: z.unknown(),
    handle: ({ params, body }, context) => vtt.updateVariable(context, params.id, body),
  }),
  route({
    method: 'DELETE',
    path: '/vttvariables/:id',
    access: 'vtt',
    params: idParams,
    handle: ({ params }, context) => vtt.deleteVariable(context, params.id),
  }),

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
