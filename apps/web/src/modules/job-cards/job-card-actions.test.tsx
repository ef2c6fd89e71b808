import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobCard, JobCardStatus } from '@fixo/shared';

import { renderRoutes } from '@/test/render';

import { JobCardActions } from './job-card-actions';

const zero = { grosspaise: 0, discountpaise: 0, taxablepaise: 0, gstpaise: 0, grandtotalpaise: 0 };
function card(status: JobCardStatus, approval: 'Draft' | 'Pending' | 'Approved' = 'Draft'): JobCard {
  return {
    jobcardid: 1,
    jobcardno: 'JC/2026-27/0001',
    status,
    shopcustomerid: 1,
    shopvehicleid: 1,
    customername: 'Ravi Kumar',
    mobilenO1: '9876543210',
    customergstno: '',
    vehregistrationno: 'KA05MN1234',
    vehicle: 'Swift',
    servicerequestid: null,
    odometer: null,
    fuellevel: null,
    complaints: ['Noise'],
    checklist: [],
    damagenotes: '',
    promiseddelivery: '',
    technician: '',
    nextservicedate: null,
    nextserviceodometer: null,
    lines: [
      {
        lineid: 1,
        partid: 0,
        linetype: 'Labour',
        description: 'Inspection',
        hsnsac: '998714',
        qty: 1,
        unit: 'job',
        unitpricepaise: 50000,
        priceincludesgst: false,
        discounttype: 'Amount',
        discountvalue: 0,
        gstrate: 18,
        grosspaise: 50000,
        discountpaise: 0,
        taxablepaise: 50000,
        gstpaise: 9000,
        linetotalpaise: 59000,
        approval,
        decidedon: null,
        issuedqty: 0,
      },
    ],
    totals: zero,
    chargesgst: true,
    pendingapprovalcount: approval === 'Pending' ? 1 : 0,
    estimateexpireson: null,
    decisions: [],
    timeline: [],
    createdon: '2026-11-23T04:00:00Z',
    updatedon: '2026-11-23T04:00:00Z',
    stockissuedon: null,
  };
}

const buttons = (status: JobCardStatus, approval?: 'Draft' | 'Pending' | 'Approved') => {
  const view = renderRoutes([{ path: '/', element: <JobCardActions card={card(status, approval)} /> }]);
  const names = screen.queryAllByRole('button').map((b) => b.textContent?.trim());
  view.unmount();
  return names;
};

describe('JobCardActions', () => {
  it('offers only the legal next steps of each status', () => {
    expect(buttons('Open')).toEqual(['Send estimate', 'Mark approved manually', 'Cancel job card']);
    expect(buttons('EstimateSent', 'Pending')).toEqual([
      'Send estimate again',
      'Mark approved manually',
      'Cancel job card',
    ]);
    expect(buttons('Approved', 'Approved')).toEqual(['Start work', 'Cancel job card']);
    expect(buttons('InProgress', 'Approved')).toEqual(['Ready for delivery', 'Cancel job card']);
    expect(buttons('Ready', 'Approved')).toEqual(['Deliver', 'Back to work', 'Cancel job card']);
    expect(buttons('Delivered', 'Approved')).toEqual([]);
    expect(buttons('Cancelled', 'Approved')).toEqual([]);
  });

  it('sends only new lines for approval after the estimate was approved', () => {
    expect(buttons('InProgress', 'Draft')).toEqual([
      'Send new lines for approval',
      'Ready for delivery',
      'Cancel job card',
    ]);
  });
});
