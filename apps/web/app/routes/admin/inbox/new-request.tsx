import { data, Form, redirect, useNavigation } from 'react-router';
import {
  DATA_RIGHT_LABELS,
  DATA_RIGHTS,
  DataRequestLogSchema,
  type FieldErrors,
  fieldErrorsFrom,
  INBOX_ROLES,
  LOCALES,
  STAFF_MESSAGES,
} from '@harsh/contract';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { readFormFields } from '../../../form-submission.server';
import { requireStaff, staffApi } from '../../../staff-api.server';
import { BackLink } from '../_shared/back-link';
import { STAFF_HANDLE, staffMeta } from '../_shared/staff-page';
import type { Route } from './+types/new-request';

export const handle = STAFF_HANDLE;

export const meta = () => staffMeta('Log a data request');

const FIELDS = [
  'right',
  'name',
  'email',
  'mobile',
  'details',
  'nominee_name',
  'nominee_contact',
  'received_on',
  'verified_how',
  'locale',
] as const;

/** Today in India's calendar, the form's first guess at the day it came. */
const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(context, request);
  if (!INBOX_ROLES.includes(user.role)) throw data(STAFF_MESSAGES.forbidden, { status: 403 });
  return { today: todayInIndia() };
}

/** Checked here with the API's schema (no round trip for a typo), logged by the API, then opened in the inbox. */
export async function action({ request, context }: Route.ActionArgs) {
  const posted = (await readFormFields(request)) ?? {};
  const values = Object.fromEntries(FIELDS.map((field) => [field, posted[field] ?? ''])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  const refused = (errors: FieldErrors, message: string | null, status: number) =>
    data({ values, errors, message }, { status });
  const checked = DataRequestLogSchema.safeParse(values);
  if (!checked.success) return refused(fieldErrorsFrom(checked.error) as FieldErrors, null, 422);
  const answer = await staffApi(context, request).post<{ id: number; reference: string }>(
    '/inbox/data_request',
    checked.data,
  );
  if (answer.status !== 200)
    return refused(
      (answer.status === 422 ? answer.envelope.data : {}) as unknown as FieldErrors,
      answer.envelope.message,
      answer.status,
    );
  return redirect(`/admin/inbox/data_request/${answer.envelope.data.id}`);
}

/**
 * A data request that came by phone, by letter or in person (issue 30): a person without a mailbox
 * has the same rights. Staff say how they checked who asked; the due date counts from the day it came.
 */
export default function NewDataRequest({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  const error = (field: string) => errors[field]?.[0];
  return (
    <>
      <BackLink to="/admin/inbox">Inbox</BackLink>
      <h1 className="mt-2 text-2xl font-bold">Log a data request</h1>
      <p className="mt-1 max-w-2xl text-muted">
        For someone who asked by phone, by letter or in person, rather than on the website’s page.
        It joins the inbox with its due date: 90 days for a grievance, the company’s stated period
        for the rest, counted from the day it was received.
      </p>
      {actionData?.message && (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {actionData.message}
        </p>
      )}
      <Form
        method="post"
        className="mt-6 grid max-w-3xl gap-5 rounded-xl bg-white p-6 shadow-sm sm:grid-cols-2 [&>*]:min-w-0"
        noValidate
      >
        <SelectField
          id="request-right"
          name="right"
          label="They ask for"
          placeholder="Choose"
          options={DATA_RIGHTS.map((value) => ({ value, label: DATA_RIGHT_LABELS[value] }))}
          defaultValue={values?.right}
          error={error('right')}
          required
        />
        <TextField
          id="request-received"
          name="received_on"
          type="date"
          label="Received on"
          max={loaderData.today}
          defaultValue={values?.received_on ?? loaderData.today}
          error={error('received_on')}
          required
        />
        <TextField
          id="request-name"
          name="name"
          label="Their name"
          autoComplete="off"
          defaultValue={values?.name}
          error={error('name')}
          required
        />
        <SelectField
          id="request-locale"
          name="locale"
          label="Language to write in"
          placeholder={null}
          options={LOCALES.map((locale) => ({ value: locale.code, label: locale.englishName }))}
          defaultValue={values?.locale ?? 'en'}
          error={error('locale')}
        />
        <TextField
          id="request-email"
          name="email"
          type="email"
          label="E-mail address"
          hint="If they have one: the reference and status code go there."
          autoComplete="off"
          defaultValue={values?.email}
          error={error('email')}
        />
        <TextField
          id="request-mobile"
          name="mobile"
          type="tel"
          label="Mobile number"
          autoComplete="off"
          defaultValue={values?.mobile}
          error={error('mobile')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            id="request-details"
            name="details"
            label="What they ask, in their words"
            rows={4}
            defaultValue={values?.details}
            error={error('details')}
          />
        </div>
        <TextField
          id="request-nominee"
          name="nominee_name"
          label="Nominee’s name (naming a nominee only)"
          autoComplete="off"
          defaultValue={values?.nominee_name}
          error={error('nominee_name')}
        />
        <TextField
          id="request-nominee-contact"
          name="nominee_contact"
          label="Nominee’s e-mail or mobile"
          autoComplete="off"
          defaultValue={values?.nominee_contact}
          error={error('nominee_contact')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            id="request-verified"
            name="verified_how"
            label="How you checked it was them"
            hint="Kept as a note on the request, for staff only: for example, a call back on the number our records hold, or a letter with a copy of an ID."
            rows={2}
            defaultValue={values?.verified_how}
            error={error('verified_how')}
            required
          />
        </div>
        <SubmitButton className="btn-primary w-fit" busy={busy}>
          Log the request
        </SubmitButton>
      </Form>
    </>
  );
}
