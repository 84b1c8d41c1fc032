import { ERROR_PAGE, errorPageFor, formatMessage, MESSAGES } from './messages';

/** The texts pinned word for word: [key, text]. */
const SPEC_TEXTS: [keyof typeof MESSAGES, string][] = [
  // docs/product.md §5
  ['required', '必須項目です'],
  ['email', '有効なメールアドレスではありません'],
  ['maxLength', '{length}文字以内にしてください'],
  ['minLength', '{length}文字以上でなければなりません'],
  ['password', '半角英数字6〜20文字以内で入力してください'],
  ['phone', '正しい電話番号かご確認ください'],
  ['zipcode', '不正な郵便番号です'],
  ['emailExists', 'すでに登録済みのメールアドレスです'],
  ['hiragana', 'ひらがなで入力してください'],
  ['uploadTotal', 'ファイルは合計{size}MB以内にしてください'],
  ['numericPeriod', '数字のみ入力が出来ます'],
  ['searchWordHint', 'キーワードを2〜20文字以内で入力してください'],
  ['emailChangeEmpty', '新しいメールアドレスを入力してください'],
  ['emailChangeSame', 'ご登録のメールアドレスは使用できません'],
  ['emailChangeTaken', 'このメールアドレスは既に登録されています'],
  ['emailChangeDisabled', 'このメールアドレスはご利用できません'],
  ['emailVerifyFailed', 'メールアドレスの検証に失敗しました'],
  // docs/product.md §2, §6, §8
  ['searchPlaceholder', '物件を検索...'],
  ['loginRequired', 'ご利用にはログインが必要です。'],
  ['setPassword', 'パスワードを設定してください'],
  ['disabledLogin', 'このアカウントは無効です。※ご不明点は家いちば（{email}）までお問い合わせください。'],
  ['wrongPassword', 'パスワードが正しくありません。'],
  ['formError', '入力エラーがあります。'],
  ['profileAlertButton', '変更申請フォームへ'],
  ['emailUpdateNotDone', '新しいメールアドレスへの変更はまだ完了していません。'],
  ['emailUpdateFailed', 'エラーが発生したため、メールアドレスの更新に失敗しました。しばらくしてからもう一度お試しください。'],
  ['emailUpdateRetry', '再実行'],
  ['emailUpdateLinkInvalid', 'メールアドレス更新用のリンクが無効になっています。お手数ですがもう一度最初からやりなおしてください。'],
  ['close', '閉じる'],
  ['emailInvalidCannotLogin', 'ご登録のメールアドレスは無効になっており、ログインできません。'],
  // the API and the shell
  ['invalidPage', 'ページ番号は1以上の整数で指定してください'],
  ['invalidLimit', '表示件数は1〜50の整数で指定してください'],
  ['unknownParameter', '使用できないパラメータです'],
  ['tooManyFilters', '絞り込み条件は1つだけ指定できます'],
  ['notFound', 'お探しのページは見つかりませんでした'],
  ['rateLimited', 'リクエストが多すぎます。しばらくしてからもう一度お試しください。'],
  ['remoteLoadFailed', 'このページを読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。'],
  ['remoteUnavailable', '一時的に表示できません。しばらくしてからお試しください'],
  ['retry', '再読み込み'],
  ['csrfFailed', 'ページの有効期限が切れました。ページを再読み込みしてから、もう一度お試しください。'],
  // the board's query
  ['invalidId', 'IDは1以上の整数で指定してください'],
  ['invalidArea', '都道府県コードが正しくありません'],
  ['invalidPrice', '価格は0以上の整数（万円）で指定してください'],
  ['priceRangeReversed', '上限の価格は下限以上で指定してください'],
  ['invalidValue', '指定できない値です'],
  ['invalidCity', '市区町村コードは5桁の数字で指定してください'],
  ['cityNotInArea', '市区町村が指定の都道府県にありません'],
  ['invalidLandArea', '土地面積は0以上の整数（㎡）で指定してください'],
  ['landAreaRangeReversed', '上限の土地面積は下限以上で指定してください'],
  ['invalidBuildingAge', '築年数は0以上の整数（年）で指定してください'],
  ['buildingAgeRangeReversed', '築年数の上限は下限以上で指定してください'],
];

