import {
  codePointLength,
  email,
  hiragana,
  isDigits,
  maxLength,
  minLength,
  numericPeriod,
  orderedErrors,
  password,
  phone,
  required,
  requiredTrue,
  type Rule,
  searchWord,
  uploadTotal,
  validateFields,
  validateTextFields,
  zipcode,
} from './validation';
import { MESSAGES } from './messages';

const REQUIRED = '必須項目です';

/** Every rule except required/requiredTrue/searchWord lets empty values through. */
const optionalRules: [string, Rule][] = [
  ['email', email],
  ['maxLength(3)', maxLength(3)],
  ['minLength(3)', minLength(3)],
  ['password', password],
  ['phone', phone],
  ['zipcode', zipcode],
  ['hiragana', hiragana],
  ['uploadTotal(1)', uploadTotal(1)],
  ['numericPeriod', numericPeriod],
];

describe.each(optionalRules)('%s with an empty value', (_name, rule) => {
  it.each([undefined, null, ''])('passes %p', (v) => {
    expect(rule(v)).toBeNull();
  });
});

describe('codePointLength', () => {
  it('counts code points', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('空き家')).toBe(3);
    expect(codePointLength('😀')).toBe(1);
    expect(codePointLength('𠮷野家')).toBe(3);
  });
});

describe('isDigits', () => {
  it.each(['0', '7', '0123', '1234567890'])('accepts %p', (v) => expect(isDigits(v)).toBe(true));
  it.each(['', ' 1', '1 ', '-1', '1.5', '１２', 'a1', '1e3', 12, null, undefined, ['1']])('rejects %p', (v) =>
    expect(isDigits(v)).toBe(false),
  );
});

describe('required', () => {
  it.each(['a', ' a ', '0', 0, true, ['x'], {}, '空'])('accepts %p', (v) => expect(required(v)).toBeNull());
  it.each([undefined, null, '', ' ', '　', ' \t\n', false, NaN, []])('rejects %p', (v) =>
    expect(required(v)).toBe(REQUIRED),
  );
});

describe('requiredTrue', () => {
  it.each([true, ['a'], [0], [false]])('accepts %p', (v) => expect(requiredTrue(v)).toBeNull());
  it.each([false, [], undefined, null, 'true', 1])('rejects %p', (v) => expect(requiredTrue(v)).toBe(REQUIRED));
});

describe('email', () => {
  const MESSAGE = '有効なメールアドレスではありません';
  it.each([
    'user@example.com',
    'first.last@example.co.jp',
    'user+tag@sub.example.jp',
    "o'brien_x-y@example-domain.org",
    'A@B.CO',
  ])('accepts %p', (v) => expect(email(v)).toBeNull());
  it.each([
    'plain',
    'user@',
    '@example.com',
    'user@example',
    'user@example.c',
    'user@@example.com',
    'user.@example.com',
    '.user@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@exa_mple.com',
    'user @example.com',
    ' user@example.com',
    'ｕｓｅｒ@example.com',
    'user＠example.com',
    'ユーザー@example.com',
    `${'a'.repeat(250)}@ex.com`,
    ' ',
    123,
    true,
    {},
  ])('rejects %p', (v) => expect(email(v)).toBe(MESSAGE));
});

describe('maxLength / minLength', () => {
  it('maxLength counts code points and inserts the length', () => {
    const rule = maxLength(3);
    expect(rule('abc')).toBeNull();
    expect(rule('空き家')).toBeNull();
    expect(rule('😀😀😀')).toBeNull();
    expect(rule('abcd')).toBe('3文字以内にしてください');
    expect(rule('😀😀😀😀')).toBe('3文字以内にしてください');
    expect(rule(1234)).toBe('3文字以内にしてください');
    expect(rule(123)).toBeNull();
    expect(rule(['a'])).toBe('3文字以内にしてください');
  });

  it('minLength counts code points and inserts the length', () => {
    const rule = minLength(3);
    expect(rule('abc')).toBeNull();
    expect(rule('😀😀😀')).toBeNull();
    expect(rule('ab')).toBe('3文字以上でなければなりません');
    expect(rule('😀😀')).toBe('3文字以上でなければなりません');
    expect(rule(' ')).toBe('3文字以上でなければなりません');
  });
});

