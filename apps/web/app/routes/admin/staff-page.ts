import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffAccount } from '@harsh/contract';
import type { CanonicalHandle } from '../../canonical';
import type { PageCacheHandle } from '../../../server/page-key';

/** Every staff page: one person's, never kept by the page cache, not for search engines. */
export const STAFF_HANDLE: CanonicalHandle & PageCacheHandle = { noindex: true, pageCache: false };

export const staffMeta = (title: string) => [{ title: `${title} | Staff | Harsh Logistics` }, { name: 'robots', content: 'noindex, nofollow' }];

export const ROLE_OPTIONS = STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }));
export const STATE_LABELS: Record<StaffAccount['state'], string> = { invited: 'Invited', active: 'Active', disabled: 'Turned off' };
