import type { AppLoadContext } from 'react-router';
import type { TestApi } from '../../../../../api/src/test/api.js';

/**
 * The site's context for a staff screen's loader or action in a test: its calls reach the API
 * built in the test's own process (`api`, once built), as the site's in-process transport does.
 */
export const staffScreenContext = (api: () => TestApi) =>
  ({
    clientIp: '127.0.0.1',
    siteUrl: 'http://localhost:3000',
    transport: async ({
      method,
      path,
      body,
      headers,
    }: {
      method: 'GET' | 'POST';
      path: string;
      body?: unknown;
      headers?: Record<string, string>;
    }) => {
      const response = await api().app.inject({
        method,
        url: `/api${path}`,
        ...(body === undefined ? {} : { payload: body as object }),
        headers,
      });
      return { statusCode: response.statusCode, body: response.json(), cookies: [] };
    },
  }) as unknown as AppLoadContext;
