import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';

describe('/privacy-policy', () => {
  it('has a section on the access-analysis tool: cookies, no personal identification, opt-out, production only', () => {
    renderRoute('/privacy-policy');
    const heading = screen.getByRole('heading', { level: 2, name: /アクセス解析ツールについて/ });
    const section = heading.closest('section') as HTMLElement;
    expect(section).toHaveTextContent('Cookieを利用して');
    expect(section).toHaveTextContent('個人を特定できる情報は含まれません');
    expect(section).toHaveTextContent('本サービスの改善のためにのみ利用します');
    expect(section).toHaveTextContent('本番環境のサイトでのみ動作し');
    expect(within(section).getByRole('heading', { level: 3, name: /オプトアウト/ })).toBeInTheDocument();
    expect(section).toHaveTextContent('ブラウザの設定でCookieを無効にすると');
  });

  it('has a section on cookies: the httpOnly login session cookie and what disabling cookies does', () => {
    renderRoute('/privacy-policy');
    const section = screen.getByRole('heading', { level: 2, name: /Cookieについて/ }).closest('section') as HTMLElement;
    expect(within(section).getByRole('heading', { name: /セッションCookie/ })).toBeInTheDocument();
    expect(section).toHaveTextContent('httpOnly属性');
    expect(within(section).getByRole('heading', { name: 'Cookieを無効にした場合' })).toBeInTheDocument();
    expect(section).toHaveTextContent('ログインができなくなる');
  });

  it('lists what it collects, including registration data, listings, messages, logs, IP addresses and cookies', () => {
    renderRoute('/privacy-policy');
    const section = screen.getByRole('heading', { level: 2, name: /取得する情報/ }).closest('section') as HTMLElement;
    for (const item of ['氏名、ふりがな', 'メールアドレス', '電話番号', '住所', '物件の写真', 'メッセージの内容', 'アクセスログ', 'IPアドレス', 'Cookie']) {
      expect(section).toHaveTextContent(item);
    }
  });

  it('covers every required topic, each reachable from the table of contents', () => {
    renderRoute('/privacy-policy');
    const toc = screen.getByRole('navigation', { name: '目次' });
    for (const topic of [
      '取得する情報',
      '利用目的',
      '第三者提供',
      '委託',
      'アクセス解析ツールについて',
      'Cookieについて',
      '安全管理措置',
      '開示・訂正・利用停止の請求',
      'お問い合わせ窓口',
      '改定',
    ]) {
      const heading = screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${topic}$`) });
      const link = within(toc).getByRole('link', { name: heading.textContent ?? '' });
      expect(link).toHaveAttribute('href', `#${heading.id}`);
    }
  });

  it('names the contact desk with a link to the contact form and ends with the enactment date', () => {
    renderRoute('/privacy-policy');
    const section = screen.getByRole('heading', { level: 2, name: /お問い合わせ窓口/ }).closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: 'お問い合わせフォーム' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('制定日：2026年11月1日')).toBeInTheDocument();
  });
});
