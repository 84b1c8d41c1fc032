import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@akiya/contracts';
import { renderAt, where } from '../../../testing/render-at';
import { SearchForm } from './search-form';

function renderForm(variant: 'hero' | 'dialog' = 'hero') {
  const onSubmitted = jest.fn();
  renderAt(<SearchForm variant={variant} onSubmitted={onSubmitted} />, '/', { baseData: false });
  return { onSubmitted, box: screen.getByRole('searchbox', { name: '検索キーワード' }), submit: screen.getByRole('button', { name: '検索' }) };
}

const HINT = 'キーワードを2〜20文字以内で入力してください';

describe('SearchForm', () => {
  it('has the placeholder of the spec and no hint before typing', () => {
    const { box, submit } = renderForm();
    expect(box).toHaveAttribute('placeholder', MESSAGES.searchPlaceholder);
    expect(box).toHaveAttribute('placeholder', '物件を検索...');
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('shows the hint while the word is too short and blocks submitting', async () => {
    const { box, submit, onSubmitted } = renderForm();
    await userEvent.type(box, '家');
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(HINT);
    expect(submit).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    expect(where()).toBe('/');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('treats spaces only (including the ideographic space) as empty', async () => {
    const { box, submit } = renderForm();
    await userEvent.type(box, ' 　 ');
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('shows the hint when more than 20 characters are typed', async () => {
    const { box, submit } = renderForm();
    await userEvent.type(box, 'あ'.repeat(20));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    await userEvent.type(box, 'い');
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('shows the hint when Enter is pressed in an empty box', async () => {
    const { box } = renderForm();
    await userEvent.type(box, '{Enter}');
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(where()).toBe('/');
  });

  it('hides the hint again once the word is valid', async () => {
    const { box } = renderForm();
    await userEvent.type(box, '古');
    expect(screen.getByText(HINT)).toBeInTheDocument();
    await userEvent.type(box, '民家');
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it.each(['hero', 'dialog'] as const)('(%s) goes to /search/{word} with the trimmed, encoded word', async (variant) => {
    const { box, submit, onSubmitted } = renderForm(variant);
    await userEvent.type(box, ' 古民家 海/近く ');
    await userEvent.click(submit);
    expect(where()).toBe(`/search/${encodeURIComponent('古民家 海/近く')}`);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('submits with Enter', async () => {
    const { box } = renderForm();
    await userEvent.type(box, '古民家{Enter}');
    expect(where()).toBe('/search/%E5%8F%A4%E6%B0%91%E5%AE%B6');
  });
});
