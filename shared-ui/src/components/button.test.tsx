import { render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" by default', () => {
    render(<Button>保存</Button>);
    expect(screen.getByRole('button', { name: '保存' })).toHaveAttribute('type', 'button');
  });

  it('while loading is disabled, busy and may say so', () => {
    render(
      <Button type="submit" loading loadingText="送信中…">
        送信
      </Button>,
    );
    const button = screen.getByRole('button', { name: '送信中…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
  });
});
