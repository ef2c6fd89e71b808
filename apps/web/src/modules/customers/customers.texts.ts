import { registerScreenTexts } from '@/lib/i18n';

/** Namespace `customers`: the customer's registration and profile form (the spec's tab names come from `common`). */
export const NAMESPACE = 'customers';
export const TEXTS_EN = {
  registerTitle: 'Create your Fixo profile',
  registerIntro:
    'Save your details and vehicle once. When you break down, a request takes seconds and nearby service centers see exactly what you drive.',
  sections: 'Profile sections',
  toFix: '{{n}} to fix',
  fullName: 'Full name',
  mobile: 'Mobile number',
  mobileLocked: 'Your mobile number is your sign-in id and cannot be changed here.',
  mobile2: 'Alternate mobile',
  email: 'Email',
  passcodeHint:
    'We picked a random 4-digit passcode for you. Note it down or change it: you sign in with it.',
  currentLocation: 'Current Location',
  locationHint: 'Filled in from your current location or PIN code (latitude, longitude).',
  consent: 'I allow Fixo to use my location to fill in my address and to find service centers near me.',
  consentHelp: 'Recorded with your mobile number. You can still type your address yourself.',
  addressPlaceholder: 'House / flat no., street',
  vehicleType: 'Vehicle type',
  selectVehicleType: 'Select vehicle type',
  vehicle: 'Vehicle',
  selectVehicle: 'Select vehicle',
  typeFirst: 'Select a vehicle type first',
  maker: 'Vehicle maker',
  selectMaker: 'Select maker',
  make: 'Make',
  selectMake: 'Select make',
  makerFirst: 'Select a maker first',
  typeMake: 'Type the make',
  model: 'Model',
  selectModel: 'Select model',
  makeFirst: 'Select a make first',
  fuel: 'Fuel type',
  selectFuel: 'Select fuel type',
  colour: 'Colour',
  selectColour: 'Select colour',
  registrationNo: 'Registration No',
  chassisNo: 'Chassis No',
  mileage: 'Mileage (km)',
  next: 'Next: {{tab}}',
  register: 'Register',
  saveChanges: 'Save changes',
  /** The profile page around the form. */
  profile: {
    title: 'Customer Profile',
    signInTitle: 'Sign in to see your profile',
    signInText:
      'Your profile keeps your address and vehicle ready for a quick service request. Sign in with your mobile number, or register in a minute.',
    noProfileTitle: 'No profile yet',
    noProfileText: 'We could not find a customer profile for {{mobile}}. Register to save your details.',
    signIn: 'Sign in',
    register: 'Register',
  },
  /** The toast after registering (the passcode is shown once, here). */
  registrationToast: 'Registration successful. Your passcode is {{passcode}} — keep it safe to sign in.',
};
registerScreenTexts(NAMESPACE, TEXTS_EN);
