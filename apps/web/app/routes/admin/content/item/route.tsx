import { Link, useNavigation } from 'react-router';
import { CONTENT_MESSAGES, mayPublish } from '@harsh/contract';
import { staffApi, staffData } from '../../../../staff-api.server';
import type { Route } from './+types/route';
import { mediaChoices } from '../form-fields';
import { loadFieldChoices } from '../field-choices.server';
import { itemAddress, itemPath } from '../item-address';
import { Notice } from '../../_shared/notice';
import { revalidateAfterConflict, STAFF_HANDLE, staffMeta } from '../../_shared/staff-page';
import { BackLink } from '../../_shared/back-link';
import { useStaffSession } from '../../_shared/staff-session';
import { itemAction } from './action.server';
import { PublishForm, Schedules } from './publishing';
import { SharePreview } from './share-preview';
import { DraftForm } from './draft-form';
import { VersionHistory } from './history';
import { DeleteForm } from './delete-form';
import { AnswerNotice } from './answer-notice';
import { TranslationStates } from '../translation/state';

export const handle = STAFF_HANDLE;

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  staffMeta(loaded ? `Edit ${loaded.item.title}` : 'Content');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { kind, key } = itemAddress(params);
  const api = staffApi(context, request);
  const [item, media, choices] = await Promise.all([
    staffData(request, api.get(`/content/${kind}/${key}`)),
    staffData(request, api.get('/media')),
    loadFieldChoices(context.content, kind),
  ]);
  return {
    item,
    library: mediaChoices(media),
    choices,
    created: new URL(request.url).searchParams.get('created') === '1',
  };
}

/** Save a draft, publish a version, or make an old version the newest draft (`itemAction`). */
export async function action(args: Route.ActionArgs) {
  const { kind, key } = itemAddress(args.params);
  return itemAction(args, kind, key);
}

/** After a conflict (someone else saved) the history and the publish box show their version, not an older one. */
export const shouldRevalidate = revalidateAfterConflict;

/** The editing screen of one content item: its draft, publishing, preview links, history and deletion. */
export default function ContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { item, library, choices, created } = loaderData;
  const canPublish = mayPublish(useStaffSession()?.user.role);
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.errors ?? {};
  // What a refused form held, shown again in that form only.
  const valuesOf = (intent: string) => (actionData?.intent === intent ? actionData.values : null);
  return (
    <>
      <BackLink to="/admin/content">Content</BackLink>
      <h1 className="mt-2 text-2xl font-bold">{item.title}</h1>
      <p className="mt-1 text-muted">
        {item.path ? (
          <>
            On the site at <span className="font-mono text-sm">{item.path}</span> ·{' '}
          </>
        ) : (
          item.kind === 'settings' && 'Shown on every page · '
        )}
        {item.live_revision
          ? `Version ${item.live_revision} is live`
          : item.live
            ? 'Not edited yet'
            : 'New: not on the site yet'}
        {item.draft_waiting &&
          ` · version ${item.latest_revision} is a draft waiting to be published`}
      </p>
      <div role="status" className="mt-4 empty:hidden">
        {!actionData && created && (
          <Notice ok>
            <p>{CONTENT_MESSAGES.created}</p>
          </Notice>
        )}
        {actionData && <AnswerNotice answer={actionData} path={itemPath(item)} />}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          to={`/admin/preview/${item.kind}/${item.key}`}
          className="rounded-md border border-navy-900 px-4 py-2 text-sm font-semibold hover:bg-white"
        >
          {item.latest_revision
            ? `Preview version ${item.latest_revision}`
            : 'Preview the live page'}
        </Link>
        {!canPublish && item.draft_waiting && (
          <p className="self-center text-sm text-muted">
            A publisher or an admin publishes drafts.
          </p>
        )}
      </div>

      <section aria-labelledby="translations" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="translations" className="text-lg font-bold">
          Translations
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted">
          Each language’s words, edited beside the English; a page not translated is shown in
          English there.
        </p>
        <TranslationStates item={item} />
      </section>
      {canPublish && item.draft_waiting && (
        <PublishForm item={item} busy={busy} errors={errors} values={valuesOf('publish')} />
      )}
      <SharePreview item={item} busy={busy} errors={errors} values={valuesOf('preview-link')} />
      {item.schedules.length > 0 && <Schedules item={item} canPublish={canPublish} busy={busy} />}
      <DraftForm item={item} library={library} choices={choices} answer={actionData} busy={busy} />
      <VersionHistory item={item} busy={busy} />
      {item.deletable && <DeleteForm item={item} busy={busy} errors={errors} />}
    </>
  );
}
