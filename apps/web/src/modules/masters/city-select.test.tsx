import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setLanguage } from '@/lib/i18n';
import { renderRoutes, stubFetch } from '@/test/render';

import { MasterSelect } from './master-select';
import { useCities } from './masters-api';

/** Karnataka as the server answers it: a city, two India Post districts named after it, a lone district, an older row. */
const KARNATAKA = [
  { cityid: 530, city: 'Bengaluru', stateid: 29, isdistrict: false },
  { cityid: 531, city: 'Bengaluru Rural', stateid: 29, isdistrict: true },
  { cityid: 532, city: 'Bengaluru Urban', stateid: 29, isdistrict: true },
  { cityid: 533, city: 'Mysuru', stateid: 29, isdistrict: true },
  { cityid: 534, city: 'Udupi', stateid: 29 },
];

function CityPicker() {
  const cities = useCities(29);
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="city">City</label>
      <MasterSelect
        id="city"
        list={cities}
        what="cities"
        placeholder="Select city"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <p data-testid="stored">{cities.labelOf(value)}</p>
    </>
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('city select', () => {
  it("shows districts as 'Bengaluru Urban (district)' beside the city, and keeps the stored name", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/Masters/GetAllCities': () => ({ status: 200, body: KARNATAKA }) }),
    );
    renderRoutes([{ path: '/', element: <CityPicker /> }]);
    const select = screen.getByLabelText('City');
    await within(select).findByRole('option', { name: 'Bengaluru Urban (district)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select city',
      'Bengaluru',
      'Bengaluru Rural (district)',
      'Bengaluru Urban (district)',
      // A district no other row could be taken for stays plain; so does a row without the flag.
      'Mysuru',
      'Udupi',
    ]);

    await userEvent.selectOptions(select, 'Bengaluru Urban (district)');
    expect(select).toHaveValue('532');
    // Forms and summaries keep the stored name.
    expect(screen.getByTestId('stored')).toHaveTextContent(/^Bengaluru Urban$/);
  });

  it('says the list states as whole sentences: English as the spec, Hindi without an English noun', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/Masters/GetAllCities': () => ({ status: 200, body: [] }) }));
    const english = renderRoutes([{ path: '/', element: <CityPicker /> }]);
    expect(await screen.findByRole('option', { name: 'No cities available' })).toBeInTheDocument();
    english.unmount();

    await setLanguage('hi');
    renderRoutes([{ path: '/', element: <CityPicker /> }]);
    expect(await screen.findByRole('option', { name: 'कोई शहर उपलब्ध नहीं' })).toBeInTheDocument();
    expect(screen.queryByText(/cities/)).not.toBeInTheDocument();
  });

  it('says a failed list in Hindi as a sentence of its own', async () => {
    await setLanguage('hi');
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/Masters/GetAllCities': () => ({ status: 500, body: {} }) }));
    renderRoutes([{ path: '/', element: <CityPicker /> }]);
    expect(
      await screen.findByRole('option', { name: 'शहर लोड नहीं हो सके' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
