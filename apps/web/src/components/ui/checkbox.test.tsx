import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is a native checkbox: its label toggles it and it reports the new state', async () => {
    const onCheckedChange = vi.fn();
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <label>
          <Checkbox
            checked={checked}
            onCheckedChange={(next) => {
              onCheckedChange(next);
              setChecked(next);
            }}
          />
          Share my location
        </label>
      );
    }
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Share my location' });
    expect(box).toBeInstanceOf(HTMLInputElement);
    await userEvent.click(screen.getByText('Share my location'));
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows the mixed state of a partly selected page, and a tap on it selects all', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <Checkbox aria-label="Select all" checked="indeterminate" onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    rerender(<Checkbox aria-label="Select all" checked onCheckedChange={onCheckedChange} />);
    expect(box).not.toBePartiallyChecked();
    expect(box).toBeChecked();
  });

  it('cannot be changed while disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="Consent" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Consent' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
