import { data, Form, redirect, useNavigation } from 'react-router';
import {
  CONTENT_MESSAGES,
  type ContentCreated,
  EDITABLE_KIND_LABELS,
  type FieldErrors,
  isCreatableKind,
  NEW_ITEM_LABELS,
  REVISION_NOTE_MAX_LENGTH,
  slugFrom,
} from '@harsh/contract';
import { TextField } from '../../../components/ui/field';
import { readFormFields } from '../../../form-submission.server';
import { staffApi, staffData, staffOrNull } from '../../../staff-api.server';
import type { Route } from './+types/new';
import { ContentFormFields, mediaChoices } from './form-fields';
import { loadFieldChoices } from './field-choices.server';
import { documentFromForm, errorsForForm } from './fields';
import { SignInAgain, StatusNotice } from '../_shared/notice';
import { STAFF_HANDLE, staffMeta } from '../_shared/staff-page';
import { INDIA_TIME_ZONE } from '../../../text';
import { BackLink } from '../_shared/back-link';
import { useUnsavedChanges } from './unsaved-changes';
import { SubmitButton } from '../../../components/ui/submit-button';

export const handle = STAFF_HANDLE;

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  staffMeta(loaded ? NEW_ITEM_LABELS[loaded.kind] : 'Content');

function kindOf(params: { kind?: string }) {
  if (!params.kind || !isCreatableKind(params.kind)) throw data('Not found.', { status: 404 });
  return params.kind;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindOf(params);
  const [media, choices] = await Promise.all([
    staffData(request, staffApi(context, request).get('/media')),
    loadFieldChoices(context.content, kind),
  ]);
  // A post is dated today (in India) unless the editor says otherwise.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE }).format(new Date());
  return {
    kind,
    library: mediaChoices(media),
    choices,
    defaults: { published_on: today, opening_hours: 'Mo-Sa 09:30-18:30' } as Record<string, string>,
  };
}

/** A new item's address left empty is made from its title (a branch's, from its name); shown on the form if refused. */
function withAddress(fields: Record<string, string>): Record<string, string> {
  if (!('slug' in fields) || fields['slug']!.trim() !== '') return fields;
  const slug = slugFrom(fields['title'] ?? fields['location_name'] ?? '');
  return slug ? { ...fields, slug } : fields;
}

/** The first draft of a new item: saved, it opens as an item of its own, still unseen by visitors. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const kind = kindOf(params);
  // A post's text is a large body: read only for someone signed in.
  if (!(await staffOrNull(context, request)))
    return data(
      {
        message: CONTENT_MESSAGES.sessionEnded,
        errors: {} as FieldErrors,
        values: null,
        signIn: true,
      },
      { status: 401 },
    );
  const fields = withAddress((await readFormFields(request)) ?? {});
  const answer = await staffApi(context, request).post<ContentCreated>(`/content/${kind}`, {
    data: documentFromForm(kind, '0', fields),
    note: fields['note'] ?? '',
  });
  if (answer.status === 201)
    throw redirect(`/admin/content/${kind}/${answer.envelope.data.key}?created=1`);
  const refused = answer.envelope.data as unknown;
  const errors =
    answer.status === 422 && refused && typeof refused === 'object'
      ? errorsForForm(kind, '0', fields, refused as FieldErrors)
      : {};
  // An address left empty is made from the title or name: with that missing too, its message says enough.
  if (fields['slug'] === '' && (errors['title'] || errors['location_name'])) delete errors['slug'];
  return data(
    { message: answer.envelope.message, errors, values: fields },
    { status: answer.status },
  );
}

export default function ContentNew({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, library, choices, defaults } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values ?? defaults;
  // Every answer here is a refusal: a saved draft leads on to its own page.
  const unsaved = useUnsavedChanges(actionData);
  return (
    <>
      <BackLink to="/admin/content">Content</BackLink>
      <h1 className="mt-2 text-2xl font-bold">{NEW_ITEM_LABELS[kind]}</h1>
      <p className="mt-1 max-w-2xl text-muted">
        Saved, it is a draft among the {EDITABLE_KIND_LABELS[kind].toLowerCase()}: visitors see it
        only once a publisher or an admin publishes it.
      </p>
      <StatusNotice answer={actionData && { ok: false, message: actionData.message }}>
        {actionData && 'signIn' in actionData && (
          <SignInAgain path={`/admin/content/${kind}/new`} />
        )}
      </StatusNotice>
      <section aria-labelledby="draft" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="draft" className="text-lg font-bold">
          First draft
        </h2>
        <Form method="post" className="mt-4 grid gap-4" noValidate {...unsaved.handlers}>
          <ContentFormFields
            kind={kind}
            itemKey="0"
            shown={(name) => values[name]}
            errors={actionData?.errors ?? {}}
            library={library}
            choices={choices}
            madeIfEmpty="slug"
          />
          <TextField
            id="field-note"
            name="note"
            label="What this is (for the history)"
            maxLength={REVISION_NOTE_MAX_LENGTH}
            defaultValue={values['note'] ?? ''}
          />
          <div>
            <SubmitButton busy={busy} className="btn-primary">
              Save the draft
            </SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}
