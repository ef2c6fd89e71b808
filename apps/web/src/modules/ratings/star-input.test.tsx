import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { StarInput } from './star-input';

function Controlled({
  initial = 0,
  onChange = vi.fn(),
}: {
  initial?: number;
  onChange?: (n: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <StarInput
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

describe('StarInput', () => {
  it('is a radio group named by its legend with one labelled radio per star', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star, Poor',
      '2 stars, Fair',
      '3 stars, Good',
      '4 stars, Very good',
      '5 stars, Excellent',
    ]);
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText('Tap a star')).toBeInTheDocument();
  });

  it('chooses by click and shows the word for it', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars, Very good' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
    expect(screen.getByText('Very good')).toBeInTheDocument();
  });

  it('moves and chooses with the arrow keys after one Tab', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={3} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '3 stars, Good' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars, Very good' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('radio', { name: '2 stars, Fair' })).toBeChecked();
  });

  it('reads out its error with the group and can be disabled', async () => {
    const onChange = vi.fn();
    render(<StarInput value={0} onChange={onChange} error="Choose 1 to 5 stars" disabled />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toHaveAccessibleDescription('Choose 1 to 5 stars');
    expect(screen.getByRole('radio', { name: '5 stars, Excellent' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars, Very good' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
