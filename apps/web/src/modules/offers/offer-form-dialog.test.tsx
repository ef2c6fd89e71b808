import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@fixo/shared';

import { renderRoutes, stubFetch, stubResizeObserver } from '@/test/render';

import { OfferFormDialog, type OfferFormVariant } from './offer-form-dialog';
import { makeOffer } from './test-offers';

// Many blur round trips per test: jsdom on a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

function renderForm(
  options: {
    variant?: OfferFormVariant;
    offer?: Offer | null;
    primaryOffer?: Offer | null;
    handlers?: Parameters<typeof stubFetch>[0];
  } = {},
) {
  const fetchMock = vi.fn(stubFetch(options.handlers ?? {}));
  vi.stubGlobal('fetch', fetchMock);
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  renderRoutes([
    {
      path: '/',
      element: (
        <OfferFormDialog
          open
          onOpenChange={onOpenChange}
          variant={options.variant ?? { kind: 'center', centerId: 7, centerName: null }}
          offer={options.offer ?? null}
          primaryOffer={options.primaryOffer ?? null}
          onSaved={onSaved}
        />
      ),
    },
  ]);
  return { fetchMock, onSaved, onOpenChange, user: userEvent.setup() };
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input, select, textarea' });
const blur = (element: HTMLElement) => {
  fireEvent.focus(element);
  fireEvent.blur(element);
};
const setAndBlur = (element: HTMLElement, value: string) => {
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
};

describe('OfferFormDialog validation (on blur, exact messages)', () => {
  it('checks the own-center name, discount, amount and offer code', async () => {
    renderForm();
    setAndBlur(field(/^Service Center/), 'A');
    expect(await screen.findByText('Enter a valid name')).toBeInTheDocument();
    setAndBlur(field(/^Service Center/), 'x'.repeat(201));
    expect(await screen.findByText('Service center name must be at most 200 characters')).toBeInTheDocument();

    blur(field(/^Discount\(%\)/));
    expect(await screen.findByText('Discount(%) is required')).toBeInTheDocument();

    blur(field(/^Discount Amount/));
    expect(await screen.findByText('Discount amount is required')).toBeInTheDocument();
    setAndBlur(field(/^Discount Amount/), '0');
    expect(await screen.findByText('Discount amount must be at least 1')).toBeInTheDocument();

    blur(field(/^Offer Code/));
    expect(await screen.findByText('Offer code is required')).toBeInTheDocument();
    setAndBlur(field(/^Offer Code/), 'C'.repeat(51));
    expect(await screen.findByText('Offer code must be at most 50 characters')).toBeInTheDocument();
  });

  it('keeps the discount amount to digits, at most 4', async () => {
    const { user } = renderForm();
    const amount = field(/^Discount Amount/) as HTMLInputElement;
    await user.type(amount, 'a1b2c3d45');
    expect(amount.value).toBe('1234');
    expect(amount).toHaveAttribute('inputmode', 'numeric');
  });

  it('checks the dates: required, end after start, validity not past and after end', async () => {
    renderForm();
    blur(field(/^Start Date/));
    expect(await screen.findByText('Start date is required')).toBeInTheDocument();
    blur(field(/^End Date/));
    expect(await screen.findByText('End date is required')).toBeInTheDocument();

    setAndBlur(field(/^Start Date/), '2030-05-10T10:00');
    setAndBlur(field(/^End Date/), '2030-05-09T10:00');
    expect(await screen.findByText('End date must be after start date')).toBeInTheDocument();
    // The chosen date is echoed in the spec's display format.
    expect(screen.getByText('10/05/2030 10:00')).toBeInTheDocument();

    setAndBlur(field(/^End Date/), '2030-05-20T10:00');
    await waitFor(() =>
      expect(screen.queryByText('End date must be after start date')).not.toBeInTheDocument(),
    );
    setAndBlur(field(/^Validity/), '2030-05-15T10:00');
    expect(await screen.findByText('Validity date must be after end date')).toBeInTheDocument();
    setAndBlur(field(/^Validity/), '2001-01-01T10:00');
    expect(await screen.findByText('Validity date cannot be in the past')).toBeInTheDocument();
    // Days before today are disabled in the picker.
    expect(field(/^Start Date/).getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}T00:00$/);
    // ...and one typed in anyway is refused for a new offer.
    setAndBlur(field(/^Start Date/), '2001-01-01T10:00');
    expect(await screen.findByText('Start date cannot be in the past')).toBeInTheDocument();
  });

  it('shows Custom Offer Details only for Custom Offer, required and at most 200', async () => {
    const { user } = renderForm();
    expect(screen.queryByLabelText(/^Custom Offer Details/)).not.toBeInTheDocument();
    await user.selectOptions(field(/^Discount\(%\)/), 'Custom Offer');
    const custom = field(/^Custom Offer Details/);
    blur(custom);
    expect(await screen.findByText('Custom offer details are required')).toBeInTheDocument();
    setAndBlur(custom, 'x'.repeat(201));
    expect(await screen.findByText('Custom offer must be at most 200 characters')).toBeInTheDocument();
    await user.selectOptions(field(/^Discount\(%\)/), '10%');
    expect(screen.queryByLabelText(/^Custom Offer Details/)).not.toBeInTheDocument();
  });

  it('locks the prefilled stored center name', () => {
    renderForm({ variant: { kind: 'center', centerId: 7, centerName: 'Sharma Auto Works' } });
    const name = field(/^Service Center/) as HTMLInputElement;
    expect(name.value).toBe('Sharma Auto Works');
    expect(name).toHaveAttribute('readonly');
  });

  it('manager version: requires a service center from the dropdown', async () => {
    renderForm({
      variant: {
        kind: 'manager',
        centerId: null,
        centers: [{ servicecenterid: 7, servicecentername: 'Sharma Auto Works' }],
      },
    });
    blur(field(/^Service Center/));
    expect(await screen.findByText('Service center is required')).toBeInTheDocument();
  });
});

