import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { buttonClasses } from '@/components/ui/button';

import { ActionMenu } from './action-menu';

function renderMenu(onAccept = vi.fn(), disabled = false) {
  render(
    <ActionMenu
      label="Actions for FX-1001"
      triggerClassName={buttonClasses('outline', 'sm')}
      trigger="Actions"
      disabled={disabled}
      items={[
        { key: 'accept', label: 'Accept', onSelect: onAccept },
        { key: 'reject', label: 'Reject', onSelect: vi.fn(), className: 'text-red-700' },
      ]}
    />,
  );
  return onAccept;
}

describe('ActionMenu', () => {
  it('is a plain button naming its menu until first used, then opens the menu at that tap', async () => {
    const onAccept = renderMenu();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Actions for FX-1001' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    const accept = await screen.findByRole('menuitem', { name: 'Accept' });
    expect(screen.getByRole('menuitem', { name: 'Reject' })).toHaveClass('text-red-700');
    await user.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();

    // Loaded now: the same button opens it again.
    await user.click(screen.getByRole('button', { name: 'Actions for FX-1001' }));
    expect(await screen.findByRole('menuitem', { name: 'Accept' })).toBeInTheDocument();
  });

  it('opens from the keyboard with the focus on its first entry, as radix does, and gives it back on Escape', async () => {
    renderMenu();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Actions for FX-1001' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const accept = await screen.findByRole('menuitem', { name: 'Accept' });
    await waitFor(() => expect(accept).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Reject' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for FX-1001' })).toHaveFocus());
  });

  it('stays shut while its row is busy', async () => {
    renderMenu(vi.fn(), true);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Actions for FX-1001' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
