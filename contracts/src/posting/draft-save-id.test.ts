import { isDraftSaveId, makeDraftSaveId } from './draft-save-id';

describe('makeDraftSaveId', () => {
  it('is 7 random digits then YYYYMMDDHHmmssSS', () => {
    const id = makeDraftSaveId(new Date(2026, 10, 22, 9, 5, 7, 340), () => 0.55);
    expect(id).toBe('5555555' + '2026112209050734');
    expect(isDraftSaveId(id)).toBe(true);
    expect(isDraftSaveId('123')).toBe(false);
  });
});
