import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { useProfileForm } from './use-profile-form';

const schema = z.object({
  name: z.string().min(1, 'Please enter the name.'),
  city: z.string(),
});
type Values = z.input<typeof schema>;

function setup(initial: { values: Values; errors?: Partial<Record<keyof Values, string>> }) {
  const schemas = { register: schema, profile: schema };
  return renderHook(
    ({ values, errors }) =>
      useProfileForm(schemas, { mode: 'profile', defaultValues: values, fieldErrors: errors }),
    {
      initialProps: initial,
    },
  );
}

describe('useProfileForm', () => {
  it('validates with the schema on blur and hands over the parsed values', async () => {
    const { result } = setup({ values: { name: '', city: 'Pune' } });
    await act(() => result.current.trigger('name'));
    expect(result.current.getFieldState('name').error?.message).toBe('Please enter the name.');

    act(() => result.current.setValue('name', 'Ravi'));
    let submitted: unknown;
    await act(() => result.current.handleSubmit((v) => void (submitted = v))());
    expect(submitted).toEqual({ name: 'Ravi', city: 'Pune' });
  });

  it('takes a reloaded profile’s values in place of what is on screen', async () => {
    const { result, rerender } = setup({ values: { name: 'Ravi', city: 'Pune' } });
    act(() => result.current.setValue('city', 'Typed'));
    rerender({ values: { name: 'Ravi Kumar', city: 'Bengaluru' } });
    await waitFor(() =>
      expect(result.current.getValues()).toEqual({ name: 'Ravi Kumar', city: 'Bengaluru' }),
    );
  });

  it('puts the server’s field errors on their fields', async () => {
    const values = { name: 'Ravi', city: 'Pune' };
    const { result, rerender } = setup({ values });
    expect(result.current.getFieldState('city').error).toBeUndefined();
    rerender({ values, errors: { city: 'City is not served yet.' } });
    await waitFor(() =>
      expect(result.current.getFieldState('city').error).toMatchObject({
        type: 'server',
        message: 'City is not served yet.',
      }),
    );
    expect(result.current.getFieldState('name').error).toBeUndefined();
  });

  it('validates with the schema of its mode', async () => {
    const schemas = { register: schema, profile: schema.extend({ name: z.string() }) };
    const defaultValues = { name: '', city: '' };
    const render = (mode: 'register' | 'profile') =>
      renderHook(() => useProfileForm(schemas, { mode, defaultValues })).result;
    const register = render('register');
    const profile = render('profile');
    await act(() => register.current.trigger('name'));
    await act(() => profile.current.trigger('name'));
    expect(register.current.getFieldState('name').error?.message).toBe('Please enter the name.');
    expect(profile.current.getFieldState('name').error).toBeUndefined();
  });
});
