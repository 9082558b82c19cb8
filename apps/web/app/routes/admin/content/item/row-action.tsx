import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { SubmitButton } from '../../../../components/ui/submit-button';

/** A small form of one button that acts on one row (restore a version, cancel a schedule, revoke a link). */
export function RowAction({
  fields,
  busy,
  children,
}: {
  fields: Record<string, string | number>;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton
        busy={busy}
        className="rounded border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50"
      >
        {children}
      </SubmitButton>
    </Form>
  );
}
