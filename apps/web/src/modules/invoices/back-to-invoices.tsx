import { useTranslation } from 'react-i18next';

import { BackLink } from '@/components/ui/back-link';

import { INVOICE_LIST_PATH } from './invoice-format';
import { NAMESPACE } from './invoices.texts';

/** 'Invoices' back to the list, above each invoice screen (not printed). */
export function BackToInvoices() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <BackLink to={INVOICE_LIST_PATH} className="print:hidden">
      {t('title')}
    </BackLink>
  );
}
