import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

import { INVOICE_LIST_PATH } from './invoice-format';
import { NAMESPACE } from './invoices.texts';

/** 'Invoices' back to the list, above each invoice screen (not printed). */
export function BackToInvoices() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Link
      to={INVOICE_LIST_PATH}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden /> {t('title')}
    </Link>
  );
}
