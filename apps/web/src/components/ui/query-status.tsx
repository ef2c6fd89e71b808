import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@fixo/shared';

import { Alert } from './alert';

/**
 * A page's record while it is not there yet: a quiet 'Loading...' line, or the error when the read failed.
 * Renders nothing once the record is in.
 */
export function QueryStatus({ query }: { query: { isPending: boolean; error: Error | null } }) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        {t('ui.loading')}
      </p>
    );
  }
  if (query.error) return <Alert variant="error">{ERROR_MESSAGES.errorPrefixed(query.error.message)}</Alert>;
  return null;
}
