import { describe, expect, it } from 'vitest';

import { managerRoutes } from '../routes/manager';
import { MANAGER_FOOTER_LINKS } from './manager-layout';

describe('manager footer', () => {
  it("lists only the manager's own pages (a center page would turn the manager away)", () => {
    const managerPaths = managerRoutes.map((route) => `/${route.path ?? ''}`);
    expect(MANAGER_FOOTER_LINKS.map((link) => link.label)).toEqual([
      'Active Service Center',
      'Inactive Service Center',
      'Offers',
      'Plan payments',
      'Grievances',
      'Settings',
    ]);
    for (const link of MANAGER_FOOTER_LINKS) expect(managerPaths).toContain(link.to);
  });
});
