/**
 * Japanese texts of the board that are not (yet) in @akiya/contracts. Everything the spec or the
 * contracts already name (messages, sort labels, pagination titles, price tags) is read from there;
 * these are candidates for the lead to move into contracts.
 */
export const BOARD_TEXTS = {
  // Page titles
  boardTitle: '掲示板',
  newTitle: '新着物件',
  historiesTitle: '閲覧履歴',
  categoriesTitle: 'カテゴリーから探す',
  /** Search heading: 「古民家」の検索結果 ({title} is PAGINATION_TITLES.search). */
  searchResultTitle: '「{word}」の{title}結果',

  // Eyebrows above the heading
  eyebrowBoard: '物件を探す',
  eyebrowNew: '新着順',
  eyebrowSearch: 'キーワード',
  eyebrowArea: 'エリア',
  eyebrowTag: 'タグ',
  eyebrowCategory: 'カテゴリー',
  eyebrowAreaCategory: 'エリアの特徴',
  eyebrowHistories: '最近見た物件',

  // Counts and paging
  totalCount: '全{count}件',
  range: '{from}〜{to}件目を表示',
  pagination: 'ページ送り',
  previous: '前へ',
  next: '次へ',
  pageLabel: '{page}ページ目',
  sortLabel: '並び替え',

  // Cards
  suspended: '受付休止',
  noPhoto: '写真はありません',
  landArea: '土地',
  buildingArea: '建物',
  builtYear: '{year}年築（築{age}年）',
  builtYearNew: '{year}年築',

  // States
  loading: '物件を読み込んでいます',
  empty: '該当する物件はありません',
  emptyHint: '条件を変えるか、掲示板からすべての物件をご覧ください。',
  emptyLink: '掲示板で物件を探す',
  historiesEmpty: 'まだ閲覧した物件はありません',
  historiesEmptyHint: '物件の詳細ページを開くと、ここに新しい順で表示されます（最大50件）。',
  categoriesEmpty: 'カテゴリーはありません',

  // Search box
  searchLabel: 'キーワードで物件を検索',
  searchSubmit: '検索する',

  // Detail page
  price: '価格',
  location: '所在地',
  landAreaLong: '土地面積',
  buildingAreaLong: '建物面積',
  built: '築年',
  categories: 'カテゴリー',
  description: '物件の紹介',
  photoThumb: '{n}枚目の写真を表示',

  // Treasure collection
  treasureTitle: 'お宝物件',
  eyebrowTreasure: '掘り出し物',

  // Filter panel and my-search panel (search params, spec §3 / §9)
  filterToggle: '絞り込み',
  filterFormLabel: '絞り込み条件',
  filterApply: 'この条件で絞り込む',
  filterReset: '条件をリセット',
  priceRange: '価格（万円）',
  priceFrom: '下限（万円）',
  priceTo: '上限（万円）',
  priceRangeSeparator: '〜',
  priceUndecidedInclude: '価格未定を含む',
  landOrBuilding: '種別',
  landOrBuildingAll: 'すべて',
  photoFilter: '写真',
  photoAll: '指定なし',
  photoHas: '写真ありのみ',
  photoBoth: '写真あり・なし両方',
  receptionOnly: '受付中のみ',
  publicationOnly: '掲載中のみ',
  mySearch: '保存した検索条件',
  mySearchIntro: '保存した条件は、ログイン中に物件の一覧を開いたときに使われます。',
  mySearchLoginPrompt: 'ログインすると検索条件を保存できます',
  mySearchLogin: 'ログイン',
  mySearchSave: 'この条件を保存する',
  mySearchSaving: '保存しています…',
  mySearchClose: '閉じる',

  // Map page
  mapTitle: '地図から探す',
  eyebrowMap: '地図',
  mapSection: '地図で物件を見る',
  mapRegionSelect: '表示する地域',
  mapWholeCountry: '全国',
  mapLabel: '物件の地図',
  mapLoading: '地図に表示する物件を読み込んでいます',
  mapCountHint: 'ピンを選ぶと物件の名前と価格が出ます。「表示する地域」で都道府県を選ぶと、その地域の物件だけを表示します。',
  mapShownCount: '{count}件の物件を地図に表示しています',
  mapTruncated: '（位置のわかる物件のうち新しい順に{count}件）',
  mapNoListings: 'この地域に掲載中の物件はありません',
  mapListingsInView: '地図に表示中の物件',
  prefectureSection: '都道府県から探す',
  prefectureMap: '都道府県の地図（選ぶと、その都道府県の物件一覧を表示します）',
  regions: '地方',

  // Detail page: gallery
  galleryLabel: '物件の写真',
  galleryCounter: '{current} / {total}',
  galleryPrevious: '前の写真',
  galleryNext: '次の写真',
  galleryOpen: '写真を拡大表示（{current} / {total}）',
  galleryClose: '閉じる',
  galleryFullscreen: '写真の拡大表示',
  galleryThumbs: '写真の一覧',

  // Detail page: 物件概要
  overview: '物件概要',
  priceUnit: '価格',
  kind: '種別',
  kindLand: '土地',
  kindBuilding: '建物',
  structure: '構造',
  status: '状況',
  areaCategory: 'エリアの特徴',
  tags: 'タグ',
  publishedAt: '掲載日',
  updatedAt: '更新日',
  contactCount: '問い合わせ数',
  viewCount: '閲覧数',
  countUnit: '{count}件',
  viewUnit: '{count}回',
  areaWithTsubo: '{m2}（約{tsubo}坪）',
  builtYearOnly: '{year}年',
  builtYearAge: '{year}年（築{age}年）',
  notStated: '—',

  // Detail page: actions
  contact: 'この物件について問い合わせる',
  contactSuspended: 'この物件は現在、問い合わせの受付を休止しています（受付休止）。',
  contactClosed: 'この物件は{status}のため、現在は問い合わせを受け付けていません。',

  // Detail page: seller, navigation, map
  seller: '売主',
  sellerContacts: '進行中の問い合わせ {count}件',
  listingNavigation: '物件の移動',
  previousListing: '前の物件',
  nextListing: '次の物件',
  backToNamedList: '{title}の一覧に戻る',
  locationMap: '所在地の地図',
  locationMapNote: '地図上の位置はおおよその場所です。',
  locationMapLabel: '物件のおおよその位置を示す地図',
  share: 'この物件をシェア',
  reportListing: 'この物件を通報する',
  listingsFeed: '新着物件 | 家いちば',
  shareLine: 'LINEで送る',
  shareX: 'Xでポスト',
  shareCopy: 'リンクをコピー',
  shareCopied: 'リンクをコピーしました',
  shareCopyFailed: 'コピーできませんでした。上のリンクを選んでコピーしてください。',
  shareShortUrl: 'この物件の短縮URL',
  shareNewWindow: '（新しいウィンドウで開きます）',
  mapTilesUnavailable: '地図画像を読み込めません（物件の位置は表示しています）',
} as const;
