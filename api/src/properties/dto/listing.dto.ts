import { ApiProperty } from '@nestjs/swagger';
import {
  ROOT_TYPE_KEYS,
  SORT_ORDERS,
  type AreaCategory,
  type Category,
  type ListingFacts,
  type ListingImage,
  type ListingSeller,
  type ListingSummary,
  type MapMarker,
  type MapMarkersResponse,
  type PostSearchParamsResponse,
  type PropertyDetail,
  type PropertyListResponse,
  type RootTypeKey,
  type SearchParams,
} from '@akiya/contracts';

// OpenAPI descriptions of the listing responses; each class implements the contract type it documents.

export class ListingImageDto implements ListingImage {
  @ApiProperty({ example: '/uploads/properties/12/1.jpg' })
  path: string;

  @ApiProperty({ example: '外観' })
  comment: string;
}

export class CategoryDto implements Category {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: '古民家' })
  name: string;

  @ApiProperty({ required: false, example: '/images/categories/kominka.jpg' })
  image?: string;
}

export class AreaCategoryDto implements AreaCategory {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: '海の近く' })
  name: string;
}

export class ListingSummaryDto implements ListingSummary {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: '築80年の古民家、囲炉裏のある暮らし' })
  title: string;

  @ApiProperty({ example: '20' })
  prefecture_code: string;

  @ApiProperty({ example: '長野県' })
  prefecture_name: string;

  @ApiProperty({ example: '松本市' })
  municipality: string;

  @ApiProperty({ example: '20202', nullable: true, type: String, description: '5-digit 全国地方公共団体コード; null when the municipality matches none' })
  city_code: string | null;

  @ApiProperty({ example: '長野県松本市' })
  address: string;

  @ApiProperty({ type: Number, nullable: true, description: '万円; null = 価格未定', example: 300 })
  price_man_yen: number | null;

  @ApiProperty({ enum: ['building', 'land'] })
  land_or_building: 'building' | 'land';

  @ApiProperty({ type: Number, nullable: true, description: 'm²' })
  land_area: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'm²' })
  building_area: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 1948 })
  built_year: number | null;

  @ApiProperty({ type: ListingImageDto, nullable: true })
  image: ListingImage | null;

  @ApiProperty({ type: [CategoryDto] })
  categories: Category[];

  @ApiProperty({ type: [String], description: 'Tag slugs (price tags first)', example: ['200-1000manyen', '古民家'] })
  tags: string[];

  @ApiProperty({ enum: ROOT_TYPE_KEYS })
  root_type: RootTypeKey;

  @ApiProperty()
  is_suspension: boolean;

  @ApiProperty({ example: '2026-05-01T09:00:00.000Z' })
  published_at: string;

  @ApiProperty({ example: 3 })
  contact_count: number;
}

export class PropertyListResponseDto implements PropertyListResponse {
  @ApiProperty({ type: [Number], description: 'Ids of the whole result in order (at most 1000)' })
  applicableIds: number[];

  @ApiProperty({ type: [ListingSummaryDto] })
  items: ListingSummary[];

  @ApiProperty({ example: 321 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 10 })
  limit: number;

  @ApiProperty({ example: 33 })
  totalPages: number;
}

export class ListingSellerDto implements ListingSeller {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: '山田さん', description: 'Public name: the last name with さん (publicUserName)' })
  name: string;
}

export class PropertyDetailDto extends ListingSummaryDto implements PropertyDetail {
  @ApiProperty()
  description: string;

  @ApiProperty({ example: '長野県松本市', description: 'The public part of the address (same as address)' })
  address_public: string;

  @ApiProperty({ description: 'Always true for a listing the API serves' })
  is_published: boolean;

  @ApiProperty({ description: 'Always false for a listing the API serves' })
  is_stop_published: boolean;

  @ApiProperty({ type: ListingSellerDto })
  seller: ListingSeller;

  @ApiProperty({ type: String, nullable: true, example: '木造' })
  structure: string | null;

  @ApiProperty({
    description: '間取り, 交通 (stations with walking minutes), 用途地域, 建ぺい率 (%), 容積率 (%), 接道, 設備, 土地権利, 現況: null or empty when not stated (contracts ListingFacts)',
    example: { layout: '4LDK', access: [{ line: 'JR飯山線', station: '戸狩野沢温泉', walkMinutes: 15 }], zoning: '第一種住居地域', coverageRatio: 60, floorAreaRatio: 200, road: { direction: '南', widthM: 4 }, utilities: ['上水道', '浄化槽', 'プロパンガス', '電気'], landRights: '所有権', currentStatus: '空き家' },
  })
  facts: ListingFacts;

  @ApiProperty({ type: Number, nullable: true })
  lat: number | null;

  @ApiProperty({ type: Number, nullable: true })
  lng: number | null;

  @ApiProperty({ description: 'The seller accepts new enquiries' })
  reception: boolean;

  @ApiProperty()
  view_count: number;

  @ApiProperty({ type: AreaCategoryDto, nullable: true })
  area_category: AreaCategory | null;

  @ApiProperty({ type: [ListingImageDto] })
  images: ListingImage[];

  @ApiProperty()
  updated_at: string;
}

export class SavedSearchParamsDto implements SearchParams {
  @ApiProperty({ enum: SORT_ORDERS })
  sort_order: SearchParams['sort_order'];

  @ApiProperty({ enum: ['yes', 'no'] })
  price_undecided: SearchParams['price_undecided'];

  @ApiProperty({ description: '万円, digits or empty', example: '100' })
  price_from: string;

  @ApiProperty({ description: '万円, digits or empty', example: '' })
  price_to: string;

  @ApiProperty({ enum: ['', 'building', 'land'] })
  land_or_building: SearchParams['land_or_building'];

  @ApiProperty({ enum: ['', 'has', 'both'] })
  photo: SearchParams['photo'];

  @ApiProperty({ enum: ['yes', 'no'] })
  reception: SearchParams['reception'];

  @ApiProperty({ enum: ['yes', 'no'] })
  publication: SearchParams['publication'];
}

export class PostSearchParamsResponseDto implements PostSearchParamsResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: SavedSearchParamsDto })
  searchParams: SearchParams;
}

class MapMarkerDto implements MapMarker {
  @ApiProperty({ example: 296 }) id: number;
  @ApiProperty({ example: '海の見える古民家' }) title: string;
  @ApiProperty({ type: Number, nullable: true, example: 350, description: '万円; null when undecided' }) price_man_yen: number | null;
  @ApiProperty({ example: '32' }) prefecture_code: string;
  @ApiProperty({ example: 36.2 }) lat: number;
  @ApiProperty({ example: 133.3 }) lng: number;
}

export class MapMarkersResponseDto implements MapMarkersResponse {
  @ApiProperty({ type: [MapMarkerDto] }) items: MapMarker[];
  @ApiProperty({ description: 'More listings with coordinates match than the 500 answered' }) capped: boolean;
}
