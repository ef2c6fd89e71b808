import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { PRIVACY_MESSAGES, type ErasureResult } from '@fixo/shared';

import {
  Alert,
  Button,
  Card,
  CardContent,
  DialogFormButtons,
  FormField,
  Input,
  SimpleDialog,
} from '@/components/ui';
import { errorMessage } from '@/lib/api-client';

import { useEraseAccount } from './privacy-api';
import { NAMESPACE } from './privacy.texts';
import { usePrivacyMessage } from './use-privacy-message';

/**
 * Erasure: what is kept by law is said before anything is done; the person types ERASE and the passcode
 * (it cannot be undone). onErased gets the reference to show.
 */
export function EraseSection({
  isCenter,
  onErased,
}: {
  isCenter: boolean;
  onErased: (r: ErasureResult) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const say = usePrivacyMessage();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const [passcode, setPasscode] = useState('');
  const erase = useEraseAccount({ onSuccess: onErased });
  const ready = word === 'ERASE' && /^\d{4}$/.test(passcode);
  const close = () => {
    setOpen(false);
    setWord('');
    setPasscode('');
    erase.reset();
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 py-5">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold text-slate-900">{t('erase.title')}</h2>
          <p className="text-sm text-slate-600">{t('erase.intro')}</p>
        </div>
        <Alert variant="warning" title={t('erase.keepTitle')}>
          {say(isCenter ? PRIVACY_MESSAGES.centerRetentionNote : PRIVACY_MESSAGES.retentionNote)}
        </Alert>
        <Button variant="destructive" className="self-start" onClick={() => setOpen(true)}>
          <Trash2 className="size-4" aria-hidden />
          {t('erase.button')}
        </Button>
      </CardContent>
      <SimpleDialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t('erase.dialogTitle')}
        description={t('erase.dialogDescription')}
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) erase.mutate(passcode);
          }}
        >
          <FormField label={t('erase.typeErase')} required>
            <Input autoComplete="off" value={word} onChange={(e) => setWord(e.target.value.trim())} />
          </FormField>
          <FormField label={t('erase.passcode')} required>
            <Input
              type="password"
              inputMode="numeric"
              maxLength={4}
              autoComplete="current-password"
              value={passcode}
              onChange={(e) => setPasscode(e.target.value.replace(/\D/g, ''))}
            />
          </FormField>
          {erase.isError && <Alert variant="error">{say(errorMessage(erase.error))}</Alert>}
          <DialogFormButtons
            cancelLabel={t('erase.cancel')}
            onCancel={close}
            submitLabel={t('erase.button')}
            busy={erase.isPending}
            busyLabel={t('erase.erasing')}
            destructive
            disabled={!ready}
          />
        </form>
      </SimpleDialog>
    </Card>
  );
}
