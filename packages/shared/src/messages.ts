/**
 * Every user-visible text of the spec, verbatim, plus the messages we add ourselves (marked "ours").
 * Templates with placeholders are functions.
 */

const minutesText = (minutes: number): string => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/** Access, session and login. */
export const AUTH_MESSAGES = {
  notAuthenticated: 'You are not authenticated. Please log in to access this page.',
  otpNotAvailable: 'Login type OTP is not available currently.',
  confirmLogoutTitle: 'Confirm Logout',
  confirmLogoutText: 'Are you sure you want to logout and return to the landing page?',
  confirmLogoutCancel: 'Cancel',
  confirmLogoutConfirm: 'Yes, Logout',
  userNotRegistered: 'User not registered',
  // ours (server side)
  invalidCredentials: 'Mobile number or passcode is incorrect.',
  /** How long the lock lasts, and the way around it when one-time codes are on (a stranger cannot lock the owner out). */
  accountLocked: (minutes: number, otpAvailable: boolean): string =>
    `Too many wrong attempts. Try again in ${minutesText(minutes)}${otpAvailable ? ' or sign in with a one-time code' : ''}.`,
  tooManyOtpRequests: (minutes: number): string =>
    `Too many one-time codes were requested for this mobile number. Try again in ${minutesText(minutes)}.`,
  tooManyOtpTries: (minutes: number): string =>
    `Too many wrong one-time codes. Try again in ${minutesText(minutes)}.`,
  invalidOtp: 'OTP is incorrect or has expired.',
  otpRequired: 'OTP is required',
  otpDigits: 'OTP must be 6 digits',
  forbidden: 'You do not have permission to do this.',
  sessionExpired: 'Your session has expired. Please log in again.',
  tooManyRequests: 'Too many requests. Please try again later.',
} as const;

