import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvImportResultSchema,
  csvImportSchema,
  type CsvImportBody,
  type CsvImportResult,
} from '@fixo/shared';
import { z } from 'zod';
import { CSV_BODY_LIMIT_BYTES } from './csv.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a list's CSV file does for its caller (the suite's center and account). */
export interface CsvFile<C> {
  exportCsv(caller: C): Promise<string>;
  preview(caller: C, body: CsvImportBody): Promise<CsvImportResult>;
  commit(caller: C, body: CsvImportBody): Promise<CsvImportResult>;
}

/**
 * The three routes of a list's CSV file: the export (a private download named `filename`), and the import at
 * `importPath` with its preview at `importPath/Preview` (both take bodies up to CSV_BODY_LIMIT_BYTES).
 */
export function csvFileRoutes<C>(
  app: ZodApp,
  options: {
    tags: string[];
    access: Pick<RouteShorthandOptions, 'config' | 'onRequest'>;
    callerOf: (request: FastifyRequest) => C;
    exportPath: string;
    filename: string;
    importPath: string;
    file: CsvFile<C>;
  },
): void {
  const { tags, access, callerOf, file } = options;
  app.get(
    options.exportPath,
    { ...access, schema: { tags, response: { 200: z.string().describe('text/csv') } } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${options.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(await file.exportCsv(callerOf(request))),
  );
  const importRoute = {
    ...access,
    bodyLimit: CSV_BODY_LIMIT_BYTES,
    schema: { tags, body: csvImportSchema, response: { 200: csvImportResultSchema } },
  };
  app.post(`${options.importPath}/Preview`, importRoute, async (request) =>
    file.preview(callerOf(request), request.body),
  );
  app.post(options.importPath, importRoute, async (request) => file.commit(callerOf(request), request.body));
}
