import { useTranslation } from 'react-i18next';

import { ServiceCentersList } from './service-centers-list';

export default function ActiveServiceCentersPage() {
  const { t } = useTranslation('common');
  return <ServiceCentersList status="active" title={t('ui.activeServiceCenter')} />;
}
