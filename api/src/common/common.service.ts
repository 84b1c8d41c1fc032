import { Injectable } from '@nestjs/common';
import { DEFAULT_MAIL_RECEIVING_SETTINGS, DEFAULT_SEARCH_PARAMS, PREFECTURE_GROUPS, type BaseData } from '@akiya/contracts';
import { CategoriesService } from '../categories/categories.service';
import { EditorialFavoritesService } from '../favorites/editorial-favorites.service';
import { FavoritesService } from '../favorites/favorites.service';
import { MailPreferencesService } from '../mail-preferences/mail-preferences.service';
import type { UserEntity } from '../users/entities/user.entity';
import { readSavedSearchParams } from '../users/saved-search-params';
import { toUserDto } from '../users/user.mapper';

/** Start data of every page (GET /api/common/base-data); `user` is the logged-in user or null. */
@Injectable()
export class CommonService {
  constructor(
    private readonly categories: CategoriesService,
    private readonly favoriteListings: FavoritesService,
    private readonly mailPreferences: MailPreferencesService,
    private readonly editorialFavorites: EditorialFavoritesService,
  ) {}

  async baseData(user: UserEntity | null = null): Promise<BaseData> {
    const [categories, areaCategories, favorites, mailReceivingSettings, articleFavorites, solutionFavorites] = await Promise.all([
      this.categories.listVisibleCategories(),
      this.categories.listAreaCategories(),
      user ? this.favoriteListings.ids(user.id) : Promise.resolve([]),
      user ? this.mailPreferences.settingsOf(user.id) : Promise.resolve({ ...DEFAULT_MAIL_RECEIVING_SETTINGS }),
      user ? this.editorialFavorites.ids('article', user.id) : Promise.resolve([]),
      user ? this.editorialFavorites.ids('solution', user.id) : Promise.resolve([]),
    ]);
    return {
      prefectures: PREFECTURE_GROUPS,
      prefectureForUsers: PREFECTURE_GROUPS,
      areaCategories,
      categories,
      // Ids of the user's favourite published listings, newest first (also on `user`, docs/product.md §3).
      favorites,
      // Ids of the user's favourite published articles / Q&A, newest first.
      articleFavorites,
      solutionFavorites,
      user: user ? { ...toUserDto(user), favorites } : null,
      // The saved my-search params of a logged-in user, else the defaults.
      searchParams: readSavedSearchParams(user) ?? { ...DEFAULT_SEARCH_PARAMS },
      // The user's mail receiving toggles (docs/seller.md); all on when logged out.
      mailReceivingSettings,
      profileAlertDismissed: user ? user.profileAlertDismissedAt !== null : false,
    };
  }
}
