// The api-keys module: users' API keys and the principal a request with one acts as.
export { ApiKey } from './api-key.entity.ts';
export { ApiKeysService } from './api-keys.service.ts';
export { principalForApiKey, refuseApiKeyWrites } from './api-key-principal.ts';
