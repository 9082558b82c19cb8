import type { FastifyInstance } from 'fastify';
import { CONTENT_TABLES_HEADER, INTERNAL_CALL_HEADER } from '@harsh/api';
import { contentTablesOf, type ContentTransport, fileHeaders } from '@harsh/contract';
import type { RenderReads } from './page-cache.js';

/**
 * The content API in this process (registered on `app` under `/api`), read through `inject`: no
 * socket, and `internalCall` marks the calls as the site's own, so that their answers keep the
 * tables they were read from for the page cache.
 */
export function inProcessTransport(app: FastifyInstance, internalCall: string): ContentTransport {
  return async ({ method, path, body, clientIp, headers }) => {
    const response = await app.inject({
      method,
      url: `/api${path}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: {
        ...headers,
        ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
        [INTERNAL_CALL_HEADER]: internalCall,
      },
    });
    let parsed: unknown = null;
    try {
      parsed = response.json();
    } catch {
      parsed = null;
    }
    const setCookie = response.headers['set-cookie'];
    return {
      statusCode: response.statusCode,
      body: parsed,
      cookies: setCookie === undefined ? [] : [setCookie].flat().map(String),
      raw: response.body,
      headers: fileHeaders((name) => {
        const value = response.headers[name];
        return value === undefined ? undefined : String(value);
      }),
      tables: contentTablesOf(response.headers[CONTENT_TABLES_HEADER] as string | undefined),
    };
  };
}

/**
 * A transport that notes the content tables each answer came from (an answer that names none
 * counts as `*`), and whether a read failed: the API unavailable (5xx) or unreachable.
 */
export function recordingReads(transport: ContentTransport, reads: RenderReads): ContentTransport {
  return async (request) => {
    let response: Awaited<ReturnType<ContentTransport>>;
    try {
      response = await transport(request);
    } catch (error) {
      reads.failed = true;
      throw error;
    }
    if (response.statusCode >= 500) reads.failed = true;
    for (const table of response.tables ?? ['*']) reads.tables.add(table);
    return response;
  };
}
