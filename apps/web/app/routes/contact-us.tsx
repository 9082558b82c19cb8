import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import { PHONE_INPUT_MAX_LENGTH } from '@harsh/contract';
import { PageBanner } from '../components/page-banner';
import type { FormResult } from '../components/partner-enquiry-form';
import { TextAreaField, TextField } from '../components/ui/field';
import { metaTags } from '../page-meta';
import type { loader as rootLoader } from '../root';

export const meta = () =>
  metaTags(
    'Contact Us | Harsh Logistics',
    'Write to Harsh Logistics, call our 24/7 helpline or visit the Ahmedabad head office. We answer every message within one working day.',
  );

function ContactForm() {
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data;
  const firstError = (field: string) => result?.errors?.[field]?.[0];
  return (
    <fetcher.Form method="post" action="/contact-message" noValidate className="grid gap-5 sm:grid-cols-2">
      <TextField id="contact-username" name="username" label="Name" autoComplete="name" required maxLength={100} error={firstError('username')} />
      <TextField id="contact-email" name="email" label="E-mail" type="email" autoComplete="email" required maxLength={254} error={firstError('email')} />
      <TextField
        id="contact-phone"
        name="phone"
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        maxLength={PHONE_INPUT_MAX_LENGTH}
        error={firstError('phone')}
      />
      <TextField id="contact-subject" name="subject" label="Subject" required maxLength={200} error={firstError('subject')} />
      <div className="sm:col-span-2">
        <TextAreaField id="contact-message" name="message" label="Message" maxLength={5000} error={firstError('message')} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Sending…' : 'Submit Now'}
        </button>
        <p role="status" className={`mt-3 ${result && !result.ok ? 'field-error' : 'font-medium text-green-800'}`}>
          {result?.message}
        </p>
      </div>
    </fetcher.Form>
  );
}

export default function ContactUs() {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? null;
  return (
    <main id="main">
      <PageBanner title="Contact Us" image="/api/media/banner-company.svg">
        <p>Questions, quotes or feedback: we answer within one working day.</p>
      </PageBanner>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="send-message">
          <h2 id="send-message" className="mb-6 text-2xl font-bold">
            Send Us a Message
          </h2>
          <ContactForm />
        </section>
        {settings && (
          <section aria-labelledby="reach-us" className="self-start rounded-xl bg-navy-900 p-6 text-navy-100">
            <h2 id="reach-us" className="text-xl font-bold text-white">
              Head office
            </h2>
            <address className="mt-4 space-y-4 not-italic">
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-500" />
                {settings.address}
              </p>
              <p className="flex gap-3">
                <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-500" />
                <a href={`tel:${settings.phone.replace(/\s/g, '')}`} className="hover:text-white hover:underline">
                  {settings.phone}
                </a>
              </p>
              <p className="flex gap-3">
                <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-500" />
                <span>
                  {settings.claims.support} helpline{' '}
                  <a href={`tel:${settings.support_phone.replace(/\s/g, '')}`} className="hover:text-white hover:underline">
                    {settings.support_phone}
                  </a>
                </span>
              </p>
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-500" />
                <a href={`mailto:${settings.email}`} className="hover:text-white hover:underline">
                  {settings.email}
                </a>
              </p>
            </address>
          </section>
        )}
      </div>
      <section aria-labelledby="find-us" className="container-page pb-14">
        <h2 id="find-us" className="mb-4 text-2xl font-bold">
          Find us
        </h2>
        <img
          src="/api/media/map-head-office.svg"
          alt={`Map of the area around our head office: ${settings?.address ?? 'Ahmedabad'}`}
          width={1200}
          height={600}
          loading="lazy"
          className="w-full rounded-xl border border-slate-200 bg-navy-50"
        />
      </section>
    </main>
  );
}
