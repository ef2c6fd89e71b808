// Moved to lib so the shared DataTable kit can use it too; kept here so existing imports stay valid.
export { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
