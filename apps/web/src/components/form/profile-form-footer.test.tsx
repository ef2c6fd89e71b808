import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ProfileFormFooter } from './profile-form-footer';
import { SubmitButton } from './submit-button';
import { useProfileForm } from './use-profile-form';

const schema = z.object({ name: z.string().min(1, 'Please enter the name.') });
const EMPTY = { name: '' };

function NameForm() {
  const form = useProfileForm(
    { register: schema, profile: schema },
    { mode: 'register', defaultValues: EMPTY },
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void form.handleSubmit(() => undefined)(e)}>
        <input aria-label="Name" {...form.register('name')} />
        <ProfileFormFooter alert={<p>Saved.</p>}>
          <SubmitButton busy={false} busyText="Saving...">
            Save
          </SubmitButton>
        </ProfileFormFooter>
      </form>
    </FormProvider>
  );
}

describe('ProfileFormFooter', () => {
  it('sums up a refused submit until the marked fields are corrected', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');

    await user.type(screen.getByLabelText('Name'), 'Ravi');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => screen.queryByRole('alert')).toBeNull();
  });
});
