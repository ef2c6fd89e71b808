import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { setLanguage } from '@/lib/i18n';

import { center } from '@/modules/service-requests/test-fixtures';

import { NearbyCenterCard } from './nearby-center-card';

function renderCard(hours: { officestarttime: string; officeendtime: string }, selected = false) {
  render(
    <ul>
      <NearbyCenterCard
        center={center(1, hours)}
        rank={1}
        from={null}
        selected={selected}
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

describe('NearbyCenterCard picker', () => {
  it('has an accessible name that starts with its visible label (WCAG 2.5.3 label in name)', () => {
    renderCard({ officestarttime: '08:30', officeendtime: '20:30' });
    const radio = screen.getByRole('radio');
    expect(screen.getByText('Choose this center')).toBeInTheDocument();
    expect(radio).toHaveAccessibleName(`Choose this center: ${center(1).servicecentername}`);
  });

  it('names a chosen center by its visible Selected label', () => {
    renderCard({ officestarttime: '08:30', officeendtime: '20:30' }, true);
    expect(screen.getByRole('radio')).toHaveAccessibleName(`Selected: ${center(1).servicecentername}`);
  });
});

describe('NearbyCenterCard in Hindi', () => {
  it('shows the card and its rating in Hindi, the center’s own data as it came', async () => {
    await setLanguage('hi');
    try {
      renderCard({ officestarttime: '00:00', officeendtime: '23:59' });
      expect(await screen.findByText('यह सेंटर चुनें')).toBeInTheDocument();
      expect(screen.getByText('24 घंटे खुला')).toBeInTheDocument();
      expect(screen.getByText('रास्ता देखें')).toBeInTheDocument();
      expect(
        screen.getByRole('radio', { name: `यह सेंटर चुनें: ${center(1).servicecentername}` }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Choose this center')).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });
});