/** Validation messages of spec section 5 (and the few we add, marked "ours"). */
export const VALIDATION_MESSAGES = {
  // Subscription
  subscriptionPlanRequired: 'You must select a subscription plan.',
  subscriptionLoginNote: 'Note: You can only submit a subscription plan when you are logged in.',
  mobileNumberRequired: 'Mobile number is required',

  // Customer service request form
  vehicleTypeRequired: 'Vehicle Type is required',
  vehicleTypeIdRequired: 'Vehicle Type ID is required',
  vehicleRequired: 'Vehicle is required',
  vehicleIdRequired: 'Vehicle ID is required',
  vehicleMakerRequired: 'Vehicle maker is required',
  vehicleMakerIdRequired: 'Vehicle maker ID is required',
  vehicleMakeTypeRequired: 'Vehicle make type is required',
  vehicleMakeTypeIdRequired: 'Vehicle make type ID is required',
  vehicleModelRequired: 'Vehicle model is required',
  vehicleModelIdRequired: 'Vehicle model ID is required',
  selectedCenterRequired: 'SelectedCenter is required',
  selectedCenterIdRequired: 'SelectedCenter ID is required',
  vehicleFuelTypeRequired: 'Vehicle Fuel Type is required',
  vehicleFuelTypeIdRequired: 'Vehicle Fuel Type ID is required',
  vehicleColorIdRequired: 'Vehicle Color ID is required',
  serviceRequiredRequired: 'Service required is required',
  issueMin: 'Description should be at least 1 characters',
  issueMax: 'Description should not exceed 2000 characters', // ours
  mobileTooShort: 'Mobile number is too short',
  mobileTooLong: 'Mobile number is too long',
  currentLocationTooShort: 'Current location is too short',
  currentLocationTooLong: 'Current location should not exceed 1000 characters', // ours
  registrationNumberRequired: 'Registration number is required', // ours (request form)
  registrationNumberMax: 'Registration number should not exceed 100 characters',
  chassisNumberMax: 'Chassis number should not exceed 100 characters',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  countryRequiredLower: 'country is required',
  mileageDigits: 'Mileage must be a number with up to 10 digits',
  otherMakeRequired: 'Other make is required', // ours
  otherMakeMax: 'Other make should not exceed 200 characters', // ours

  // Customer profile
  customerNameRequired: 'Customer name is required',
  customerNameMax: 'Customer name must be less than 200 characters',
  customerNameChars: "Customer name can only contain letters, numbers, spaces, and - ' , . ! &",
  mobileExactly10: 'Mobile No must be exactly 10 digits',
  mobileNumeric: 'Mobile No must be numeric',
  mobileValid10: 'Please enter a valid 10-digit mobile number',
  emailInvalid: 'Invalid email address',
  emailRequired: 'Email is required',
  emailValid: 'Please enter a valid email address',
  currentLocationRequired: 'Current Location is required',
  addressRequired: 'Address is required',
  address1Max: 'Address 1 must be less than 1000 characters',
  maxLength1000: 'Maximum length is 1000 characters',
  loginTypeInvalid: "Login type must be 'PassCode' or 'OTP'",
  passcodeRequired: 'Passcode is required',
  passcodeDigits: 'Passcode must be 4 digits',
  countryRequired: 'Country is required', // ours (profile; the request form uses the lowercase text)
  vehicleMakerTypeRequired: 'Vehicle Maker Type is required', // 'Vehicle Type is required' style
  vehicleMakeTypeProfileRequired: 'Vehicle Make Type is required',
  vehicleModelProfileRequired: 'Vehicle Model is required',
  vehicleColorRequired: 'Vehicle Color is required',
  registrationNoRequired: 'Registration No is required',
  registrationNoInvalid: 'Please enter a valid registration number', // ours
  pinCodeInvalid: 'Please enter a valid 6-digit PIN code', // ours

  // Service center profile
  serviceCenterNameMin: 'Please enter Name Number.',
  serviceCenterNameMax: 'Service center name must be at most 200 characters.', // ours
  scMobileInvalid: 'Please enter valid Mobile Number.',
  scMobile10: 'Mobile number must be 10 digits.',
  scEmailInvalid: 'Invalid email address.',
  scEmailRequired: 'Email ID is required.',
  contactPerson1Required: 'Contact person 1 is required.',
  scAddressRequired: 'Address is required.', // ours
  scAddress1Max: 'Address 1 must be less than 1000 characters.', // ours
  scAddress2Max: 'Maximum length is 1000 characters.', // ours
  scCityRequired: 'City is required.', // ours
  scStateRequired: 'State is required.', // ours
  scCountryRequired: 'Country is required.', // ours
  scPinCodeInvalid: 'Please enter a valid 6-digit PIN code.', // ours
  workingHoursFromRequired: 'Working hours from is required.',
  workingHoursToRequired: 'Working hours to is required.', // ours, same style
  workingHoursFormat: 'Time must be in HH:mm format.', // ours
  scVehicleMakerRequired: 'Vehicle maker is required.',
  scServiceRequiredRequired: 'Service required is required.',
  scServiceProvidedRequired: 'Service provided is required.',
  gstInvalid: 'Invalid GST number format.',
  // ours: the format is right, so 'format' would send the owner looking in the wrong place
  gstStateCode: 'The GST number must start with a state code (such as 29 for Karnataka). Please re-check it.',
  gstCheckCharacter:
    'This GST number does not add up: its last character does not match the first 14. Please re-check it.',
  gstOtherState:
    "This GST number is of another state: it must start with the state code of the center's address.",

  // Offer form
  offerCenterNameMin: 'Enter a valid name',
  offerCenterNameMax: 'Service center name must be at most 200 characters',
  offerCenterRequired: 'Service center is required',
  selectServiceCenterRequired: 'Select service center name is required',
  discountPercentageRequired: 'Discount(%) is required', // ours: the spec says only "required"
  customOfferMax: 'Custom offer must be at most 200 characters',
  customOfferRequired: 'Custom offer details are required',
  discountAmountRequired: 'Discount amount is required',
  discountAmountNumber: 'Discount amount must be a number',
  discountAmountNumeric: 'Discount amount must be numeric',
  discountAmountMin: 'Discount amount must be at least 1', // ours
  discountAmountMaxDigits: 'Discount amount must be at most 4 digits', // ours
  offerCodeRequired: 'Offer code is required',
  offerCodeMax: 'Offer code must be at most 50 characters',
  startDateRequired: 'Start date is required',
  startDatePast: 'Start date cannot be in the past', // ours, in the style of validityPast
  endDateRequired: 'End date is required',
  endDateAfterStart: 'End date must be after start date',
  validityPast: 'Validity date cannot be in the past',
  validityAfterEnd: 'Validity date must be after end date',
  offerRemarksMax: 'Offer remarks must be at most 500 characters', // ours
  dateInvalid: 'Please enter a valid date', // ours

  // Server-side checks (ours)
  serviceCenterIdRequired: 'serviceCenterId is required', // spec (offer lookup without an id)
  serviceCenterIdQueryRequired: 'SERVICECENTERID is required', // a manager's look at one center's requests
  coordinatesInvalid: "Location coordinates must be 'lat,lng'",
  userTypeInvalid: "User type must be 'Customer', 'ServiceCenter' or 'Manager'",
  srStatusInvalid: "Status must be 'Accepted', 'Rejected' or 'Closed'",
  acceptedSrInvalid: "acceptedSR must be a comma list of 'id-remark' pairs",
  pageSourceInvalid: 'Unknown consent page source',
  invalidId: 'Must be a positive whole number',
} as const;

