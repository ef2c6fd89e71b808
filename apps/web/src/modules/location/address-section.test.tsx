import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes, stubResizeObserver } from '@/test/render';

import { useLocationConsentOnce } from './location-consent-once';
import { AddressSection } from './address-section';

const CONSENT = 'I allow Fixo to use this location to show my service center to customers nearby.';
const CONSENT_PATH = '/api/LoginUserConsent/AddNewLoginUserConsent';

beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

function stubServer() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === CONSENT_PATH) {
      const sent = JSON.parse(String(init?.body)) as { usermobile: string };
      return Response.json({ ...sent, consentid: 1 });
    }
    if (url.pathname === '/api/Masters/GetAllCountries')
      return Response.json([{ countryid: 1, country: 'India' }]);
    return Response.json({ message: 'Not found.', status: 404 }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A form of its own spellings (a center's), to show the section reads the names it is given. */
function Host({ mobile }: { mobile: string }) {
  const form = useForm({
    defaultValues: {
      mobileNo: mobile,
      locationCoordinates: '12.9716,77.5946',
      postalCode: '',
      address1: '',
      address2: '',
      country: '',
      state: '',
      city: '',
    },
  });
  const [consent, setConsent] = useState(false);
  const sendConsent = useLocationConsentOnce({
    usertype: 'ServiceCenter',
    pagesource: 'AddnewServiceCenter',
    consenttext: CONSENT,
  });
  return (
    <FormProvider {...form}>
      <AddressSection
        coordinatesName="locationCoordinates"
        coordinatesLabel="Map position"
        coordinatesHint="Filled in from the PIN code"
        mobileName="mobileNo"
        consent={{ checked: consent, onCheckedChange: setConsent, text: CONSENT }}
        sendConsent={sendConsent}
        addressPlaceholder="Shop number, street"
      />
    </FormProvider>
  );
}

const consentCalls = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === CONSENT_PATH,
  );

describe('AddressSection', () => {
  it('renders the picker, the coordinates, the consent and the address fields of the given form', async () => {
    stubServer();
    renderRoutes([{ path: '/', element: <Host mobile="9876543210" /> }]);
    expect(screen.getByLabelText(/map position/i)).toHaveValue('12.9716,77.5946');
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    expect(screen.getByPlaceholderText('Shop number, street')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'India' })).toBeInTheDocument();
  });

  it('records the consent with the form’s mobile and coordinates once, however often it is ticked', async () => {
    const fetchMock = stubServer();
    renderRoutes([{ path: '/', element: <Host mobile="9876543210" /> }]);
    const box = screen.getByRole('checkbox', { name: CONSENT });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(consentCalls(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(consentCalls(fetchMock)[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      usermobile: '9876543210',
      usertype: 'ServiceCenter',
      pagesource: 'AddnewServiceCenter',
      consenttext: CONSENT,
      locationcoordinates: '12.9716,77.5946',
    });
    await userEvent.click(box);
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(consentCalls(fetchMock)).toHaveLength(1);
  });

  it('does not record the consent before the mobile number is a valid one', async () => {
    const fetchMock = stubServer();
    renderRoutes([{ path: '/', element: <Host mobile="12345" /> }]);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    expect(screen.getByRole('checkbox', { name: CONSENT })).toBeChecked();
    await screen.findByRole('option', { name: 'India' });
    expect(consentCalls(fetchMock)).toHaveLength(0);
  });
});
