import type { UserType } from '@fixo/shared';

/** Where each role lands after signing in. */
export const ROLE_HOME: Record<UserType, string> = {
  Customer: '/dashboard-customer',
  ServiceCenter: '/dashboard-service',
  Manager: '/active-service-center',
};

/** The `?as=` values of /login, readable in a URL. */
export const ROLE_SLUGS: Record<UserType, string> = {
  Customer: 'customer',
  ServiceCenter: 'service-center',
  Manager: 'manager',
};

export function roleFromSlug(slug: string | null): UserType | null {
  const entry = Object.entries(ROLE_SLUGS).find(([, value]) => value === slug);
  return entry ? (entry[0] as UserType) : null;
}

export function loginPath(role: UserType): string {
  return `/login?as=${ROLE_SLUGS[role]}`;
}
