import { Body, Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { mailReceivingKindOf, type MailSettingsResponse } from '@akiya/contracts';
import { CurrentUser, VerifiedUserRequired, VerifiedPost } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { MailSettingDto } from './dto/mail-setting.dto';
import { MailPreferencesService } from './mail-preferences.service';

/** Mail receiving settings of the logged-in user (my-page). */
@ApiTags('my-page')
@Controller('my-page/mail-settings')
export class MailPreferencesController {
  constructor(private readonly preferences: MailPreferencesService) {}

  @Get()
  @VerifiedUserRequired()
  @ApiOperation({ summary: 'The three mail receiving toggles of the logged-in user' })
  async get(@CurrentUser() user: UserEntity): Promise<MailSettingsResponse> {
    return { success: true, mailReceivingSettings: await this.preferences.settingsOf(user.id) };
  }

  @VerifiedPost()
  @ApiOperation({ summary: 'Turns one toggle (type 1 waitingForReopening, 2 newProperties, 3 others) on or off' })
  async set(@CurrentUser() user: UserEntity, @Body() body: MailSettingDto): Promise<MailSettingsResponse> {
    const kind = mailReceivingKindOf(body.type);
    // The DTO refused any other type; this keeps the compiler and a future caller honest.
    if (!kind) throw new Error('unreachable: type validated by MailSettingDto');
    return { success: true, mailReceivingSettings: await this.preferences.set(user.id, kind, body.value) };
  }
}
