import {
  DEFAULT_LOCALE,
  type EditableKind,
  type FieldErrors,
  fieldErrorsFrom,
} from '@harsh/contract';
import type { Database } from '../db/client.js';
import { findRevisionData, lockForPublish, markLive } from '../repositories/content-revisions.js';
import { writeTranslation } from '../repositories/content-translations.js';
import { EDITABLES } from './editable.js';
import { draftProblems } from './draft-checks.js';
import { checkTranslation, isTranslation, searchTextOf, sourceOf } from './translations.js';

/** The item has no such revision. */
export class NoSuchRevisionError extends Error {}
/** The revision is the live version already. */
export class AlreadyLiveError extends Error {}
/** The stored revision no longer passes its kind's checks (the schema changed since it was saved). */
export class InvalidRevisionError extends Error {
  constructor(readonly fields: FieldErrors) {
    super('The revision does not pass the checks');
  }
}

export interface PublishRequest {
  kind: EditableKind;
  key: string;
  /** The chain published: English (the default) or a translation's language. */
  locale?: string;
  revision: number;
  /** The account the publish is recorded under (for a scheduled one, whoever scheduled it). */
  publishedBy: number | null;
}

/**
 * Makes a revision the live version: writes it to the tables the site reads and records it as
 * live. Call inside a transaction; announce the kind's tables after it commits. Returns the
 * revision that was live before.
 */
export async function publishRevision(
  tx: Database,
  { kind, key, locale = DEFAULT_LOCALE.code, revision, publishedBy }: PublishRequest,
): Promise<{ replaced: number | null }> {
  const editable = EDITABLES[kind];
  const state = await lockForPublish(tx, kind, key, locale);
  // A deleted item is not brought back by a publish that was already on its way (or scheduled).
  const data =
    state && !state.deletedAt ? await findRevisionData(tx, kind, key, revision, locale) : null;
  if (!state || !data) throw new NoSuchRevisionError();
  if (state.liveRevision === revision) throw new AlreadyLiveError();
  if (isTranslation(locale)) {
    // A translation is laid over the English live version: it needs one, and is checked over it.
    const english = await editable.read(tx, key);
    if (!english) throw new NoSuchRevisionError();
    const checked = await checkTranslation(tx, kind, key, english, data);
    if ('fields' in checked) throw new InvalidRevisionError(checked.fields);
    await writeTranslation(tx, {
      kind,
      key,
      locale,
      data: checked.words,
      source: sourceOf(data),
      searchText: searchTextOf(kind, checked.words),
    });
    await markLive(tx, kind, key, revision, publishedBy, locale);
    return { replaced: state.liveRevision };
  }
  // Stored revisions were checked when saved; checked again, so that no schema change lets old data through.
  const checked = editable.schema.safeParse(data);
  if (!checked.success)
    throw new InvalidRevisionError(fieldErrorsFrom(checked.error, { wholePath: true }));
  const clashes = await draftProblems(tx, kind, key, checked.data);
  if (clashes) throw new InvalidRevisionError(clashes);
  await editable.write(tx, key, checked.data);
  await markLive(tx, kind, key, revision, publishedBy);
  return { replaced: state.liveRevision };
}
