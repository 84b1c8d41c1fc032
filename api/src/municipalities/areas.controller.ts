import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, prefectureByCode, type MunicipalityCount } from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import { ApiErrorBodyDto } from '../http/api-error-body.dto';
import { PropertiesService } from '../properties/properties.service';

/** Municipalities of a prefecture with their published listings (docs/search.md "Municipalities"). */
@ApiTags('properties')
@Controller('areas')
export class AreasController {
  constructor(private readonly properties: PropertiesService) {}

  @Get(':pref/cities')
  @ApiOperation({
    summary: "A prefecture's municipalities (code, name, kana) with their published listings",
    description: 'Every municipality of the prefecture in code order, `count` 0 included. Unknown prefecture → 404.',
  })
  @ApiOkResponse({ description: '{ prefecture_code, items: [{ code, name, kana, count }] }' })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto })
  async cities(@Param('pref') pref: string): Promise<{ prefecture_code: string; items: MunicipalityCount[] }> {
    if (!/^[0-9]{2}$/.test(pref) || !prefectureByCode(pref)) throw new ApiError(404, MESSAGES.notFound, { pref: [MESSAGES.notFound] });
    return { prefecture_code: pref, items: await this.properties.cities(pref) };
  }
}
