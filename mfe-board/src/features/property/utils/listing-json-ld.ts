import { formatAccess, formatRoad, layoutRooms, PREFECTURES, type PropertyDetail } from '@akiya/contracts';

/** An image path as an absolute URL (paths of this site; absolute ones unchanged). */
function absolute(path: string, origin: string): string {
  return new URL(path, origin).toString();
}

/**
 * schema.org data of a listing page: a RealEstateListing whose offer is the price (in yen) and whose
 * subject is the house (SingleFamilyResidence) or the land (Place), with its address, areas, rooms,
 * year and the facts of the facts table as PropertyValues. Absent facts are left out.
 */
export function listingJsonLd(listing: PropertyDetail, origin: string): Record<string, unknown> {
  const url = absolute(`/project/${listing.id}`, origin);
  const land = listing.land_or_building === 'land';
  const facts = listing.facts;
  const additional: { name: string; value: string | number }[] = [];
  const add = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') additional.push({ name, value });
  };
  if (facts) {
    add('間取り', facts.layout);
    for (const a of facts.access) add('交通', formatAccess(a));
    add('用途地域', facts.zoning);
    add('建ぺい率', facts.coverageRatio !== null ? `${facts.coverageRatio}%` : null);
    add('容積率', facts.floorAreaRatio !== null ? `${facts.floorAreaRatio}%` : null);
    add('接道', facts.road ? formatRoad(facts.road) : null);
    add('設備', facts.utilities.length > 0 ? facts.utilities.join('・') : null);
    add('土地権利', facts.landRights);
    add('現況', facts.currentStatus);
  }
  const area = (m2: number | null) => (m2 === null ? undefined : { '@type': 'QuantitativeValue', value: m2, unitCode: 'MTK' });
  const subject: Record<string, unknown> = {
    '@type': land ? 'Place' : 'SingleFamilyResidence',
    name: listing.title,
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'JP',
      addressRegion: PREFECTURES.find((p) => p.code === listing.prefecture_code)?.name ?? listing.prefecture_name,
      addressLocality: listing.municipality,
    },
    ...(typeof listing.lat === 'number' && typeof listing.lng === 'number' ? { geo: { '@type': 'GeoCoordinates', latitude: listing.lat, longitude: listing.lng } } : {}),
    ...(land ? {} : { floorSize: area(listing.building_area), numberOfRooms: layoutRooms(facts?.layout) ?? undefined, yearBuilt: listing.built_year ?? undefined }),
    ...(additional.length > 0 ? { additionalProperty: additional.map((p) => ({ '@type': 'PropertyValue', ...p })) } : {}),
  };
  if (listing.land_area !== null) subject.lotSize = area(listing.land_area);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    url,
    description: listing.description.slice(0, 300),
    ...(listing.published_at ? { datePosted: listing.published_at } : {}),
    image: (listing.images ?? []).map((i) => absolute(i.path, origin)),
    ...(listing.price_man_yen !== null ? { offers: { '@type': 'Offer', price: listing.price_man_yen * 10_000, priceCurrency: 'JPY', url } } : {}),
    about: subject,
  };
}
