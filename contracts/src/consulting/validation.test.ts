import { MESSAGES } from '../messages';
import type { ConsultingRequestValues } from './form';
import { CONSULTING_MESSAGES } from './messages';
import { consultingFilesError, consultingMessageError, orderedConsultingErrors, validateConsultingRequest } from './validation';

const valid: ConsultingRequestValues = {
  requester_type: 'owner',
  property_mode: 'describe',
  property_id: '',
  prefecture_code: '20',
  place: '長野県松本市中央',
  property_description: '築60年の木造二階建て。5年前から空き家です。',
  problem: '相続した実家をどう活用すればよいか分かりません。',
  timing: 'within6Months',
  phone: '',
  agree_fees: 'true',
};

describe('consulting request rules', () => {
  it('accepts a complete described request and a listing request', () => {
    expect(validateConsultingRequest(valid)).toEqual({});
    expect(validateConsultingRequest({ ...valid, property_mode: 'listing', property_id: '12', prefecture_code: '', place: '', property_description: '' })).toEqual({});
  });

  it('gives the Japanese message of the first failing rule per field', () => {
    const errors = validateConsultingRequest({ property_mode: 'describe' });
    expect(errors).toEqual({
      requester_type: MESSAGES.required,
      prefecture_code: MESSAGES.required,
      place: MESSAGES.required,
      property_description: MESSAGES.required,
      problem: MESSAGES.required,
      timing: MESSAGES.required,
      agree_fees: MESSAGES.required,
    });
    expect(validateConsultingRequest({ ...valid, problem: '短い' }).problem).toBe('10文字以上でなければなりません');
    expect(validateConsultingRequest({ ...valid, problem: 'あ'.repeat(2001) }).problem).toBe('2000文字以内にしてください');
    expect(validateConsultingRequest({ ...valid, place: 'あ'.repeat(101) }).place).toBe('100文字以内にしてください');
    expect(validateConsultingRequest({ ...valid, phone: '0312345678' }).phone).toBe(MESSAGES.phone);
    expect(validateConsultingRequest({ ...valid, phone: '03-1234-5678' }).phone).toBeUndefined();
    expect(validateConsultingRequest({ ...valid, timing: 'tomorrow' }).timing).toBe(MESSAGES.invalidValue);
    expect(validateConsultingRequest({ ...valid, requester_type: 'alien' }).requester_type).toBe(MESSAGES.invalidValue);
    expect(validateConsultingRequest({ ...valid, prefecture_code: '99' }).prefecture_code).toBe(MESSAGES.invalidValue);
    expect(validateConsultingRequest({ ...valid, agree_fees: 'false' }).agree_fees).toBe(MESSAGES.required);
  });

  it('asks for a listing only in listing mode', () => {
    const errors = validateConsultingRequest({ ...valid, property_mode: 'listing', property_id: '' });
    expect(errors).toEqual({ property_id: CONSULTING_MESSAGES.listingRequired });
    expect(validateConsultingRequest({ ...valid, property_mode: 'listing', property_id: '0' }).property_id).toBe(CONSULTING_MESSAGES.listingRequired);
    expect(validateConsultingRequest({ ...valid, property_mode: 'somewhere' }).property_mode).toBe(MESSAGES.invalidValue);
  });

  it('orders errors as the form shows its fields', () => {
    const order = orderedConsultingErrors(validateConsultingRequest({ property_mode: 'describe' })).map((e) => e.field);
    expect(order).toEqual(['requester_type', 'prefecture_code', 'place', 'property_description', 'problem', 'timing', 'agree_fees']);
  });

  it('checks the files: count, type, total of 10 MB', () => {
    const png = { size: 1000, type: 'image/png' };
    expect(consultingFilesError([png])).toBeNull();
    expect(consultingFilesError(Array(6).fill(png))).toBe('添付ファイルは5件までです');
    expect(consultingFilesError([{ size: 10, type: 'text/plain' }])).toBe('添付できるのは画像（JPEG・PNG・WebP・GIF）とPDFのみです');
    expect(consultingFilesError([{ size: 10 * 1_048_576, type: 'application/pdf' }])).toBeNull();
    expect(consultingFilesError([{ size: 10 * 1_048_576 + 1, type: 'application/pdf' }])).toBe('ファイルは合計10MB以内にしてください');
  });

  it('checks a thread message', () => {
    expect(consultingMessageError('  ', 0)).toBe(MESSAGES.required);
    expect(consultingMessageError('', 1)).toBeNull();
    expect(consultingMessageError('あ'.repeat(2001), 0)).toBe('2000文字以内にしてください');
  });
});
