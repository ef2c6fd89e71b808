import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createPortal } from 'react-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES as M, SUITE_MESSAGES as S } from '@fixo/shared';

import { renderRoutes } from '@/test/render';

import { ShopCustomerForm } from './shop-customer-form';

const MASTERS: Record<string, unknown[]> = {
  GetAllVehicleMakerType: [{ vehiclemakertypeid: 1, vehiclemaker: 'Maruti Suzuki' }],
  GetAllVehicleMakeType: [{ vehiclemaketypeid: 5, vehiclemake: 'Swift', vehiclemakertypid: 1 }],
  GetAllVehicleModel: [{ vehiclemodelid: 9, vehiclemodel: 'Swift VXi', vehiclemaketypeid: 5 }],
  GetAllVehicleFuelType: [{ vehiclefueltypeid: 1, vehiclefuel: 'Petrol' }],
  GetAllVehicleColor: [{ vehiclecolorid: 2, vehiclecolor: 'White' }],
};

function stubServer() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const list = url.pathname.startsWith('/api/Masters/') ? MASTERS[url.pathname.slice(13)] : undefined;
      if (list) return new Response(JSON.stringify(list), { status: 200 });
      if (url.pathname === '/api/Customer/AddNewCustomerForServiceCenter') {
        posted.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ message: S.mobileTaken, status: 409 }), { status: 409 });
      }
      return new Response(JSON.stringify({ message: 'Not found.', status: 404 }), { status: 404 });
    }),
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

describe('ShopCustomerForm', () => {
  it('shows the shared messages for an empty customer and vehicle', async () => {
    stubServer();
    renderRoutes([{ path: '/', element: <ShopCustomerForm onSaved={() => {}} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText(M.customerNameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.registrationNoRequired)).toBeInTheDocument();
    expect(screen.getByText(M.vehicleMakerTypeRequired)).toBeInTheDocument();
    expect(screen.getByText(M.vehicleFuelTypeRequired)).toBeInTheDocument();
  });

  it('sends a normalised payload with numeric ids and shows the server refusal', async () => {
    const posted = stubServer();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ShopCustomerForm onSaved={() => {}} /> }]);
    await user.type(await screen.findByLabelText(/Customer name/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.type(screen.getByLabelText(/Registration number/), 'ka 01 ab 1234');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Maruti Suzuki' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^Maker\*?$/), '1');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Swift' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^Make\*?$/), '5');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Swift VXi' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^Model/), '9');
    await user.selectOptions(screen.getByLabelText(/^Fuel/), '1');
    await user.click(screen.getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText(S.mobileTaken)).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      customername: 'Ravi Kumar',
      mobilenO1: '9876543210',
      vehicles: [
        {
          vehregistrationno: 'KA01AB1234',
          vehmakertypid: 1,
          vehmaketypid: 5,
          vehmodelid: 9,
          vehfueltypeid: 1,
        },
      ],
    });
  });

  it('does not submit a form it is shown over (a popup rendered through a portal)', async () => {
    stubServer();
    const outerSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    renderRoutes([
      {
        path: '/',
        element: (
          <form onSubmit={outerSubmit}>
            {createPortal(<ShopCustomerForm onSaved={() => {}} />, document.body)}
          </form>
        ),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText(M.customerNameRequired)).toBeInTheDocument();
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
