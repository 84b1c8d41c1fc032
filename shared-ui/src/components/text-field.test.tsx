import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from './text-field';

function Controlled(props: Partial<Parameters<typeof TextField>[0]>) {
  const [value, setValue] = useState('');
  return <TextField label="お名前" value={value} onValue={setValue} {...props} />;
}

describe('TextField', () => {
  it('labels the input, marks it required and describes it with the hint and the error', () => {
    render(<Controlled id="name" required hint="全角で" error="入力してください" />);
    const box = screen.getByRole('textbox', { name: 'お名前 必須' });
    expect(box).toHaveAttribute('id', 'name');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('全角で 入力してください');
  });

  it('reports what is typed and passes input attributes on', async () => {
    render(<Controlled name="tel" type="tel" maxLength={13} suffix="番" counter="0 / 13文字" />);
    const box = screen.getByRole('textbox', { name: 'お名前' });
    expect(box).toHaveAttribute('type', 'tel');
    expect(box).toHaveAttribute('name', 'tel');
    expect(box).toHaveAttribute('maxlength', '13');
    expect(box).toHaveAccessibleDescription('0 / 13文字');
    expect(screen.getByText('番')).toBeInTheDocument();
    await userEvent.type(box, '山田');
    expect(box).toHaveValue('山田');
  });

  it('is a textarea when multiline, with a polite note', () => {
    render(<Controlled multiline rows={3} note="住所が見つかりました" />);
    const area = screen.getByRole('textbox', { name: 'お名前' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '3');
    expect(screen.getByText('住所が見つかりました')).toHaveAttribute('aria-live', 'polite');
    expect(area).toHaveAccessibleDescription('住所が見つかりました');
  });
});
