import { UI_TEXTS } from '@fixo/shared';

import { ServiceCentersList } from './service-centers-list';

export default function InactiveServiceCentersPage() {
  return <ServiceCentersList status="inactive" title={UI_TEXTS.inactiveServiceCenter} />;
}
