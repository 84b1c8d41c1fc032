import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';
import { detailApi } from '../../../testing/property-detail';

describe('/project/:id sharing', () => {
  test('LINE, X and copy link, all with the /s/{id} short link on the site origin', async () => {
    detailApi();
    renderRoute('/project/7');
    const share = await screen.findByRole('region', { name: 'この物件をシェア' });
    const short = `${window.location.origin}/s/7`;
    expect(within(share).getByRole('textbox', { name: 'この物件の短縮URL' })).toHaveValue(short);
    const line = new URL(within(share).getByRole('link', { name: /LINEで送る/ }).getAttribute('href')!);
    expect(line.origin).toBe('https://line.me');
    expect(line.searchParams.get('text')).toBe(`囲炉裏のある古民家\n${short}`);
    const x = new URL(within(share).getByRole('link', { name: /Xでポスト/ }).getAttribute('href')!);
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/post');
    expect(x.searchParams.get('url')).toBe(short);
    expect(x.searchParams.get('text')).toBe('囲炉裏のある古民家');
    for (const link of within(share).getAllByRole('link')) expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(share).getByRole('button', { name: 'リンクをコピー' }));
    await waitFor(() => expect(within(share).getByRole('status')).toHaveTextContent('リンクをコピーしました'));
    expect(writeText).toHaveBeenCalledWith(short);
  });

  test('without a clipboard the link is selected and the visitor told to copy it', async () => {
    detailApi();
    renderRoute('/project/7');
    const share = await screen.findByRole('region', { name: 'この物件をシェア' });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    fireEvent.click(within(share).getByRole('button', { name: 'リンクをコピー' }));
    await waitFor(() => expect(within(share).getByRole('status')).toHaveTextContent('コピーできませんでした。上のリンクを選んでコピーしてください。'));
    const field = within(share).getByRole('textbox', { name: 'この物件の短縮URL' }) as HTMLInputElement;
    expect(document.activeElement === field || field.selectionEnd === field.value.length).toBe(true);
  });
});
