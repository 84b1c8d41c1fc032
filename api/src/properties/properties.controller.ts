import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  LAND_OR_BUILDING,
  LISTING_COLLECTIONS,
  MAX_PROPERTIES_LIMIT,
  PAGE_SIZE,
  PHOTO_FILTERS,
  PREFECTURES,
  SEARCH_PARAM_KEYS,
  SORT_ORDERS,
  YES_NO,
  validatePropertiesQuery,
  type MapMarkersResponse,
  type PropertiesQuery,
} from '@akiya/contracts';
import type { FastifyReply } from 'fastify';
import { ApiErrorBodyDto } from '../http/api-error-body.dto';
import { ContractQueryPipe, PositiveIntPipe } from '../http/pipes';
import { CurrentUser } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { readSavedSearchParams } from '../users/saved-search-params';
import { MapMarkersResponseDto, PropertyDetailDto, PropertyListResponseDto } from './dto/listing.dto';
import { PropertiesService } from './properties.service';

/**
 * The query a list answers: the request's own search params when it gives any (a visitor's choices
 * for this visit), else the logged-in user's saved my-search params, else the defaults.
 */
export function withSavedSearchParams(query: PropertiesQuery, user: UserEntity | null): PropertiesQuery {
  if (SEARCH_PARAM_KEYS.some((key) => key in query)) return query;
  const saved = readSavedSearchParams(user);
  return saved ? { ...query, ...saved } : query;
}

@ApiTags('properties')
@Controller('properties')
export class PropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Get()
  @ApiOperation({
    summary: 'Published listings, one page',
    description:
      'Validated with validatePropertiesQuery from @akiya/contracts. Any combination of area, city, areaCategoryId, word, categoryId, tagId, ' +
      'collection and the ranges land_area_from/to (㎡) and age_from/to (years), AND-combined (docs/search.md). ' +
      'A page past the last one is 404 (page 1 of an empty result is 200 with no items).',
  })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: MAX_PROPERTIES_LIMIT, default: PAGE_SIZE } })
  @ApiQuery({ name: 'area', required: false, description: 'Prefecture code', enum: PREFECTURES.map((p) => p.code) })
  @ApiQuery({ name: 'city', required: false, description: '5-digit municipality code (全国地方公共団体コード without check digit); inside `area` when both' })
  @ApiQuery({ name: 'areaCategoryId', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiQuery({ name: 'word', required: false, description: '2–20 characters; kana and width insensitive' })
  @ApiQuery({ name: 'categoryId', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiQuery({ name: 'tagId', required: false, description: 'Tag slug, e.g. 0-100manyen or 古民家' })
  @ApiQuery({
    name: 'collection',
    required: false,
    enum: LISTING_COLLECTIONS,
    description: 'treasure: ≤ 100万円 (0 included), with a photo, open to enquiries; new: published in the last 30 days (docs/board.md)',
  })
  @ApiQuery({ name: 'land_area_from', required: false, description: 'Land area ≥ (㎡, inclusive); unknown land area left out' })
  @ApiQuery({ name: 'land_area_to', required: false, description: 'Land area ≤ (㎡, inclusive)' })
  @ApiQuery({ name: 'age_from', required: false, description: 'Building age ≥ (years: this year in Japan − built year); unknown built year left out' })
  @ApiQuery({ name: 'age_to', required: false, description: 'Building age ≤ (years)' })
  @ApiQuery({ name: 'sort_order', required: false, enum: SORT_ORDERS })
  @ApiQuery({ name: 'price_undecided', required: false, enum: YES_NO })
  @ApiQuery({ name: 'price_from', required: false, description: '万円' })
  @ApiQuery({ name: 'price_to', required: false, description: '万円' })
  @ApiQuery({ name: 'land_or_building', required: false, enum: LAND_OR_BUILDING })
  @ApiQuery({ name: 'photo', required: false, enum: PHOTO_FILTERS })
  @ApiQuery({ name: 'reception', required: false, enum: YES_NO })
  @ApiQuery({ name: 'publication', required: false, enum: YES_NO })
  @ApiOkResponse({ type: PropertyListResponseDto, description: 'With no search param in the request, a logged-in user\'s saved my-search params apply' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'Unknown city, areaCategoryId, categoryId or tagId, or a page past the last one' })
  list(
    @Query(new ContractQueryPipe(validatePropertiesQuery)) query: PropertiesQuery,
    @CurrentUser() user: UserEntity | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    // The page comes serialised (and usually cached): sent as it is, as JSON.
    reply.header('content-type', 'application/json; charset=utf-8');
    return this.properties.listJson(withSavedSearchParams(query, user));
  }

  @Get('markers')
  @ApiOperation({
    summary: 'Map markers: id, title, price, lat, lng of published listings with coordinates, newest first',
    description:
      'The same filters and search params as GET /api/properties (page and limit are ignored); at most MAP_MARKERS_CAP (500) markers, ' +
      '`capped` when more match. Kept in the listing cache like the lists.',
  })
  @ApiOkResponse({ type: MapMarkersResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'Unknown areaCategoryId, categoryId or tagId' })
  markers(
    @Query(new ContractQueryPipe(validatePropertiesQuery)) query: PropertiesQuery,
    @CurrentUser() user: UserEntity | null,
  ): Promise<MapMarkersResponse> {
    return this.properties.markers(withSavedSearchParams(query, user));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One published listing with all fields and photos; counts a view' })
  @ApiOkResponse({ type: PropertyDetailDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto })
  get(@Param('id', PositiveIntPipe) id: number, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    reply.header('content-type', 'application/json; charset=utf-8');
    return this.properties.getJson(id);
  }
}
