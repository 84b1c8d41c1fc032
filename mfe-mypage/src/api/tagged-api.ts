import { api, type SharedCacheTag } from '@akiya/shared-ui';

/**
 * shared-ui's API slice with the cache tags a module's endpoints use: the names other apps share
 * (checked against SharedCacheTag), then this app's own.
 */
export function taggedApi<const S extends SharedCacheTag, const O extends string = never>(shared: readonly S[], own: readonly O[] = []) {
  return api.enhanceEndpoints({ addTagTypes: shared }).enhanceEndpoints({ addTagTypes: own });
}
