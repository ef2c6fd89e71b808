/**
 * Answers for fetch stubs, built through the shared answer schemas: a stub that drifts from the contract the
 * server serializes with fails where it is built, not silently in a screen.
 */
import {
  freePlanAnswerSchema,
  managerServiceCenterItemSchema,
  sessionResponseSchema,
  statusChangeResultSchema,
  type CustomerLoginData,
  type FreePlanAnswer,
  type ManagerLoginData,
  type ManagerServiceCenterItem,
  type ServiceCenterLoginData,
  type SessionResponse,
  type StatusChangeResult,
} from '@fixo/shared';

import { storeLogin } from '@/modules/auth/session-storage';

const CUSTOMER: CustomerLoginData = {
  custid: 1,
  customername: 'Asha',
  mobilenO1: '9876543210',
  emailid: 'asha@example.in',
  vehchassisno: '',
  vehregistrationno: 'KA01AB1234',
  vehmileage: '',
  vehtypid: 1,
  vehfueltypeid: 1,
  vehid: 1,
  vehmakertypid: 1,
  vehmaketypid: 1,
  vehmodelid: 1,
  vehcolorid: 1,
};

const CENTER: ServiceCenterLoginData = {
  isSaaS: false,
  planenddate: null,
  planid: null,
  servicecenterid: 3,
  servicecentername: 'Sri Sai Auto Works',
  mobilenO1: '9876543210',
  scrating: 4,
  isactive: true,
  approvedon: null,
};

const MANAGER: ManagerLoginData = { managerid: 1, managername: 'Fixo Ops', mobilenO1: '9876543211' };

/** A sign-in answer (Login, Me, ResetPasscode) of the given type, with the given login data fields. */
export function sessionAnswer(usertype: 'Customer', data?: Partial<CustomerLoginData>): SessionResponse;
export function sessionAnswer(
  usertype: 'ServiceCenter',
  data?: Partial<ServiceCenterLoginData>,
): SessionResponse;
export function sessionAnswer(usertype: 'Manager', data?: Partial<ManagerLoginData>): SessionResponse;
export function sessionAnswer(usertype: SessionResponse['usertype'], data: object = {}): SessionResponse {
  const base = usertype === 'Customer' ? CUSTOMER : usertype === 'ServiceCenter' ? CENTER : MANAGER;
  return sessionResponseSchema.parse({ usertype, loginUserData: { ...base, ...data } });
}

/** Opens the next screen signed in: the session is stored exactly as a sign-in stores it (the spec's keys). */
export function signInAsCenter(data: Partial<ServiceCenterLoginData> = {}): void {
  storeLogin(sessionAnswer('ServiceCenter', data));
}

export function signInAsCustomer(data: Partial<CustomerLoginData> = {}): void {
  storeLogin(sessionAnswer('Customer', data));
}

/** The answer of Accept/Close or Reject: how many requests changed, and to what. */
export const statusChangeAnswer = (
  srstatus: StatusChangeResult['srstatus'],
  updated = 1,
): StatusChangeResult => statusChangeResultSchema.parse({ updated, srstatus });

/** A manager's list row (also the answer of ApproveServiceCenter and DeactivateServiceCenter). */
export const managerCenterItem = (item: Partial<ManagerServiceCenterItem> = {}): ManagerServiceCenterItem =>
  managerServiceCenterItemSchema.parse({
    servicecenterid: 7,
    servicecentername: 'Sri Sai Auto Works',
    city: 'Bengaluru Urban',
    state: 'Karnataka',
    contactperson: 'Ravi',
    mobilenO1: '9876543210',
    plan: 'None',
    scrating: 0,
    registeredon: '2026-11-20T10:00:00.000Z',
    isactive: false,
    ...item,
  });

/** The answer of AddServiceCenterPaymentPlan (the Free plan's record). */
export const freePlanAnswer = (answer: Partial<FreePlanAnswer> = {}): FreePlanAnswer =>
  freePlanAnswerSchema.parse({
    subscriptionid: 1,
    servicecenterid: 3,
    servicecentername: 'Sri Sai Auto Works',
    planid: 1,
    pmid: 1,
    sppmid: 0,
    amountreceived: 0,
    datetimereceived: '2026-11-23T10:00:00',
    datetimevalidtill: '2027-11-23T10:00:00',
    status: 'Open',
    paymentgateconfirmation: '',
    isactive: true,
    createdon: '2026-11-23T10:00:00',
    createdby: 1,
    modifiedon: '2026-11-23T10:00:00',
    modifiedby: 0,
    ...answer,
  });
