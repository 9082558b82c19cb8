import { Form } from 'react-router';
import { type EditableItem, type FieldErrors, PREVIEW_LINK_MAX_HOURS } from '@harsh/contract';
import { TextField } from '../../../../components/ui/field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { formatDateTime } from '../../_shared/staff-page';
import { RowAction } from './row-action';

/**
 * Make a preview link of the newest version for someone without an account, and revoke the ones
 * still working. `values`: what a refused link form held, shown again as it was typed.
 */
export function SharePreview({
  item,
  busy,
  errors,
  values,
}: {
  item: EditableItem;
  busy: boolean;
  errors: FieldErrors;
  values: Record<string, string> | null;
}) {
  return (
    <section aria-labelledby="share" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="share" className="text-lg font-bold">
        Share a preview
      </h2>
      <p className="mt-1 text-sm text-muted">
        A link for someone without an account: it shows one version, works for at most{' '}
        {PREVIEW_LINK_MAX_HOURS} hours, and can be revoked.
      </p>
      {item.latest_revision > 0 ? (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-4" noValidate>
          <input type="hidden" name="intent" value="preview-link" />
          <input type="hidden" name="revision" value={item.latest_revision} />
          <TextField
            id="preview-hours"
            name="hours"
            type="number"
            min={1}
            max={PREVIEW_LINK_MAX_HOURS}
            label="Works for (hours)"
            defaultValue={values?.['hours'] ?? String(PREVIEW_LINK_MAX_HOURS)}
            error={errors['hours']?.[0]}
          />
          <SubmitButton busy={busy} className="btn-primary">
            Make a preview link for version {item.latest_revision}
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-3 text-sm">Save a draft first: a link shows a saved version.</p>
      )}
      {item.preview_links.length > 0 && (
        <ul className="mt-4 grid gap-3" aria-label="Working preview links">
          {item.preview_links.map((link) => (
            <li
              key={link.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 text-sm"
            >
              <p>
                Version {link.revision}, made by {link.created_by ?? 'someone no longer here'},
                works until {formatDateTime(link.expires_at)}.
              </p>
              <RowAction fields={{ intent: 'revoke-link', link: link.id }} busy={busy}>
                Revoke
                <span className="sr-only">
                  {' '}
                  the link to version {link.revision} made {formatDateTime(link.created_at)}
                </span>
              </RowAction>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
