import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { ERROR_MESSAGES } from '@fixo/shared';

import { Alert } from '@/components/ui/alert';
import { useMessageTranslator } from '@/lib/i18n';

/**
 * The end of an account's registration or profile form (inside its FormProvider): after a refused submit
 * the 'correct the highlighted fields' summary while any field is still wrong, the page's own notice, and
 * the actions, kept in sight at the bottom of a phone's screen.
 */
export function ProfileFormFooter({ alert, children }: { alert?: ReactNode; children: ReactNode }) {
  const tm = useMessageTranslator();
  const { control } = useFormContext();
  const { errors, isSubmitted, isSubmitSuccessful } = useFormState({ control });
  const refused = isSubmitted && !isSubmitSuccessful && Object.keys(errors).length > 0;
  return (
    <>
      {refused && <Alert variant="error">{tm(ERROR_MESSAGES.validationFailed)}</Alert>}
      {alert}
      <div className="sticky bottom-0 -mx-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:justify-end sm:border-0 sm:bg-transparent sm:p-0">
        {children}
      </div>
    </>
  );
}