/** Error catalogue of spec section 8. */
export const ERROR_MESSAGES = {
  unexpected: 'An unexpected error occurred',
  registrationFailed: 'Registration failed. Please try again.',
  noResponse: 'No response received from the server.',
  unknown: 'An unknown error occurred.',
  failedToFetchData: (path: string): string => `Failed to fetch data from ${path}`,
  subscriptionFailedPrefix: 'Subscription failed! ',
  subscriptionFailed: (message: string): string => `Subscription failed! ${message}`,
  serviceRequestSubmitFailed: 'Failed to submit the service request:',
  loadingOffers: 'Loading offers...',
  errorLoadingOffers: 'Error loading offers.',
  noOffersAvailable: 'No offers available.',
  unableToRetrieveLocation: 'Unable to retrieve location',
  geolocationNotSupported: 'Geolocation not supported',
  enableLocationAlert:
    'Unable to access your location. Please enable location services in your browser settings. After that, please refresh the page.',
  geolocationNotSupportedByBrowser: 'Geolocation is not supported by your browser.',
  profileUpdateError: 'There was an error updating your profile. Please try again.',
  failedToSaveOffer: 'Failed to save offer',
  failedToLoadOffers: 'Failed to load offers.',
  anErrorOccurred: (message: string): string => `An error occurred: ${message}`,
  errorPrefixed: (message: string): string => `Error: ${message}`,
  errorLoadingSubscriptionPlans: 'Error loading subscription plans. Please try again later.',
  // ours (server side)
  validationFailed: 'Please correct the highlighted fields.',
  notFound: 'Not found.',
  internal: 'Something went wrong. Please try again later.',
} as const;

/** Toast titles and texts. */
export const TOAST_MESSAGES = {
  errorTitle: 'Error',
  subscriptionSuccessTitle: 'Subscription Success',
  subscriptionSuccessText: 'You have successfully selected your subscription plan. Enjoy the benefits!',
  serviceRequestSubmittedTitle: 'Service Request Submitted!',
  serviceRequestSubmittedText: 'Your service request has been successfully submitted.',
  offerSavedTitle: 'Offer saved successfully',
  offerSavedText: 'Offer has been saved.',
  profileUpdated: 'Your profile has been successfully updated.',
} as const;

/** Screen texts. */
export const UI_TEXTS = {
  loading: 'Loading...',
  loadingSubscriptionPlans: 'Loading subscription plans...',
  noDataAvailable: 'No Data Available',
  noServiceRequestsAvailable: 'No service requests available',
  noOffersFound: 'No offers found.',
  searchOfferCode: 'Search offer code',
  requestSubmittedSuccessfully: 'Your request is submitted successfully',
  requestSummary: 'Request Summary',
  notAvailable: 'NA',
  goBack: 'Go Back',
  submitting: 'Submitting...',
  saving: 'Saving...',
  requestService: 'Request Service',
  nearbyHint: 'Enable location or Enter Pin Code and click Submit to get the list of nearby Service Centers.',
  pickupAvailable: 'Pickup Available',
  getDirections: 'Get Directions',
  availableOffers: 'Available Offers',
  enableLocation: 'Enable Location',
  show: 'Show',
  actionServiceRequests: 'Action Service Requests',
  closeServiceRequests: 'Close Service Requests',
  serviceRequestReport: 'Service Request Report',
  addOffers: 'Add Offers',
  promotionalOffers: 'Promotional Offers',
  addOffer: 'Add Offer',
  editOffer: 'Edit Offer',
  setPrimaryOffer: 'Set Primary Offer',
  deactivateOffer: 'Deactivate Offer',
  active: 'Active',
  inactive: 'Inactive',
  cancel: 'Cancel',
  submit: 'Submit',
  confirm: 'Confirm',
  save: 'Save',
  dash: '-',
  customerInfo: 'Customer Info',
  addressInfo: 'Address Info',
  vehicleInfo: 'Vehicle Info',
  success: 'Success',
  error: 'Error',
  newServiceRequest: 'New Service Request',
  viewGenerateInvoice: 'View & Generate Invoice',
  addPartsServices: 'Add Parts & Services',
  customerMasters: 'Customer Masters',
  invoiceReport: 'Invoice Report',
  activeServiceCenter: 'Active Service Center',
  inactiveServiceCenter: 'Inactive Service Center',
  offers: 'Offers',
  other: 'Other',
  sectionBasicVehicleInformation: 'Basic Vehicle Information',
  sectionServicesRequired: 'Service(s) Required',
  sectionContactAddress: 'Contact / Address Information',
  sectionNearbyServiceCenters: 'Nearby Service Centers',
  sectionBasicInformation: 'Basic Information',
  sectionServiceProvidedInformation: 'Service Provided Information',
} as const;

/** Master list texts ('Loading ...', 'Failed to load ...', 'No ... available'). */
export const MASTER_LIST_TEXTS = {
  loading: (what: string): string => `Loading ${what}...`,
  failed: (what: string): string => `Failed to load ${what}`,
  empty: (what: string): string => `No ${what} available`,
  noVehicleTypesAvailable: 'No vehicle types available',
} as const;

/** 429 answers of the per-account create limits (a flood from one signed-in account). */
export const CREATE_LIMIT_MESSAGES = {
  customerRequestsPerHour: (n: number): string =>
    `You have raised ${n} service requests in the last hour, the most allowed. Please try again later, or call the service center directly.`,
  customerRequestsPerDay: (n: number): string =>
    `You have raised ${n} service requests in the last 24 hours, the most allowed. Please try again tomorrow, or call the service center directly.`,
  centerOffersPerDay: (n: number): string =>
    `This service center has added ${n} offers in the last 24 hours, the most allowed. Edit an existing offer, or try again tomorrow.`,
  consentsPerHour: (n: number): string =>
    `Too many consent records for this mobile number: at most ${n} per hour. Please try again later.`,
} as const;
