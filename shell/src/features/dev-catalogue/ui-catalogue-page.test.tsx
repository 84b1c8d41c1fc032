import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@akiya/shared-ui';
import { UiCataloguePage } from './ui-catalogue-page';

function renderCatalogue() {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={['/dev/ui']}>
        <UiCataloguePage />
      </MemoryRouter>
    </Provider>,
  );
}

/**
 * axe-core on the catalogue as rendered: WCAG 2.0/2.1 A and AA rules, no serious or critical
 * violation. (jsdom computes no layout: axe leaves the contrast of text to the token test and the
 * browser's axe run, e2e/tests/a11y/axe.spec.ts.)
 */
async function expectNoSeriousViolations(context: Element = document.body) {
  const { violations } = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  - ${n.target.join(' ')}`).join('\n')}`).join('\n');
  expect({ violations: blocking.map((v) => v.id), report }).toEqual({ violations: [], report: '' });
}

describe('UiCataloguePage', () => {
  it('shows every shared component in its states', async () => {
    renderCatalogue();
    const sections = ['Button', 'FormField', 'TextField', 'Select', 'RadioGroup / CheckboxGroup', 'SearchBox', 'Icon', 'Drawer', 'ErrorSummary', 'Dialog', 'Pager', 'QueryStatus', 'Card / EmptyState'];
    for (const name of sections) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '電話番号 必須' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('navigation', { name: /ページ送り/ })).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: '再読み込み' })).toHaveLength(2);
    // the new controls in their states
    const textFields = screen.getByRole('region', { name: 'TextField' });
    expect(within(textFields).getByRole('textbox', { name: '郵便番号 必須' })).toHaveAccessibleDescription('7桁の数字で入力してください');
    expect(within(textFields).getByRole('textbox', { name: '会員ID' })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Select' })).getByRole('combobox', { name: '都道府県 必須' })).toHaveAttribute('aria-invalid', 'true');
    const choices = screen.getByRole('region', { name: 'RadioGroup / CheckboxGroup' });
    expect(within(choices).getByRole('group', { name: '物件 必須' })).toHaveAccessibleDescription('選択してください');
    expect(within(within(choices).getByRole('group', { name: '設備' })).getByRole('checkbox', { name: '上水道' })).toBeChecked();
    const search = screen.getByRole('region', { name: 'SearchBox' });
    expect(within(search).getAllByRole('search')).toHaveLength(4);
    expect(within(search).getByRole('alert')).toHaveTextContent('キーワードを2〜20文字以内で入力してください');
    expect(within(screen.getByRole('region', { name: 'Icon' })).getByRole('img', { name: 'お気に入り' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ダイアログを開く' }));
    expect(screen.getByRole('dialog', { name: 'ダイアログの見出し' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'ドロワーを開く' }));
    expect(screen.getByRole('dialog', { name: 'ドロワーの見出し' })).toHaveAttribute('aria-modal', 'true');
  });

  it('has no serious or critical axe violations, closed and with the dialog or the drawer open', async () => {
    renderCatalogue();
    await expectNoSeriousViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ダイアログを開く' }));
    await expectNoSeriousViolations(screen.getByRole('dialog', { name: 'ダイアログの見出し' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'ドロワーを開く' }));
    await expectNoSeriousViolations(screen.getByRole('dialog', { name: 'ドロワーの見出し' }));
  });

  it('the axe check fails on a control without a name', async () => {
    render(<input type="text" />);
    const { violations } = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a'] }, resultTypes: ['violations'] });
    expect(violations.map((v) => v.id)).toContain('label');
  });
});
