import { useTranslation } from 'react-i18next';
import { Mic, MicOff } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LIMITS, type ServiceRequestForm, type ServiceRequestFormInput } from '@fixo/shared';

import { Button, FormField, Textarea } from '@/components/ui';
import { MasterSelectField, useServiceTypes } from '@/modules/masters';

import { useVoiceDictation } from './use-voice-dictation';

/** Service(s) Required: what the driver needs and the problem in their words, typed or dictated. */
export function IssueSection() {
  const { t } = useTranslation('serviceRequests');
  const { control, register, getValues, setValue, formState } = useFormContext<
    ServiceRequestFormInput,
    unknown,
    ServiceRequestForm
  >();
  const serviceTypes = useServiceTypes();
  const issue = useWatch({ control, name: 'issue' });
  const voice = useVoiceDictation((text) => {
    const current = getValues('issue');
    setValue('issue', current.trim() ? `${current.trim()} ${text}` : text, { shouldDirty: true });
  });

  return (
    <div className="flex flex-col gap-4">
      <MasterSelectField
        name="serviceRequired"
        label={t('issue.serviceRequired')}
        required
        list={serviceTypes}
        what="services"
        placeholder={t('issue.selectService')}
      />
      <FormField
        label={t('issue.describe')}
        required
        error={formState.errors.issue?.message}
        hint={`${issue?.length ?? 0}/${LIMITS.issueMax}`}
      >
        <Textarea rows={3} placeholder={t('issue.placeholder')} {...register('issue')} />
      </FormField>
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
}
