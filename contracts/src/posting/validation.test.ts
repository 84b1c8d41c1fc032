import { MESSAGES } from '../messages';
import { EMPTY_POSTING_VALUES, type PostingValues } from './form';
import { UPLOAD_TOTAL_LIMIT_BYTES } from './limits';
import { POSTING_MESSAGES } from './messages';
import { orderedPostingErrors, validatePosting } from './validation';

const valid: PostingValues = {
  ...EMPTY_POSTING_VALUES,
  title: '海の見える古民家',
  description: '日当たりの良い家です。',
  prefecture_code: '17',
  municipality: '輪島市',
  address_public: '輪島市河井町',
  address_private: '輪島市河井町1-2-3',
  price_man_yen: '300',
  land_or_building: 'building',
  built_year: '1970',
  structure: '木造',
  category_ids: ['1'],
  contact_name: '山田 太郎',
  contact_name_kana: 'やまだ\u3000たろう',
  contact_phone: '090-1234-5678',
  contact_email: 'taro@example.jp',
  agree_terms: '1',
  agree_privacy: '1',
};

describe('validatePosting', () => {
  it('accepts a complete form', () => {
    expect(validatePosting(valid)).toEqual({});
  });

  it('gives the first message per field', () => {
    const errors = validatePosting({ ...valid, title: '', contact_phone: '0901234', contact_name_kana: 'ヤマダ', agree_terms: '' });
    expect(errors).toEqual({
      title: MESSAGES.required,
      contact_phone: MESSAGES.phone,
      contact_name_kana: MESSAGES.hiragana,
      agree_terms: MESSAGES.required,
    });
    expect(orderedPostingErrors(errors).map((e) => e.field)).toEqual(['title', 'contact_name_kana', 'contact_phone', 'agree_terms']);
  });

  it('needs a price unless undecided', () => {
    expect(validatePosting({ ...valid, price_man_yen: '' }).price_man_yen).toBe(MESSAGES.required);
    expect(validatePosting({ ...valid, price_man_yen: '', price_undecided: '1' })).toEqual({});
    expect(validatePosting({ ...valid, price_man_yen: '-1' }).price_man_yen).toBe(POSTING_MESSAGES.invalidPrice);
  });

  it('checks the upload total in MB', () => {
    expect(validatePosting(valid, [{ size: UPLOAD_TOTAL_LIMIT_BYTES, comment: '' }])).toEqual({});
    expect(validatePosting(valid, [{ size: UPLOAD_TOTAL_LIMIT_BYTES, comment: '' }, { size: 1, comment: '' }]).photos).toBe(
      'ファイルは合計50MB以内にしてください',
    );
  });
});
