import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig, NotificationEvent } from './config.js';
import type { Db } from './db.js';
import { nowIso } from './db.js';
import { maskMobile } from './sms.js';
import { compiledQuery } from './compiled-query.js';

export type MessageChannel = 'sms' | 'whatsapp';

/** One status message, ready to send: the worker renders the text from the template and variables. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** 10-digit Indian mobile number. */
  to: string;
  event: NotificationEvent;
  /** SMS: the DLT template id; WhatsApp: the approved template's name. */
  template: string;
  language: string;
  variables: Record<string, string>;
  /** The rendered text (the SMS body; WhatsApp shows its approved template filled with the variables). */
  text: string;
}

/**
 * The SMS and WhatsApp gateways cannot be reached from here: real providers implement this. `send` resolves when
 * the gateway took the message and throws otherwise (the worker retries with backoff).
 */
export interface NotificationProvider {
  send(message: OutgoingMessage): Promise<void>;
  /**
   * Optional: takes a worker's batch at once, all or nothing: resolves when every message was taken, throws when
   * none was (the worker then retries each as after a failed `send`). Only a provider that can keep that promise
   * has it (the development outbox: one transaction); a gateway that may take some messages and refuse others
   * must not, or the worker would send the taken ones again.
   */
  sendAll?(messages: readonly OutgoingMessage[]): Promise<void>;
}

// The worker runs it once per message: compiled once (platform/compiled-query.ts).
const insertOutboxQuery = compiledQuery(
  (
    db,
    $: {
      to_mobile: string;
      body: string;
      channel: string;
      template: string;
      variables: string;
      created_at: string;
    },
  ) =>
    db.insertInto('sms_outbox').values({
      to_mobile: $.to_mobile,
      body: $.body,
      channel: $.channel,
      template: $.template,
      variables: $.variables,
      created_at: $.created_at,
    }),
);

/**
 * Development default: every status message lands in the outbox (/dev/outbox, DEV_TOOLS only). A worker batch is
 * written in one transaction (`sendAll`): on SQLite each autocommitted insert was its own commit, the most
 * expensive statement of a create load (bench/README.md, creates).
 */
export function createOutboxNotificationProvider(db: Db, log: FastifyBaseLogger): NotificationProvider {
  async function insert(executor: Db, message: OutgoingMessage, createdAt: string) {
    await insertOutboxQuery.execute(executor, {
      to_mobile: message.to,
      body: message.text,
      channel: message.channel,
      template: message.template,
      variables: JSON.stringify(message.variables),
      created_at: createdAt,
    });
  }
  const logged = (message: OutgoingMessage) =>
    log.info(
      { to: maskMobile(message.to), channel: message.channel, event: message.event },
      'status message sent to the development outbox',
    );
  return {
    async send(message) {
      await insert(db, message, nowIso());
      logged(message);
    },
    async sendAll(messages) {
      const createdAt = nowIso();
      // All rows or none: the transaction commits them together, or a failure rolls back every one.
      await db.transaction().execute(async (trx) => {
        for (const message of messages) await insert(trx, message, createdAt);
      });
      for (const message of messages) logged(message);
    },
  };
}

/** How long one gateway call may take; the worker's claim on a message lasts longer than this. */
export const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * A JSON-over-HTTP gateway: POST {url} with a bearer key and
 * `{ channel, to: '+91…', sender, template, language, variables, text }`; any 2xx is accepted. This is the
 * shape of an in-house relay, not of a named vendor: an adapter for a vendor (its DLT fields or WhatsApp
 * Cloud API body) is a small provider of its own behind the same interface.
 */
export function createHttpNotificationProvider(
  gateway: GatewayConfig,
  options: { sender?: string; timeoutMs?: number } = {},
): NotificationProvider {
  return {
    async send(message) {
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(gateway.key ? { authorization: `Bearer ${gateway.key}` } : {}),
        },
        body: JSON.stringify({
          channel: message.channel,
          to: `+91${message.to}`,
          ...(options.sender ? { sender: options.sender } : {}),
          template: message.template,
          language: message.language,
          variables: message.variables,
          text: message.text,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? GATEWAY_TIMEOUT_MS),
      });
      // The body of an error answer is not logged: gateways echo the message text, which holds a link.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`${message.channel} gateway answered ${response.status}`);
    },
  };
}

/**
 * Sends each channel through its own provider. A batch can be taken at once only when one provider serves both
 * channels (the development outbox): a batch split between two providers could be half taken, which `sendAll`
 * must never be.
 */
export function channelRouter(providers: Record<MessageChannel, NotificationProvider>): NotificationProvider {
  const router: NotificationProvider = { send: (message) => providers[message.channel].send(message) };
  const both = providers.sms === providers.whatsapp ? providers.sms : undefined;
  if (both?.sendAll) router.sendAll = (messages) => both.sendAll!(messages);
  return router;
}
