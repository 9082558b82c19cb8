import { data, Link, useNavigation } from 'react-router';
import {
  DEFAULT_LOCALE,
  type EditableItem,
  languageName,
  mayPublish,
  translationLocales,
  withLocale,
} from '@harsh/contract';
import { staffApi, staffData } from '../../../../staff-api.server';
import type { Route } from './+types/route';
import { itemAddress, itemPath } from '../item-address';
import { revalidateAfterConflict, STAFF_HANDLE, staffMeta } from '../../_shared/staff-page';
import { BackLink } from '../../_shared/back-link';
import { useStaffSession } from '../../_shared/staff-session';
import { itemAction } from '../item/action.server';
import { PublishForm, Schedules } from '../item/publishing';
import { SharePreview } from '../item/share-preview';
import { VersionHistory } from '../item/history';
import { AnswerNotice } from '../item/answer-notice';
import { translationStateText } from './state';
import { TranslationForm } from './translation-form';

export const handle = STAFF_HANDLE;

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  staffMeta(loaded ? `${languageName(loaded.item.locale)}: ${loaded.item.title}` : 'Content');

/** The language an address names (`/admin/content/pages/1/hi`): one the site translates into, or 404. */
function translationLocale(code: string | undefined): string {
  if (!code || !translationLocales().includes(code)) throw data('Not found.', { status: 404 });
  return code;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { kind, key } = itemAddress(params);
  const locale = translationLocale(params.locale);
  const item = await staffData(
    request,
    staffApi(context, request).get<EditableItem>(withLocale(`/content/${kind}/${key}`, locale)),
  );
  return { item };
}

/** Save the translation's draft, publish or schedule it, share a preview of it, or make an old version the newest draft. */
export async function action(args: Route.ActionArgs) {
  const { kind, key } = itemAddress(args.params);
  return itemAction(args, kind, key, translationLocale(args.params.locale));
}

export const shouldRevalidate = revalidateAfterConflict;

/**
 * An item's translation into one language (decision 044), edited beside its English: drafted,
 * previewed, published and scheduled as the English is, on a revision history of its own.
 */
export default function Translation({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const language = languageName(item.locale);
  const status = item.translations[item.locale];
  const canPublish = mayPublish(useStaffSession()?.user.role);
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.errors ?? {};
  const valuesOf = (intent: string) => (actionData?.intent === intent ? actionData.values : null);
  const english = itemPath(item);
  return (
    <>
      <BackLink to={english}>The English</BackLink>
      <h1 className="mt-2 text-2xl font-bold">
        {/* Named by its English title, as the content list names it. */}
        {language}: <span lang={DEFAULT_LOCALE.tag}>{item.title}</span>
      </h1>
      <p className="mt-1 text-muted">
        {status && translationStateText(language, status)}
        {item.live_revision
          ? ` · ${language} version ${item.live_revision} is live`
          : ` · visitors read the English at ${item.path ?? 'every page'}`}
      </p>
      <div role="status" className="mt-4 empty:hidden">
        {actionData && <AnswerNotice answer={actionData} path={`${english}/${item.locale}`} />}
      </div>
      {item.latest_revision > 0 && (
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to={`/admin/preview/${item.kind}/${item.key}?locale=${item.locale}`}
            className="rounded-md border border-navy-900 px-4 py-2 text-sm font-semibold hover:bg-white"
          >
            Preview {language} version {item.latest_revision}
          </Link>
          {!canPublish && item.draft_waiting && (
            <p className="self-center text-sm text-muted">
              A publisher or an admin publishes drafts.
            </p>
          )}
        </div>
      )}
      {canPublish && item.draft_waiting && (
        <PublishForm item={item} busy={busy} errors={errors} values={valuesOf('publish')} />
      )}
      {item.latest_revision > 0 && (
        <SharePreview item={item} busy={busy} errors={errors} values={valuesOf('preview-link')} />
      )}
      {item.schedules.length > 0 && <Schedules item={item} canPublish={canPublish} busy={busy} />}
      <TranslationForm item={item} answer={actionData} busy={busy} />
      <VersionHistory item={item} busy={busy} />
    </>
  );
}
