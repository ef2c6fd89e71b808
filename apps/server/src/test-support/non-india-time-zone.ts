/**
 * Every server test runs in a zone that is not India's, one with daylight saving and a negative offset: the
 * server's days, months and financial years must come from the India-time helpers, never from the process zone.
 * Servers the tests spawn inherit it.
 */
export const TEST_TIME_ZONE = 'America/Los_Angeles';
process.env.TZ = TEST_TIME_ZONE;
