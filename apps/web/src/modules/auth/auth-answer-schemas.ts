/** The auth calls' contracts, loaded on first use (lib/api-client.ts, lazySchema): not among the first page's files. */
export {
  appConfigEntrySchema,
  messageAnswerSchema,
  outboxMessageSchema,
  sessionResponseSchema,
} from '@fixo/shared';
