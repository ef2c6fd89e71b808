import type { ServiceRequestFormInput } from '../schemas/service-requests.js';

// Apart from the form's schema: the request screen fills its form with these before zod is loaded.

const emptyOption = { id: '', value: '' };
/** Initial values of the form (currentLocation defaults to an empty string). */
export const serviceRequestFormDefaults: ServiceRequestFormInput = {
  vehicleType: emptyOption,
  vehicle: emptyOption,
  serviceRequired: '',
  issue: '',
  mobileNumber: '',
  currentLocation: '',
  vehicleMaker: emptyOption,
  vehmaketypid: emptyOption,
  vehicleModel: emptyOption,
  registrationNumber: '',
  chassisNumber: '',
  consentLocation: false,
  city: '',
  state: '',
  country: '',
  selectedCenter: emptyOption,
  vehothers: '',
  vehColor: null,
  vehicleFuelType: emptyOption,
  mileage: '',
};
