import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import type { ErasureResult } from '@fixo/shared';

import { Alert, buttonClasses, Card, CardContent } from '@/components/ui';
import { useLanguage } from '@/lib/i18n';
import { clearAllStorage, useStoredSession, sessionQueryKey } from '@/modules/auth';

import { ConsentsSection } from './consents-section';
import { EraseSection } from './erase-section';
import { MyDataSection } from './my-data-section';
import { formatWhen } from './privacy-api';
import { NAMESPACE } from './privacy.texts';
import { usePrivacyMessage } from './use-privacy-message';

function Erased({ result }: { result: ErasureResult }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const say = usePrivacyMessage();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 py-6">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <CircleCheck className="size-6 text-green-600" aria-hidden />
          {t('page.erasedTitle')}
        </h1>
        <p className="text-slate-700">
          {t('page.reference')}{' '}
          <strong className="font-mono text-lg" data-testid="erasure-reference">
            {result.reference}
          </strong>
        </p>
        <p className="text-sm text-slate-600">
          {t('page.erasedOn', { when: formatWhen(result.erasedon, language) })}
        </p>
        <Alert variant="info">{say(result.retained)}</Alert>
        <Link to="/" className={buttonClasses('primary', 'md', 'self-start')}>
          {t('page.goHome')}
        </Link>
      </CardContent>
    </Card>
  );
}

/** 'Privacy & data' of a signed-in customer or service center: the DPDP Act rights in one place. */
export default function PrivacyPage() {
  const { t } = useTranslation(NAMESPACE);
  const stored = useStoredSession();
  const queryClient = useQueryClient();
  const [erased, setErased] = useState<ErasureResult | null>(null);

  // The confirmation replaces a long page: show it from its top (after the dialog has let go of the focus).
  useEffect(() => {
    if (erased) window.scrollTo({ top: 0 });
  }, [erased]);

  const onErased = (result: ErasureResult) => {
    // The server ended every session; nothing of the account stays on this phone either.
    clearAllStorage();
    queryClient.clear();
    queryClient.setQueryData(sessionQueryKey, null);
    setErased(result);
  };

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      {erased ? (
        <Erased result={erased} />
      ) : !stored.isLoggedIn ? (
        <Alert variant="info" title={t('page.signInTitle')}>
          <Link to="/login" className="font-semibold text-brand-700 underline">
            {t('page.signIn')}
          </Link>{' '}
          {t('page.signInBefore')}{' '}
          <Link to="/grievance" className="font-semibold text-brand-700 underline">
            {t('page.grievanceForm')}
          </Link>
          {t('page.after')}
        </Alert>
      ) : (
        <>
          <header className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold text-slate-900">{t('page.title')}</h1>
            <p className="text-slate-600">
              {t('page.introBefore')}{' '}
              <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
                {t('page.notice')}
              </Link>{' '}
              {t('page.or')}{' '}
              <Link to="/grievance" className="font-semibold text-brand-700 underline">
                {t('page.raiseGrievance')}
              </Link>
              {t('page.after')}
            </p>
          </header>
          <MyDataSection />
          <ConsentsSection />
          <EraseSection isCenter={stored.userType === 'ServiceCenter'} onErased={onErased} />
        </>
      )}
    </section>
  );
}
