import { useAllCenters } from './offers-api';
import { PromotionalOffersScreen } from './promotional-offers-screen';

/** /active-discount: the manager picks a service center and manages its offers. */
export default function ManagerOffersPage() {
  const centers = useAllCenters();
  const sorted = [...(centers.data ?? [])].sort((a, b) =>
    a.servicecentername.localeCompare(b.servicecentername),
  );
  return (
    <PromotionalOffersScreen
      kind="manager"
      centers={sorted}
      centersLoading={centers.isPending}
      centersError={centers.isError}
    />
  );
}
