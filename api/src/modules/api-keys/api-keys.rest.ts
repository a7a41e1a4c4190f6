import { route, type RestRoute } from '../../core/rest.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/**
 * GET /api/ExternalApi/generateapi (spec 001 §7): a new key with the default lifetime, answered as its text. The
 * page's list, sending and revoking are GraphQL's (apiKeys, sendApiKey, revokeApiKey).
 */
export const apiKeyRoutes = (apiKeys: ApiKeysService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/ExternalApi/generateapi',
    access: 'apikeySetup',
    handle: async (_input, context, response) => {
      const { key } = await apiKeys.generate(context, {});
      // The key is shown once: no cache may keep it.
      response.setHeader('Cache-Control', 'no-store');
      response.type('text/plain').send(key);
    },
  }),
];
