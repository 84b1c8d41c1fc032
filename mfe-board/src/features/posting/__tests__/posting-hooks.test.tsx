import { act, renderHook } from '@testing-library/react';
import { POSTING_MESSAGES } from '@akiya/contracts';
import { usePostingDraft } from '../hooks/use-posting-draft';
import { serverPostingErrors } from '../hooks/use-posting-submit';
import { emptyDraft } from '../utils/draft-storage';

describe('usePostingDraft', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  test('reads the stored draft once, however often the form renders', () => {
    localStorage.setItem('post-draft', JSON.stringify({ ...emptyDraft(), values: { ...emptyDraft().values, title: '保存済み' } }));
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const { result } = renderHook(() => usePostingDraft({ editId: null, initial: null, user: null }));
    expect(result.current.values.title).toBe('保存済み');
    expect(result.current.notice).toBe(POSTING_MESSAGES.draftRestored);
    act(() => result.current.setValue('title', '海の見える家'));
    act(() => result.current.setValue('municipality', '輪島市'));
    expect(result.current.values).toMatchObject({ title: '海の見える家', municipality: '輪島市' });
    expect(getItem.mock.calls.filter(([key]) => key === 'post-draft')).toHaveLength(1);
  });

  test('fills empty contact fields from the account and tells which field changed', () => {
    const onChange = jest.fn();
    const user = { email: 'u@example.jp', last_name: '山田', first_name: '太郎' };
    const { result } = renderHook(() => usePostingDraft({ editId: null, initial: null, user, onChange }));
    expect(result.current.values).toMatchObject({ contact_email: 'u@example.jp', contact_name: '山田 太郎' });
    act(() => result.current.setValue('title', 'x'));
    expect(onChange).toHaveBeenCalledWith('title');
  });
});

test('the API field errors: first message each, unknown fields shown at the photos', () => {
  expect(serverPostingErrors({ title: '必須項目です', 'photos[2]': '画像の形式が正しくありません' })).toEqual({
    title: '必須項目です',
    photos: '画像の形式が正しくありません',
  });
});
