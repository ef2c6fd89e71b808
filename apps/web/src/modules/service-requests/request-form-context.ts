import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ServiceRequestForm, ServiceRequestFormInput } from '@fixo/shared';

/**
 * The form's methods without a form state: the page makes its control with createFormControl (see its
 * FormLifecycle).
 */
export type RequestFormMethods = Omit<
  UseFormReturn<ServiceRequestFormInput, unknown, ServiceRequestForm>,
  'formState'
>;

/**
 * The request form's methods (control, register, setValue, getValues, trigger), one object for the page's life.
 * react-hook-form's own context is a new value whenever the form state changes, so every field reading it would
 * render again with the whole form; the parts of this screen take the methods from here and subscribe to just
 * the values (useWatch) and errors (useFormState, useController) they show.
 */
export const RequestFormContext = createContext<RequestFormMethods | null>(null);

export function useRequestForm(): RequestFormMethods {
  const form = useContext(RequestFormContext);
  if (!form) throw new Error('useRequestForm: outside the service request form');
  return form;
}