describe('password', () => {
  const MESSAGE = '半角英数字6〜20文字以内で入力してください';
  it.each(['abc123', 'ABCDEF', '123456', 'a'.repeat(20), 'Abc123Xyz9'])('accepts %p', (v) =>
    expect(password(v)).toBeNull(),
  );
  it.each([
    ['5 chars', 'abc12'],
    ['21 chars', 'a'.repeat(21)],
    ['a symbol', 'abc12!'],
    ['a space', 'abc 123'],
    ['full-width letters', 'ａｂｃ１２３'],
    ['full-width digits', '１２３４５６'],
    ['kana', 'あいうえおか'],
    ['an emoji', 'abcde😀'],
    ['whitespace only', '      '],
  ])('rejects %s', (_label, v) => expect(password(v)).toBe(MESSAGE));
  it('checks the 6 and 20 boundaries', () => {
    expect(password('a'.repeat(5))).toBe(MESSAGE);
    expect(password('a'.repeat(6))).toBeNull();
    expect(password('a'.repeat(20))).toBeNull();
    expect(password('a'.repeat(21))).toBe(MESSAGE);
  });
});

describe('phone', () => {
  const MESSAGE = '正しい電話番号かご確認ください';
  it.each(['03-1234-5678', '090-1234-5678', '0120-123-456', '1-2-3', '1234567-1234567-1234567'])('accepts %p', (v) =>
    expect(phone(v)).toBeNull(),
  );
  it.each([
    '0312345678',
    '03-1234',
    '03-1234-5678-9',
    '03--5678',
    '-1234-5678',
    '03-1234-',
    '12345678-1-1',
    '03-1234-a678',
    '０３-１２３４-５６７８',
    '03ー1234ー5678',
    ' 03-1234-5678',
    '03 1234 5678',
    ' ',
  ])('rejects %p', (v) => expect(phone(v)).toBe(MESSAGE));
});

describe('zipcode', () => {
  const MESSAGE = '不正な郵便番号です';
  it.each(['1234567', '0000000', 1234567])('accepts %p', (v) => expect(zipcode(v)).toBeNull());
  it.each(['123456', '12345678', '123-4567', '１２３４５６７', '123456a', ' 1234567', '〒1234567', ' '])(
    'rejects %p',
    (v) => expect(zipcode(v)).toBe(MESSAGE),
  );
});

describe('hiragana', () => {
  const MESSAGE = 'ひらがなで入力してください';
  it.each(['やまだ', 'たろう', 'らーめん', 'やまだ　たろう', 'ぁぃぅぇぉゃゅょっゎゕゖ', 'ゝゞ', 'か\u3099'])('accepts %p', (v) =>
    expect(hiragana(v)).toBeNull(),
  );
  it.each(['ヤマダ', '山田', 'yamada', 'やまだ たろう', 'やまだ-', 'やまだ1', 'ﾔﾏﾀﾞ', 'やまだ😀', ' '])('rejects %p', (v) =>
    expect(hiragana(v)).toBe(MESSAGE),
  );
  it('accepts the long-vowel mark and ideographic space alone', () => {
    expect(hiragana('ー')).toBeNull();
    expect(hiragana('　')).toBeNull();
  });
});

describe('uploadTotal', () => {
  const rule = uploadTotal(10);
  const MESSAGE = 'ファイルは合計10MB以内にしてください';
  it('accepts totals up to the limit', () => {
    expect(rule(0)).toBeNull();
    expect(rule(10 * 1048576)).toBeNull();
    expect(rule([{ size: 5 * 1048576 }, { size: 5 * 1048576 }])).toBeNull();
    expect(rule([])).toBeNull();
  });
  it('rejects totals over the limit', () => {
    expect(rule(10 * 1048576 + 1)).toBe(MESSAGE);
    expect(rule([{ size: 5 * 1048576 }, { size: 5 * 1048576 + 1 }])).toBe(MESSAGE);
    expect(rule(NaN)).toBe(MESSAGE);
    expect(rule('big')).toBe(MESSAGE);
  });
  it('inserts the size', () => {
    expect(uploadTotal(2.5)(3 * 1048576)).toBe('ファイルは合計2.5MB以内にしてください');
  });
});

