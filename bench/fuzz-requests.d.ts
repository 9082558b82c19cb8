export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}
export const API_CALLS: ReadonlyArray<readonly [string, string]>;
export const PAGE_ROUTES: ReadonlyArray<readonly [string, string]>;
export function random(seed: number): () => number;
export function fuzzRequests(
  count: number,
  options?: { seed?: number; apiPrefix?: string; calls?: 'api' | 'pages' | 'both' },
): Generator<FuzzRequest>;
