import { ApiProperty } from '@nestjs/swagger';
import type {
  AreaCategory,
  BaseData,
  Category,
  MailReceivingSettings,
  PrefectureGroup,
  PrefectureGroupItem,
  SearchParams,
  User,
} from '@akiya/contracts';
import { AreaCategoryDto, CategoryDto } from '../../properties/dto/listing.dto';

// OpenAPI descriptions of GET /api/common/base-data; each class implements the contract type.

class PrefectureGroupItemDto implements PrefectureGroupItem {
  @ApiProperty({ example: 13 }) id: number;
  @ApiProperty({ example: '13' }) code: string;
  @ApiProperty({ example: '東京都' }) name: string;
  @ApiProperty({ example: '東京' }) short_name: string;
  @ApiProperty() disabled: boolean;
}

class PrefectureGroupDto implements PrefectureGroup {
  @ApiProperty({ example: 'kanto' }) code: PrefectureGroup['code'];
  @ApiProperty({ example: '関東' }) name: string;
  @ApiProperty({ type: [PrefectureGroupItemDto] }) items: PrefectureGroupItem[];
}

class SearchParamsDto implements SearchParams {
  @ApiProperty({ example: 'publish-desc' }) sort_order: SearchParams['sort_order'];
  @ApiProperty({ example: 'yes' }) price_undecided: SearchParams['price_undecided'];
  @ApiProperty({ example: '' }) price_from: string;
  @ApiProperty({ example: '' }) price_to: string;
  @ApiProperty({ example: '' }) land_or_building: SearchParams['land_or_building'];
  @ApiProperty({ example: '' }) photo: SearchParams['photo'];
  @ApiProperty({ example: 'yes' }) reception: SearchParams['reception'];
  @ApiProperty({ example: 'yes' }) publication: SearchParams['publication'];
}

class MailReceivingSettingsDto implements MailReceivingSettings {
  @ApiProperty() waitingForReopening: boolean;
  @ApiProperty() newProperties: boolean;
  @ApiProperty() others: boolean;
}

export class BaseDataDto implements BaseData {
  @ApiProperty({ type: [PrefectureGroupDto] }) prefectures: PrefectureGroup[];
  @ApiProperty({ type: [PrefectureGroupDto] }) prefectureForUsers: PrefectureGroup[];
  @ApiProperty({ type: [AreaCategoryDto] }) areaCategories: AreaCategory[];
  @ApiProperty({ type: [CategoryDto], description: "Sorted; '復興応援' is never listed" }) categories: Category[];
  @ApiProperty({ type: [Number] }) favorites: number[];
  @ApiProperty({ type: [Number] }) articleFavorites: number[];
  @ApiProperty({ type: [Number] }) solutionFavorites: number[];
  @ApiProperty({ type: Object, nullable: true, description: 'The logged-in user (docs/product.md §3 shape); null when logged out' })
  user: User | null;
  @ApiProperty({ type: SearchParamsDto }) searchParams: SearchParams;
  @ApiProperty({ type: MailReceivingSettingsDto }) mailReceivingSettings: MailReceivingSettings;
  @ApiProperty({ description: 'The logged-in user dismissed the profile alert (false when logged out)' })
  profileAlertDismissed: boolean;
}