describe('OfferFormDialog editing and saving', () => {
  it('matches an existing offer to its preset and saves the payload, keeping it primary', async () => {
    let body: Record<string, unknown> = {};
    const offer = makeOffer({ offersvcntid: 41, discountofferedpercentage: '20', isprimaryoffer: true });
    const { user, onSaved, onOpenChange } = renderForm({
      variant: { kind: 'center', centerId: 7, centerName: 'Sharma Auto Works' },
      offer,
      primaryOffer: offer,
      handlers: {
        'POST /api/ServiceCenterOffer/AddNewServiceCenterOffer': (init) => {
          body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          return { status: 200, body: { ...offer, ...body } };
        },
      },
    });
    expect(screen.getByRole('heading', { name: 'Edit Offer' })).toBeInTheDocument();
    expect((field(/^Discount\(%\)/) as HTMLSelectElement).value).toBe('20%');
    expect(screen.getByRole('switch', { name: /Default Show/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // Every field of the offer goes back as it was opened (20% matched its preset), plus who recorded it.
    expect(body).toMatchObject({ ...offer, recordby: 1, token: 'x' });
    expect(body.recorddate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(await screen.findByText('Offer saved successfully')).toBeInTheDocument();
    expect(screen.getByText('Offer has been saved.')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the destructive toast with the server message when saving fails', async () => {
    const { user, onSaved } = renderForm({
      variant: { kind: 'center', centerId: 7, centerName: 'Sharma Auto Works' },
      offer: makeOffer(),
      handlers: {
        'POST /api/ServiceCenterOffer/AddNewServiceCenterOffer': () => ({
          status: 409,
          body: { message: "Offer code 'SAVE10' already exists for this service center", status: 409 },
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to save offer')).toBeInTheDocument();
    expect(
      screen.getByText("Offer code 'SAVE10' already exists for this service center"),
    ).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('Set Primary Offer', () => {
  it('warns about the current primary offer by ID; Save sets the flag, Cancel leaves it off', async () => {
    const current = makeOffer({ offersvcntid: 17, offercode: 'OLDPRIME', isprimaryoffer: true });
    const { user } = renderForm({ primaryOffer: current });
    const toggle = screen.getByRole('switch', { name: /Default Show/ });

    await user.click(toggle);
    let dialog = await screen.findByRole('alertdialog', { name: 'Set Primary Offer' });
    expect(
      within(dialog).getByText('Do you want to set this offer as the primary offer?'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/replace the current primary offer \(ID: 17/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    dialog = await screen.findByRole('alertdialog', { name: 'Set Primary Offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();

    // Turning it off clears it without asking.
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('gives no replacement warning when there is no other primary offer', async () => {
    const self = makeOffer({ offersvcntid: 5, isprimaryoffer: false });
    const { user } = renderForm({ offer: self, primaryOffer: null });
    await user.click(screen.getByRole('switch', { name: /Default Show/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Set Primary Offer' });
    expect(within(dialog).queryByText(/replace the current primary offer/)).not.toBeInTheDocument();
  });
});
