import { validateSearchParams, type SearchParams } from '@akiya/contracts';
import type { UserEntity } from './entities/user.entity';

/** A price bound beyond this means the same as this one (the listing query clamps it the same way). */
const MAX_STORED_PRICE = 2_147_483_647;

/** Validated params as stored in `users.search_params` (JSON; prices clamped so the column always fits). */
export function serializeSearchParams(params: SearchParams): string {
  const clamp = (v: string) => (v !== '' && Number(v) > MAX_STORED_PRICE ? String(MAX_STORED_PRICE) : v);
  return JSON.stringify({ ...params, price_from: clamp(params.price_from), price_to: clamp(params.price_to) });
}

/** The user's saved my-search params, or null when never saved (or unreadable: then the defaults apply). */
export function readSavedSearchParams(user: Pick<UserEntity, 'searchParams'> | null | undefined): SearchParams | null {
  if (!user?.searchParams) return null;
  try {
    const result = validateSearchParams(JSON.parse(user.searchParams));
    return result.ok ? result.value : null;
  } catch {
    return null;
  }
}
