import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { center } from '@/modules/service-requests/test-fixtures';

import { NearbyCenterCard } from './nearby-center-card';

function renderCard(hours: { officestarttime: string; officeendtime: string }) {
  render(
    <ul>
      <NearbyCenterCard
        center={center(1, hours)}
        rank={1}
        from={null}
        selected={false}
        onSelect={vi.fn()}
        name="center"
      />
    </ul>,
  );
}

describe('NearbyCenterCard hours', () => {
  it("says 'Open 24 hours' for a center open the whole day, not '12:00 AM – 11:59 PM'", () => {
    renderCard({ officestarttime: '00:00', officeendtime: '23:59' });
    expect(screen.getByText('Open 24 hours')).toBeInTheDocument();
    expect(screen.queryByText(/12:00 AM/)).toBeNull();
  });

  it('shows the usual hours otherwise', () => {
    renderCard({ officestarttime: '08:30', officeendtime: '20:30' });
    expect(screen.getByText('8:30 AM – 8:30 PM')).toBeInTheDocument();
    expect(screen.queryByText('Open 24 hours')).toBeNull();
  });
});
