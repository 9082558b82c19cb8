import {
  DEFAULT_LOCALE,
  type EditableItem,
  languageName,
  localeSetting,
  overlayTranslation,
  type Revision,
  translationLocales,
  withLocale,
} from '@harsh/contract';
import { PreviewBanner } from '../../../../components/preview-banner';
import { localePath } from '../../../../locale';
import { requireStaff, staffApi, staffData } from '../../../../staff-api.server';
import type { Route } from './+types/draft';
import { itemAddress } from '../item-address';
import { DraftView } from './draft-view';
import { draftTitle, PREVIEW_FRAME } from './preview-page';
import { loadDraftPreview, previewReading } from './draft-preview.server';
import { PREVIEW_HANDLE, staffMeta } from '../../_shared/staff-page';

export const handle = { ...PREVIEW_HANDLE, ...PREVIEW_FRAME };

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  staffMeta(loaded ? `Preview: ${draftTitle(loaded.preview)}` : 'Preview');

/**
 * A draft in the public site's own components (a list entry in its list's section), at a staff
 * address (private, unindexed, outside the page cache). The newest version unless `?version=`
 * names another.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { kind, key } = itemAddress(params);
  const api = staffApi(context, request);
  const url = new URL(request.url);
  // A translation (`?locale=hi`) is previewed as its words laid over the live English (decision 044).
  const asked = url.searchParams.get('locale');
  const locale = asked && translationLocales().includes(asked) ? asked : DEFAULT_LOCALE.code;
  const inLocale = (path: string) =>
    locale === DEFAULT_LOCALE.code ? path : withLocale(path, locale);
  const item = await staffData(request, api.get<EditableItem>(inLocale(`/content/${kind}/${key}`)));
  const askedVersion = Number(url.searchParams.get('version') ?? item.latest_revision);
  const version = Number.isInteger(askedVersion) && askedVersion > 0 ? askedVersion : 0;
  const revision =
    version > 0
      ? await staffData(
          request,
          api.get<Revision>(inLocale(`/content/${kind}/${key}/revisions/${version}`)),
        )
      : null;
  let document = revision ? revision.data : (item.live ?? item.latest);
  let focalPoints = revision ? revision.focal_points : item.focal_points;
  if (locale !== DEFAULT_LOCALE.code) {
    const english = await staffData(request, api.get(`/content/${kind}/${key}`));
    document = overlayTranslation(kind, english.live ?? english.latest, document);
    focalPoints = english.focal_points;
  }
  const { content, frame } = await previewReading(context, locale);
  const preview = await loadDraftPreview(content, kind, key, item.path, document, focalPoints);
  const path = item.path && frame ? localePath(localeSetting(locale), item.path) : item.path;
  return {
    preview,
    version,
    live: version === 0 || version === item.live_revision,
    path,
    kind,
    key,
    locale,
    frame,
  };
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { preview, version, live, path, kind, key, locale } = loaderData;
  const translated = locale !== DEFAULT_LOCALE.code;
  return (
    <>
      <PreviewBanner>
        <p lang={translated ? DEFAULT_LOCALE.tag : undefined}>
          Preview of {translated ? `${languageName(locale)} ` : ''}
          {version ? `version ${version}` : 'the live version'} of {path ?? draftTitle(preview)}
          {live
            ? ': this is what visitors see.'
            : ': visitors do not see this until it is published.'}
        </p>
        <a
          href={
            translated ? `/admin/content/${kind}/${key}/${locale}` : `/admin/content/${kind}/${key}`
          }
          className="underline"
          lang={translated ? DEFAULT_LOCALE.tag : undefined}
        >
          Back to editing
        </a>
      </PreviewBanner>
      <DraftView preview={preview} />
    </>
  );
}
