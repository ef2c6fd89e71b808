import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import type { ErasureResult } from '@fixo/shared';

import { Alert, buttonClasses, Card, CardContent } from '@/components/ui';
import { clearAllStorage, useStoredSession } from '@/modules/auth/session-storage';
import { sessionQueryKey } from '@/modules/auth/auth-api';

import { ConsentsSection } from './consents-section';
import { EraseSection } from './erase-section';
import { MyDataSection } from './my-data-section';
import { formatWhen } from './privacy-api';

function Erased({ result }: { result: ErasureResult }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 py-6">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <CircleCheck className="size-6 text-green-600" aria-hidden />
          Your account is erased
        </h1>
        <p className="text-slate-700">
          Reference number:{' '}
          <strong className="font-mono text-lg" data-testid="erasure-reference">
            {result.reference}
          </strong>
        </p>
        <p className="text-sm text-slate-600">
          Erased on {formatWhen(result.erasedon)}. Keep the reference for any question.
        </p>
        <Alert variant="info">{result.retained}</Alert>
        <Link to="/" className={buttonClasses('primary', 'md', 'self-start')}>
          Go Home
        </Link>
      </CardContent>
    </Card>
  );
}

/** 'Privacy & data' of a signed-in customer or service center: the DPDP Act rights in one place. */
export default function PrivacyPage() {
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
        <Alert variant="info" title="Sign in to see your data">
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Sign in
          </Link>{' '}
          to download your data, manage consents or erase your account. To complain without signing in, use
          the{' '}
          <Link to="/grievance" className="font-semibold text-brand-700 underline">
            grievance form
          </Link>
          .
        </Alert>
      ) : (
        <>
          <header className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold text-slate-900">Privacy &amp; data</h1>
            <p className="text-slate-600">
              Your rights under the Digital Personal Data Protection Act, 2023. Read the{' '}
              <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
                privacy notice
              </Link>{' '}
              or{' '}
              <Link to="/grievance" className="font-semibold text-brand-700 underline">
                raise a grievance
              </Link>
              .
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
