import { UI_TEXTS } from '@fixo/shared';

import { ServiceCentersList } from './service-centers-list';

export default function ActiveServiceCentersPage() {
  return <ServiceCentersList status="active" title={UI_TEXTS.activeServiceCenter} />;
}
