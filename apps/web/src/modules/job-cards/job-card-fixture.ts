import type { JobCard, JobCardLine } from '@fixo/shared';

const zero = { grosspaise: 0, discountpaise: 0, taxablepaise: 0, gstpaise: 0, grandtotalpaise: 0 };

/**
 * A job card with one ₹590 labour line for component tests. `approval` sets that line's state, and the
 * waiting count follows it as the server counts it (only lines sent and not answered).
 */
export function jobCardFixture({
  approval = 'Draft',
  ...overrides
}: Partial<JobCard> & { approval?: JobCardLine['approval'] } = {}): JobCard {
  return {
    jobcardid: 1,
    jobcardno: 'JC/2026-27/0001',
    status: 'Open',
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
    invoice: null,
    estimateexpireson: null,
    decisions: [],
    timeline: [],
    createdon: '2026-11-23T04:00:00Z',
    updatedon: '2026-11-23T04:00:00Z',
    stockissuedon: null,
    ...overrides,
  };
}
