import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';

import { BackLink } from '@/components/ui/back-link';
import { Alert } from '@/components/ui/alert';
import { FullScreenSpinner } from '@/components/ui/spinner';

import { SuitePageHeader, useSuiteMessage } from '@/modules/suite';

import { useJobCard, useJobCardFromRequest } from './job-cards-api';
import { JobCardForm } from './job-card-form';
import { NAMESPACE } from './job-cards.texts';

const detailsPath = (id: number) => `/service-manager/service-request/service-request-details/${id}`;

/** Creates the job card of an accepted marketplace request once, then opens it. */
function FromRequest({ requestId }: { requestId: number }) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const create = useJobCardFromRequest();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create.mutate(requestId, {
      onSuccess: (card) => {
        toast.success(t('createdFromRequest', { no: card.jobcardno }));
        void navigate(`/service-manager/service-request/${card.jobcardid}`, { replace: true });
      },
    });
  }, [create, navigate, requestId, t]);
  if (create.error) return <Alert variant="error">{apiError(create.error)}</Alert>;
  return <FullScreenSpinner />;
}

/**
 * 'New Service Request': /service-manager/service-request opens a new job card (?customer= preselects a
 * masters customer, ?fromRequest= starts from an accepted marketplace request); /{id} edits one.
 */
export default function JobCardFormPage() {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.id ?? 0);
  const fromRequest = Number(search.get('fromRequest') ?? 0);
  const customer = Number(search.get('customer') ?? 0);
  const query = useJobCard(id > 0 ? id : 0);

  if (fromRequest > 0 && !(id > 0)) return <FromRequest requestId={fromRequest} />;
  if (id > 0 && query.isPending) return <FullScreenSpinner />;
  if (id > 0 && query.error) return <Alert variant="error">{apiError(query.error)}</Alert>;
  const card = id > 0 ? query.data : undefined;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <BackLink to="/service-manager/service-request/service-request-details">{t('title')}</BackLink>
      <SuitePageHeader
        title={card ? t('jobCardNo', { no: card.jobcardno }) : tc('ui.newServiceRequest')}
        description={card ? `${card.customername} · ${card.vehregistrationno}` : t('newIntro')}
      />
      <JobCardForm
        key={card?.updatedon ?? 'new'}
        card={card}
        customer={customer > 0 ? customer : undefined}
        onSaved={(saved) => {
          toast.success(card ? t('saved') : t('created', { no: saved.jobcardno }));
          void navigate(detailsPath(saved.jobcardid));
        }}
      />
    </div>
  );
}
