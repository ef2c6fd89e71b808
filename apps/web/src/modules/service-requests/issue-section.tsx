import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Mic, MicOff } from 'lucide-react';
import { useFormState, useWatch } from 'react-hook-form';
import { LIMITS } from '@fixo/shared';

import { Button, FormField, Textarea } from '@/components/ui';
import { MasterSelectField, useServiceTypes } from '@/modules/masters';

import { useRequestForm } from './request-form-context';
import { useVoiceDictation } from './use-voice-dictation';

/** The service select with its own list: the list's arrival draws this select again, not the section. */
function ServiceTypeField() {
  const { t } = useTranslation('serviceRequests');
  const serviceTypes = useServiceTypes();
  return (
    <MasterSelectField
      name="serviceRequired"
      label={t('issue.serviceRequired')}
      required
      list={serviceTypes}
      what="services"
      placeholder={t('issue.selectService')}
    />
  );
}

/** '12/500' under the description: each keystroke draws this count again, not the section. */
function IssueLength() {
  const { control } = useRequestForm();
  const issue = useWatch({ control, name: 'issue' });
  return `${issue?.length ?? 0}/${LIMITS.issueMax}`;
}

function IssueField() {
  const { t } = useTranslation('serviceRequests');
  const { control, register } = useRequestForm();
  const { errors } = useFormState({ control, name: 'issue' });
  return (
    <FormField label={t('issue.describe')} required error={errors.issue?.message} hint={<IssueLength />}>
      <Textarea rows={3} placeholder={t('issue.placeholder')} {...register('issue')} />
    </FormField>
  );
}

/** Service(s) Required: what the driver needs and the problem in their words, typed or dictated. */
export const IssueSection = memo(function IssueSection() {
  const { t } = useTranslation('serviceRequests');
  const { getValues, setValue } = useRequestForm();
  const voice = useVoiceDictation((text) => {
    const current = getValues('issue');
    setValue('issue', current.trim() ? `${current.trim()} ${text}` : text, { shouldDirty: true });
  });

  return (
    <div className="flex flex-col gap-4">
      <ServiceTypeField />
      <IssueField />
      {voice.supported ? (
        <Button
          type="button"
          variant={voice.listening ? 'destructive' : 'outline'}
          className="self-start"
          aria-pressed={voice.listening}
          onClick={voice.listening ? voice.stop : voice.start}
        >
          {voice.listening ? (
            <MicOff className="size-5" aria-hidden />
          ) : (
            <Mic className="size-5" aria-hidden />
          )}
          {voice.listening ? t('issue.stopDictation') : t('issue.speak')}
        </Button>
      ) : (
        <p className="text-sm text-slate-500">{t('issue.noVoice')}</p>
      )}
      {voice.error && (
        <p role="alert" className="text-sm font-medium text-amber-800">
          {voice.error}
        </p>
      )}
    </div>
  );
});
