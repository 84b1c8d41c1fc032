import type { AddressLookup } from '@akiya/contracts';

/** The address text a zipcode lookup fills in: prefecture, city and town. */
export function addressText(found: AddressLookup): string {
  return `${found.prefecture}${found.city}${found.town}`;
}
