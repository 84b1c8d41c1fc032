import { looksLikeSelf } from './partners.service';

describe('looksLikeSelf', () => {
  const partner = { email: 'Ouen@Example.jp', phone: '0263-00-0000', user_phone: '090-0000-0000' };
  const owner = { email: 'other@example.jp', phone: '080-1111-2222', contact_email: null, contact_phone: null };

  it('is false for somebody else', () => {
    expect(looksLikeSelf(partner, owner)).toBe(false);
    expect(looksLikeSelf(partner, { ...owner, contact_email: 'uri@example.jp', contact_phone: '03-1234-5678' })).toBe(false);
  });

  it('spots the partner’s phone numbers digit by digit, full-width included', () => {
    expect(looksLikeSelf(partner, { ...owner, phone: '09000000000' })).toBe(true);
    expect(looksLikeSelf(partner, { ...owner, contact_phone: '０２６３（００）００００' })).toBe(true);
  });

  it('spots the partner’s email address as the listing contact, whatever the case', () => {
    expect(looksLikeSelf(partner, { ...owner, contact_email: ' ouen@example.JP ' })).toBe(true);
  });

  it('ignores empty and partial numbers on either side', () => {
    expect(looksLikeSelf({ email: 'a@example.jp', phone: null, user_phone: '' }, { ...owner, phone: '', contact_phone: '' })).toBe(false);
    expect(looksLikeSelf({ ...partner, phone: '110' }, { ...owner, phone: '110' })).toBe(false);
  });
});
