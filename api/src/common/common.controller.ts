import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BaseData } from '@akiya/contracts';
import { CommonService } from './common.service';
import { CurrentUser } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { BaseDataDto } from './dto/base-data.dto';

@ApiTags('common')
@Controller('common')
export class CommonController {
  constructor(private readonly common: CommonService) {}

  @Get('base-data')
  @ApiOperation({ summary: 'Start data: prefectures, categories, area categories, user, search params' })
  @ApiOkResponse({ type: BaseDataDto })
  baseData(@CurrentUser() user: UserEntity | null): Promise<BaseData> {
    return this.common.baseData(user);
  }
}