describe('numericPeriod', () => {
  const MESSAGE = '数字のみ入力が出来ます';
  it.each(['0', '12', '12.5', '0.25', '100.000', 12, 1.5])('accepts %p', (v) => expect(numericPeriod(v)).toBeNull());
  it.each(['.5', '12.', '1.2.3', '-1', '+1', '1,000', '１２', '12a', ' 12', '1e3', ' ', -1])('rejects %p', (v) =>
    expect(numericPeriod(v)).toBe(MESSAGE),
  );
});

describe('searchWord', () => {
  const HINT = 'キーワードを2〜20文字以内で入力してください';
  it.each([
    ['2 chars', 'ab'],
    ['20 chars', 'あ'.repeat(20)],
    ['trimmed to 2', '  古民家  '],
    ['ideographic spaces trimmed', '　古民家　'],
    ['inner space', '古民家 長野'],
    ['2 emoji', '😀😀'],
    ['20 emoji', '😀'.repeat(20)],
    ['full-width digits', '１２'],
  ])('accepts %s', (_label, v) => expect(searchWord(v)).toBeNull());
  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['1 char', 'a'],
    ['1 emoji', '😀'],
    ['21 chars', 'あ'.repeat(21)],
    ['21 emoji', '😀'.repeat(21)],
    ['whitespace only', '   '],
    ['ideographic space only', '　　　'],
    ['1 char after trimming', '  a  '],
    ['a number', 12],
  ])('rejects %s with the hint', (_label, v) => expect(searchWord(v)).toBe(HINT));
});

describe('validateFields', () => {
  interface Form {
    name: string;
    kana: string;
    password: string;
    zip: string;
    agree: boolean;
  }
  const rules = {
    name: [required, maxLength(5)],
    kana: [required, hiragana],
    password: [required, password],
    zip: [zipcode],
    agree: [requiredTrue],
  };

  it('returns the first message of each failing field only', () => {
    const values: Form = { name: '', kana: 'ヤマダ', password: 'abc123', zip: '123-4567', agree: false };
    expect(validateFields(values, rules)).toEqual({
      name: '必須項目です',
      kana: 'ひらがなで入力してください',
      zip: '不正な郵便番号です',
      agree: '必須項目です',
    });
  });

  it('returns the second rule when the first passes', () => {
    const values: Form = { name: '山田太郎です', kana: 'やまだ', password: 'abc', zip: '', agree: true };
    expect(validateFields(values, rules)).toEqual({
      name: '5文字以内にしてください',
      password: '半角英数字6〜20文字以内で入力してください',
    });
  });

  it('returns {} when every field is valid and ignores fields without rules', () => {
    const values: Form = { name: '山田', kana: 'やまだ', password: 'abc123', zip: '1234567', agree: true };
    expect(validateFields(values, rules)).toEqual({});
    expect(validateFields(values, {})).toEqual({});
    expect(validateFields(values, { name: [] })).toEqual({});
  });
});

describe('orderedErrors', () => {
  it('lists the failing fields in the given order, each with its message', () => {
    expect(orderedErrors(['a', 'b', 'c'], { c: 'C', a: 'A' })).toEqual([
      { field: 'a', message: 'A' },
      { field: 'c', message: 'C' },
    ]);
    expect(orderedErrors(['a', 'b'], {})).toEqual([]);
  });
});

describe('validateTextFields', () => {
  const rules = { name: [required, maxLength(3)], note: [maxLength(3)] };

  it('checks the fields in order, a missing value as empty, first message each', () => {
    expect(validateTextFields(['name', 'note'], {}, rules)).toEqual({ name: MESSAGES.required });
    expect(validateTextFields(['name', 'note'], { name: 'abcd', note: 'ab' }, rules)).toEqual({ name: '3文字以内にしてください' });
    expect(validateTextFields(['name', 'note'], { name: 'abc', note: null }, rules)).toEqual({});
  });

  it('rejects a value that is not a string, and prepares a string before its rules', () => {
    expect(validateTextFields(['name', 'note'], { name: 1, note: ['a'] }, rules)).toEqual({ name: MESSAGES.invalidValue, note: MESSAGES.invalidValue });
    expect(validateTextFields(['name', 'note'], { name: ' ab ' }, rules, (text) => text.trim())).toEqual({});
    expect(validateTextFields(['name', 'note'], { name: ' ab ' }, rules)).toEqual({ name: '3文字以内にしてください' });
  });
});
