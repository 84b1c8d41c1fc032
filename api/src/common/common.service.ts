import { Injectable } from '@nestjs/common';
import { DEFAULT_SEARCH_PARAMS, PREFECTURE_GROUPS, type BaseData } from '@akiya/contracts';
import { CategoriesService } from '../categories/categories.service';
import type { UserEntity } from '../users/entities/user.entity';
import { toUserDto } from '../users/user.mapper';

/** Start data of every page (GET /api/common/base-data); `user` is the logged-in user or null. */
@Injectable()
export class CommonService {
  constructor(private readonly categories: CategoriesService) {}

  async baseData(user: UserEntity | null = null): Promise<BaseData> {
    const [categories, areaCategories] = await Promise.all([
      this.categories.listVisibleCategories(),
      this.categories.listAreaCategories(),
    ]);
    return {
      prefectures: PREFECTURE_GROUPS,
      prefectureForUsers: PREFECTURE_GROUPS,
      areaCategories,
      categories,
      favorites: [],
      articleFavorites: [],
      solutionFavorites: [],
      user: user ? toUserDto(user) : null,
      searchParams: { ...DEFAULT_SEARCH_PARAMS },
      mailReceivingSettings: { waitingForReopening: true, newProperties: true, others: true },
      profileAlertDismissed: user ? user.profileAlertDismissedAt !== null : false,
    };
  }
}
