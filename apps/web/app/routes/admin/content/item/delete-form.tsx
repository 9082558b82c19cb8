import { Form } from 'react-router';
import type { EditableItem, FieldErrors } from '@harsh/contract';
import { SubmitButton } from '../../../../components/ui/submit-button';

/** Delete the item, once a box says so: what it takes from the site is said first. */
export function DeleteForm({
  item,
  busy,
  errors,
}: {
  item: EditableItem;
  busy: boolean;
  errors: FieldErrors;
}) {
  return (
    <section
      aria-labelledby="delete"
      className="mt-6 rounded-xl border border-red-200 bg-white p-6 shadow-sm"
    >
      <h2 id="delete" className="text-lg font-bold">
        Delete
      </h2>
      <p className="mt-1 text-sm text-muted">
        {item.live
          ? `It goes from the site at once${item.kind === 'posts' ? ', with its comments,' : ''}${item.path ? ' and its address answers “not found”' : ''}. This cannot be undone; its saved versions are kept, and the audit log records who deleted it.`
          : 'This draft has never been published: deleting it takes it off the content list.'}
      </p>
      <Form method="post" className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value="delete" />
        <div className="flex items-start gap-2">
          <input
            id="delete-confirm"
            name="confirm"
            type="checkbox"
            value="yes"
            className="mt-1 size-4 accent-red-700"
            aria-invalid={errors['confirm'] ? true : undefined}
            aria-describedby={errors['confirm'] ? 'delete-confirm-error' : undefined}
          />
          <div>
            <label htmlFor="delete-confirm" className="text-sm font-semibold text-navy-900">
              Yes, delete {item.live ? `“${item.title}”` : 'this draft'}
            </label>
            {errors['confirm'] && (
              <p id="delete-confirm-error" className="field-error">
                {errors['confirm'][0]}
              </p>
            )}
          </div>
        </div>
        <div>
          <SubmitButton
            busy={busy}
            className="rounded-md border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
          >
            {item.live ? `Delete “${item.title}”` : 'Delete this draft'}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
