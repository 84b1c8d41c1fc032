import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxGroup, RadioGroup } from './choice-group';
import { Select } from './select';

const OPTIONS = [
  { value: 'land', label: '土地' },
  { value: 'building', label: '建物' },
  { value: 'both', label: '土地と建物', description: '両方を譲る' },
];

function Radios({ error }: { error?: string }) {
  const [value, setValue] = useState('land');
  return <RadioGroup label="種類" name="kind" id="kind" options={OPTIONS} value={value} onValue={setValue} required error={error} look="card" />;
}

function Boxes() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <CheckboxGroup label="設備" name="utilities" options={OPTIONS} value={value} onValue={setValue} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a named group whose error describes it; a click and the arrow keys choose', async () => {
    render(<Radios error="選択してください" />);
    const group = screen.getByRole('group', { name: '種類 必須' });
    expect(group).toHaveAttribute('id', 'kind');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('選択してください');
    expect(within(group).getByRole('radio', { name: '土地' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '建物' }));
    expect(within(group).getByRole('radio', { name: '建物' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: /土地と建物/ })).toBeChecked();
    expect(within(group).getByText('両方を譲る')).toBeInTheDocument();
  });
});

describe('CheckboxGroup', () => {
  it('reports the checked values in the order of the options', async () => {
    render(<Boxes />);
    const group = screen.getByRole('group', { name: '設備' });
    await userEvent.click(within(group).getByRole('checkbox', { name: /土地と建物/ }));
    await userEvent.click(within(group).getByRole('checkbox', { name: '土地' }));
    expect(screen.getByTestId('value')).toHaveTextContent('land,both');
    await userEvent.keyboard(' ');
    expect(screen.getByTestId('value')).toHaveTextContent('both');
  });
});

describe('Select', () => {
  it('is a labelled combobox with its placeholder option and error', async () => {
    function Choice() {
      const [value, setValue] = useState('');
      return <Select label="構造" value={value} onValue={setValue} options={[{ value: '木造', label: '木造' }]} placeholder="選択してください" error={value ? null : '選択してください'} />;
    }
    render(<Choice />);
    const select = screen.getByRole('combobox', { name: '構造' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['選択してください', '木造']);
    await userEvent.selectOptions(select, '木造');
    expect(select).toHaveValue('木造');
    expect(select).not.toHaveAttribute('aria-invalid');
  });
});
