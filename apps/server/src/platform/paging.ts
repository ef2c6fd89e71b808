import type { FastifyReply } from 'fastify';
import { TOTAL_COUNT_HEADER, type PageQuery } from '@fixo/shared';
import { toCount } from './db.js';

/** LIMIT / OFFSET of one page. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.PAGESIZE, offset: (query.PAGE - 1) * query.PAGESIZE };
}

/** A page of rows with the total of all pages. */
export interface Page<T> {
  rows: T[];
  total: number;
}

export function toPage<T>(rows: T[], total: string | number | bigint | null | undefined): Page<T> {
  return { rows, total: toCount(total) };
}

/** The contract's array answer; the total goes in X-Total-Count (and the page in X-Page / X-Page-Size). */
export function sendPage<T>(reply: FastifyReply, page: Page<T>, query: PageQuery): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  reply.header('X-Page', String(query.PAGE));
  reply.header('X-Page-Size', String(query.PAGESIZE));
  return page.rows;
}
