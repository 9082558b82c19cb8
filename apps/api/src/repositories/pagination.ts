import type { Paginator } from '@harsh/contract';

export function paginate<T>(data: T[], page: number, perPage: number, total: number): Paginator<T> {
  return {
    data,
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
