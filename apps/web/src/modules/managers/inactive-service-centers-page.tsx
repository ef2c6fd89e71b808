import { useTranslation } from 'react-i18next';

import { ServiceCentersList } from './service-centers-list';

export default function InactiveServiceCentersPage() {
  const { t } = useTranslation('common');
  return <ServiceCentersList status="inactive" title={t('ui.inactiveServiceCenter')} />;
}
