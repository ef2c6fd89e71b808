import type { OutboxMessage } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';

export function createDevService(ctx: Pick<AppContext, 'db'>) {
  return {
    /** The newest 50 messages of the SMS outbox, status messages with their channel, template and variables. */
    async outbox(): Promise<OutboxMessage[]> {
      const rows = await ctx.db
        .selectFrom('sms_outbox')
        .select(['to_mobile', 'body', 'created_at', 'channel', 'template', 'variables'])
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      return rows.map((row) => ({
        to: row.to_mobile,
        text: row.body,
        createdon: row.created_at,
        channel: row.channel,
        template: row.template,
        variables: row.variables ? (JSON.parse(row.variables) as Record<string, string>) : null,
      }));
    },
  };
}
