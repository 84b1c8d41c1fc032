import { ERROR_PAGE, errorPageFor, formatMessage, MESSAGES } from './messages';

describe('MESSAGES', () => {
  it('holds the spec texts exactly (docs/product.md §5)', () => {
    expect(MESSAGES.required).toBe('必須項目です');
    expect(MESSAGES.email).toBe('有効なメールアドレスではありません');
    expect(MESSAGES.maxLength).toBe('{length}文字以内にしてください');
    expect(MESSAGES.minLength).toBe('{length}文字以上でなければなりません');
    expect(MESSAGES.password).toBe('半角英数字6〜20文字以内で入力してください');
    expect(MESSAGES.phone).toBe('正しい電話番号かご確認ください');
    expect(MESSAGES.zipcode).toBe('不正な郵便番号です');
    expect(MESSAGES.emailExists).toBe('すでに登録済みのメールアドレスです');
    expect(MESSAGES.hiragana).toBe('ひらがなで入力してください');
    expect(MESSAGES.uploadTotal).toBe('ファイルは合計{size}MB以内にしてください');
    expect(MESSAGES.numericPeriod).toBe('数字のみ入力が出来ます');
    expect(MESSAGES.searchWordHint).toBe('キーワードを2〜20文字以内で入力してください');
    expect(MESSAGES.emailChangeEmpty).toBe('新しいメールアドレスを入力してください');
    expect(MESSAGES.emailChangeSame).toBe('ご登録のメールアドレスは使用できません');
    expect(MESSAGES.emailChangeTaken).toBe('このメールアドレスは既に登録されています');
    expect(MESSAGES.emailChangeDisabled).toBe('このメールアドレスはご利用できません');
    expect(MESSAGES.emailVerifyFailed).toBe('メールアドレスの検証に失敗しました');
  });

  it('holds the spec texts exactly (docs/product.md §2, §6, §8)', () => {
    expect(MESSAGES.searchPlaceholder).toBe('物件を検索...');
    expect(MESSAGES.loginRequired).toBe('ご利用にはログインが必要です。');
    expect(MESSAGES.setPassword).toBe('パスワードを設定してください');
    expect(MESSAGES.disabledLogin).toBe('このアカウントは無効です。※ご不明点は家いちば（{email}）までお問い合わせください。');
    expect(MESSAGES.wrongPassword).toBe('パスワードが正しくありません。');
    expect(MESSAGES.formError).toBe('入力エラーがあります。');
    expect(MESSAGES.profileAlertButton).toBe('変更申請フォームへ');
    expect(MESSAGES.emailUpdateNotDone).toBe('新しいメールアドレスへの変更はまだ完了していません。');
    expect(MESSAGES.emailUpdateFailed).toBe(
      'エラーが発生したため、メールアドレスの更新に失敗しました。しばらくしてからもう一度お試しください。',
    );
    expect(MESSAGES.emailUpdateRetry).toBe('再実行');
    expect(MESSAGES.emailUpdateLinkInvalid).toBe(
      'メールアドレス更新用のリンクが無効になっています。お手数ですがもう一度最初からやりなおしてください。',
    );
    expect(MESSAGES.close).toBe('閉じる');
    expect(MESSAGES.emailInvalidCannotLogin).toBe('ご登録のメールアドレスは無効になっており、ログインできません。');
  });

  it('has our own texts for the profile alert and the set-password note', () => {
    expect(MESSAGES.profileAlert).toMatch(/お名前・ご住所に不備があります/);
    expect(MESSAGES.profileAlert).toMatch(/ご連絡先/);
    expect(MESSAGES.setPasswordMailSent).toMatch(/メール/);
  });

  it('has the API and shell texts', () => {
    expect(MESSAGES.invalidPage).toBe('ページ番号は1以上の整数で指定してください');
    expect(MESSAGES.invalidLimit).toBe('表示件数は1〜50の整数で指定してください');
    expect(MESSAGES.unknownParameter).toBe('使用できないパラメータです');
    expect(MESSAGES.tooManyFilters).toBe('絞り込み条件は1つだけ指定できます');
    expect(MESSAGES.notFound).toBe('お探しのページは見つかりませんでした');
    expect(MESSAGES.rateLimited).toBe('リクエストが多すぎます。しばらくしてからもう一度お試しください。');
    expect(MESSAGES.remoteLoadFailed).toBe('このページを読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。');
    expect(MESSAGES.remoteUnavailable).toBe('一時的に表示できません。しばらくしてからお試しください');
    expect(MESSAGES.retry).toBe('再読み込み');
    // the error panel words a server fault, an unavailable remote and a crash differently from a connection problem
    expect(
      new Set([MESSAGES.remoteLoadFailed, MESSAGES.remoteUnavailable, MESSAGES.remoteServerFailed, MESSAGES.remoteCrashed]).size,
    ).toBe(4);
    expect(MESSAGES.remoteServerFailed).not.toContain('通信環境をご確認');
    expect(MESSAGES.remoteUnavailable).not.toContain('通信環境');
    expect(MESSAGES.serverError).toEqual(expect.any(String));
    expect(MESSAGES.databaseUnavailable).toEqual(expect.any(String));
  });

  it('has the account texts', () => {
    expect(MESSAGES.csrfFailed).toBe('ページの有効期限が切れました。ページを再読み込みしてから、もう一度お試しください。');
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
  it('holds the spec texts', () => {
    expect(ERROR_PAGE.titles).toEqual({
      400: 'Bad request',
      401: 'Unauthorized',
      404: 'Page not found',
      other: 'An error occurred',
    });
    expect(ERROR_PAGE.notFoundRoute).toBe('This page could not be found');
    expect(ERROR_PAGE.descriptions).toEqual({
      400: '不正なリクエストです。',
      401: 'このページへのアクセス権がありません。',
      404: 'アクセスされたURLは存在しません。URLが変更されたか、表示できない状態になっています。',
      other: '内部エラーが発生しました（{code}）。',
    });
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
