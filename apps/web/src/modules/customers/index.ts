export { fetchCustomerProfile, customerProfileQueryKey, profileToFormValues } from './customer-api';
export { CustomerForm, type CustomerFormProps } from './customer-form';
export { LoginTypeField } from '@/modules/auth/login-type-field';
