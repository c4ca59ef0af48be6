import type { Plugin } from 'vite';
import type { z } from 'zod';
import { endpoints } from '../../shared/contracts/http-api';

const HTTP_API = '@heirloom/shared/contracts/http-api';
const TABLE_ID = '\0heirloom-endpoint-table';

/** What the browser needs to know about a response to tell our API's answer from something else. */
export type ResponseShape = 'object' | 'array' | 'any';

function shapeOf(schema: z.ZodType): ResponseShape {
  const type = (schema as { def?: { type?: string } }).def?.type;
  if (type === 'object') return 'object';
  if (type === 'array') return 'array';
  return 'any';
}

/**
 * The browser's copy of the shared endpoint table: method, path, whether a request body or query
 * is sent and the response's outer shape, without the zod schemas. The web client trusts its own
 * API's typed responses (the handlers validate every request with the same schemas, and forms
 * validate user input with them on their own lazily loaded routes), so the schemas and zod stay
 * out of the first load (issue 13: about 130 KB of the first route's JavaScript). Web code keeps
 * importing `endpoints` from the shared module, so the types still come from the schemas; only the
 * client build swaps in this table, generated from that same module, so nothing is declared twice.
 */
export function endpointTable(): Plugin {
  return {
    name: 'heirloom-endpoint-table',
    enforce: 'pre',
    resolveId(source) {
      return source === HTTP_API ? TABLE_ID : null;
    },
    load(id) {
      if (id !== TABLE_ID) return null;
      const table = Object.fromEntries(
        Object.entries(endpoints).map(([name, endpoint]) => [
          name,
          { method: endpoint.method, path: endpoint.path, request: endpoint.request ? true : undefined, response: shapeOf(endpoint.response) },
        ]),
      );
      return `export const endpoints = ${JSON.stringify(table)};\n`;
    },
  };
}
