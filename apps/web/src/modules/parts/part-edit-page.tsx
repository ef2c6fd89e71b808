import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';

import { BackLink } from '@/components/ui/back-link';
import { Alert } from '@/components/ui/alert';
import { FullScreenSpinner } from '@/components/ui/spinner';

import { SuitePageHeader, useSuiteMessage } from '@/modules/suite';

import { PartForm } from './part-form';
import { usePart } from './parts-api';
import { StockLedger } from './stock-ledger';
import { NAMESPACE } from './parts.texts';

/** /service-manager/add-edit-parts/{id?}: a new item, or an item with its stock ledger. */
export default function PartEditPage() {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const id = Number(params.id ?? 0);
  const navigate = useNavigate();
  const query = usePart(id > 0 ? id : 0);
  const back = <BackLink to="/service-manager/parts-list">{t('back')}</BackLink>;

  if (!(id > 0)) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
        {back}
        <SuitePageHeader title={t('addItem')} />
        <PartForm
          onSaved={(saved) => {
            toast.success(t('itemAdded'));
            void navigate(`/service-manager/add-edit-parts/${saved.partid}`, { replace: true });
          }}
        />
      </div>
    );
  }
  if (query.isPending) return <FullScreenSpinner />;
  if (query.error) return <Alert variant="error">{apiError(query.error)}</Alert>;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {back}
      <SuitePageHeader title={query.data.partname} />
      <PartForm key={query.data.updatedon} part={query.data} onSaved={() => toast.success(t('itemSaved'))} />
      {query.data.parttype === 'Part' && <StockLedger part={query.data} />}
    </div>
  );
}
