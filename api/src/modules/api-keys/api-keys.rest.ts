import { route, type RestRoute, type RestTag } from '../../core/rest.ts';
import type { ApiKeysService } from './api-keys.service.ts';

export const apiKeysTag: RestTag = {
  name: 'API keys',
  description: 'Keys that let scripts read the data without a session.',
};

/**
 * GET /api/ExternalApi/generateapi (spec 001 §7): a new key with the default lifetime, answered as its text. The
 * page's list, sending and revoking are GraphQL's (apiKeys, sendApiKey, revokeApiKey).
 */
export const apiKeyRoutes = (apiKeys: ApiKeysService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/ExternalApi/generateapi',
    access: 'apikeySetup',
    summary: 'Generate an API key, answered once as text',
    fileAnswer: 'text',
    handle: async (_input, context, response) => {
      const { key } = await apiKeys.generate(context, {});
      // The key is shown once: no cache may keep it.
      response.setHeader('Cache-Control', 'no-store');
      response.type('text/plain').send(key);
    },
  }),
];
