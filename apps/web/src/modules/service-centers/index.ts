export { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';
export {
  fetchServiceCenterProfile,
  profileToFormValues,
  serviceCenterProfileQueryKey,
} from './service-center-api';
export { ServiceCenterForm, type ServiceCenterFormProps } from './service-center-form';