describe('MESSAGES', () => {
  it.each(SPEC_TEXTS)('%s is the spec text', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('has our own texts for the profile alert and the set-password note', () => {
    expect(MESSAGES.profileAlert).toMatch(/お名前・ご住所に不備があります/);
    expect(MESSAGES.profileAlert).toMatch(/ご連絡先/);
    expect(MESSAGES.setPasswordMailSent).toMatch(/メール/);
  });

  it('words a server fault, an unavailable remote and a crash differently from a connection problem', () => {
    expect(
      new Set([MESSAGES.remoteLoadFailed, MESSAGES.remoteUnavailable, MESSAGES.remoteServerFailed, MESSAGES.remoteCrashed]).size,
    ).toBe(4);
    expect(MESSAGES.remoteServerFailed).not.toContain('通信環境をご確認');
    expect(MESSAGES.remoteUnavailable).not.toContain('通信環境');
    expect(MESSAGES.serverError).toEqual(expect.any(String));
    expect(MESSAGES.databaseUnavailable).toEqual(expect.any(String));
  });

  it('has the account texts', () => {
    for (const key of [
      'notVerified',
      'verifyTokenInvalid',
      'resetTokenInvalid',
      'invalidReturnPath',
      'mailSendFailed',
      'addressNotFound',
      'emailChangeNotNeeded',
      'currentPasswordWrong',
    ] as const) {
      expect(MESSAGES[key]).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    }
    expect(MESSAGES.verifyTokenInvalid).toMatch(/再送/);
  });

  it('types no text twice', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('contains no empty text', () => {
    for (const text of Object.values(MESSAGES)) expect(text.trim()).not.toBe('');
  });
});

describe('formatMessage', () => {
  it('replaces placeholders', () => {
    expect(formatMessage(MESSAGES.maxLength, { length: 20 })).toBe('20文字以内にしてください');
    expect(formatMessage(MESSAGES.minLength, { length: 6 })).toBe('6文字以上でなければなりません');
    expect(formatMessage(MESSAGES.uploadTotal, { size: 10 })).toBe('ファイルは合計10MB以内にしてください');
    expect(formatMessage(MESSAGES.disabledLogin, { email: 'info@example.jp' })).toBe(
      'このアカウントは無効です。※ご不明点は家いちば（info@example.jp）までお問い合わせください。',
    );
  });

  it('replaces every occurrence and several names', () => {
    expect(formatMessage('{a}-{b}-{a}', { a: 1, b: 'x' })).toBe('1-x-1');
  });

  it('leaves unknown placeholders and plain text alone', () => {
    expect(formatMessage('{a} {missing}', { a: 'A' })).toBe('A {missing}');
    expect(formatMessage('必須項目です', {})).toBe('必須項目です');
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });

  it('inserts values literally (no $ replacement patterns)', () => {
    expect(formatMessage('{a}', { a: '$&$1' })).toBe('$&$1');
  });
});

describe('ERROR_PAGE / errorPageFor', () => {
  /** [status key, title, description] of the spec. */
  const TEXTS = [
    ['400', 'Bad request', '不正なリクエストです。'],
    ['401', 'Unauthorized', 'このページへのアクセス権がありません。'],
    ['404', 'Page not found', 'アクセスされたURLは存在しません。URLが変更されたか、表示できない状態になっています。'],
    ['other', 'An error occurred', '内部エラーが発生しました（{code}）。'],
  ];

  it('holds the spec texts', () => {
    expect(Object.entries(ERROR_PAGE.titles)).toEqual(TEXTS.map(([key, title]) => [key, title]));
    expect(Object.entries(ERROR_PAGE.descriptions)).toEqual(TEXTS.map(([key, , description]) => [key, description]));
    expect(ERROR_PAGE.notFoundRoute).toBe('This page could not be found');
    expect(ERROR_PAGE.backToTop).toBe('トップページに戻る');
    expect(ERROR_PAGE.defaultStatus).toBe(500);
  });

  it.each([
    [400, 'Bad request', '不正なリクエストです。'],
    [401, 'Unauthorized', 'このページへのアクセス権がありません。'],
    [404, 'Page not found', 'アクセスされたURLは存在しません。URLが変更されたか、表示できない状態になっています。'],
    [403, 'An error occurred', '内部エラーが発生しました（403）。'],
    [500, 'An error occurred', '内部エラーが発生しました（500）。'],
    [503, 'An error occurred', '内部エラーが発生しました（503）。'],
  ])('status %p', (status, title, description) => {
    expect(errorPageFor(status)).toEqual({ status, title, description });
  });

  it.each([undefined, NaN, 0, 99, 600, 404.5, -404])('defaults %p to 500', (status) => {
    expect(errorPageFor(status)).toEqual({
      status: 500,
      title: 'An error occurred',
      description: '内部エラーが発生しました（500）。',
    });
  });
});
