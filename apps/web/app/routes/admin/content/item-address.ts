import { data } from 'react-router';
import { EDITABLE_KINDS, type EditableKind } from '@harsh/contract';

/** The item a content screen's address names (`/admin/content/:kind/:key/…`); 404 for one that names none. */
export function itemAddress(params: { kind?: string; key?: string }): {
  kind: EditableKind;
  key: string;
} {
  const kind = EDITABLE_KINDS.find((k) => k === params.kind);
  if (!kind || !params.key || !/^[a-z0-9-]{1,60}$/.test(params.key))
    throw data('Not found.', { status: 404 });
  return { kind, key: params.key };
}

/** The address of an item's editing screen. */
export const itemPath = (item: { kind: EditableKind; key: string }) =>
  `/admin/content/${item.kind}/${item.key}`;

/** The address of an item's translation screen in the language `code` (`/admin/content/pages/1/hi`). */
export const translationPath = (item: { kind: EditableKind; key: string }, code: string) =>
  `${itemPath(item)}/${code}`;
