import * as contracts from './index';

describe('public entry', () => {
  it.each([
    'PAGE_SIZE',
    'TIMINGS',
    'DEFAULT_SEARCH_PARAMS',
    'PRICE_TAGS',
    'priceTagForPrice',
    'capBadge',
    'MESSAGES',
    'ERROR_PAGE',
    'errorPageFor',
    'formatMessage',
    'required',
    'searchWord',
    'validateFields',
    'isDigits',
    'normalizeSearchText',
    'escapeLike',
    'PREFECTURES',
    'PREFECTURE_GROUPS',
    'prefectureByCode',
    'DEAL_STATUSES',
    'ROOT_TYPES',
    'availableActions',
    'validatePropertiesQuery',
    'isSafeReturnPath',
    'normalizeEmail',
    'REGISTRATION_RULES',
    'PROFILE_RULES',
    'ACCOUNT_ERROR_CODES',
    'SESSION_COOKIE_NAME',
    'CSRF_COOKIE_NAME',
    'validateSearchParams',
    'LISTING_COLLECTIONS',
    'isTreasure',
    'publicUserName',
    'listingPageTitle',
    'metaDescription',
  ])('re-exports %s', (name) => {
    expect(contracts).toHaveProperty(name);
  });
});
