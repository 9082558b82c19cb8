import { useFetcher } from 'react-router';

interface NewsletterResult {
  ok: boolean;
  message: string;
}

/** A sign-up box; posts to the `/newsletter` action, in place when JavaScript runs. */
export function NewsletterForm({ idPrefix, tone = 'light' }: { idPrefix: string; tone?: 'light' | 'dark' }) {
  const fetcher = useFetcher<NewsletterResult>();
  const result = fetcher.data;
  const busy = fetcher.state !== 'idle';
  const inputId = `${idPrefix}-email`;
  const statusId = `${idPrefix}-status`;
  return (
    <fetcher.Form method="post" action="/newsletter" noValidate className="space-y-2">
      <label htmlFor={inputId} className={tone === 'dark' ? 'block text-sm font-medium text-white' : 'block text-sm font-medium'}>
        E-mail address
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-describedby={statusId}
          aria-invalid={result && !result.ok ? true : undefined}
          className="field-input min-w-0"
        />
        <button type="submit" className="btn-primary shrink-0" disabled={busy}>
          Subscribe
        </button>
      </div>
      <p
        id={statusId}
        role="status"
        className={`min-h-5 text-sm ${result && !result.ok ? (tone === 'dark' ? 'font-medium text-red-200' : 'field-error') : ''}`}
      >
        {result?.message}
      </p>
    </fetcher.Form>
  );
}
