import { render, screen } from '@testing-library/react';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels its control and marks it required', () => {
    render(
      <FormField label="お名前" id="name" required>
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /お名前/ });
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('必須')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control by its hint and its error lines and marks it invalid', () => {
    render(
      <FormField label="メールアドレス" id="email" hint="半角英数字" error={['入力してください', '形式が違います']}>
        {(control) => <input type="email" {...control} aria-describedby={`${control['aria-describedby']} extra`} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'メールアドレス' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error extra');
    expect(input).toHaveAccessibleDescription('半角英数字 入力してください 形式が違います');
  });

  it('keeps an aria-describedby the child element already has', () => {
    render(
      <FormField label="本文" id="body" error="入力してください">
        <textarea aria-describedby="counter" />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: '本文' })).toHaveAttribute('aria-describedby', 'body-error counter');
  });

  it('as a group renders a fieldset named by its legend and described by its error', () => {
    render(
      <FormField as="group" label="種別" id="kind" required error="選択してください">
        <label>
          <input type="radio" name="k" /> 売りたい
        </label>
      </FormField>,
    );
    const group = screen.getByRole('group', { name: /種別/ });
    expect(group).toHaveAttribute('id', 'kind');
    expect(group).toHaveAccessibleDescription('選択してください');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });
});
