import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import { CONTACT_PHONE_MAX_LENGTH } from '@harsh/contract';
import {
  BotCheckedSubmit,
  BotCheckNotice,
  ConsentField,
  HoneypotField,
  ReturnToField,
} from '../components/forms/form-parts';
import { useFormHooks } from '../components/forms/form-hooks';
import { RouteBanner, routeTextsCrumbs, routeTextsMeta } from '../components/route-banner';
import { TextAreaField, TextField } from '../components/ui/field';
import { loadRouteTexts } from '../site-texts.server';
import type { loader as rootLoader } from '../root';
import type { StructuredDataHandle } from '../structured-data';
import { telHref } from '../text';
import { useUi, useVisitorText } from '../locale';
import type { Route } from './+types/contact-us';

export const handle: StructuredDataHandle = {
  breadcrumb: routeTextsCrumbs('/contact-us'),
};

export async function loader({ context }: Route.LoaderArgs) {
  return { texts: await loadRouteTexts(context.content, 'contact-us') };
}

export const meta: Route.MetaFunction = ({ data }) => routeTextsMeta(data);

function ContactForm() {
  const ui = useUi();
  const { hints } = useVisitorText();
  const { attributes, action } = useFormHooks({
    form: 'contact',
    action: '/contact-message',
    botCheck: 'contact',
  });
  return (
    <form
      {...attributes}
      method="post"
      action={action}
      noValidate
      aria-labelledby="send-message"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <ReturnToField />
      <HoneypotField id="contact-website" />
      <BotCheckNotice />
      <TextField
        id="contact-username"
        name="username"
        label={ui.forms.fields.username}
        autoComplete="name"
        required
        maxLength={100}
      />
      <TextField
        id="contact-email"
        name="email"
        label={ui.forms.fields.email}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
      />
      <TextField
        id="contact-phone"
        name="phone"
        label={ui.forms.fields.phone}
        type="tel"
        autoComplete="tel"
        required
        maxLength={CONTACT_PHONE_MAX_LENGTH}
        hint={hints.phone}
      />
      <TextField
        id="contact-subject"
        name="subject"
        label={ui.forms.fields.subject}
        required
        maxLength={200}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          id="contact-message"
          name="message"
          label={ui.forms.fields.message}
          maxLength={5000}
        />
      </div>
      <div className="sm:col-span-2">
        <ConsentField
          id="contact-consent"
          collects={ui.contact.collects}
          purpose={ui.contact.purpose}
        />
      </div>
      <BotCheckedSubmit label={ui.contact.submit} statusId="contact-status" />
    </form>
  );
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? null;
  return (
    <main id="main">
      <RouteBanner texts={loaderData.texts} />
      {/* Spec §2: the map, the Send Us a Message form, the contact details. */}
      <section aria-labelledby="find-us" className="container-page pt-12">
        <h2 id="find-us" className="mb-4 text-2xl font-bold">
          {ui.contact.findUs}
        </h2>
        <img
          src="/api/media/map-head-office.svg"
          alt={
            settings?.address
              ? ui.contact.mapAlt({ address: settings.address })
              : ui.contact.mapAltWithoutAddress
          }
          width={1200}
          height={600}
          decoding="async"
          className="h-48 w-full rounded-xl border border-slate-200 bg-navy-50 object-cover sm:h-64 lg:h-72"
        />
      </section>
      <div className="container-page grid gap-12 pt-10 pb-14 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="send-message">
          <h2 id="send-message" className="mb-6 text-2xl font-bold">
            {ui.contact.sendUsAMessage}
          </h2>
          <ContactForm />
        </section>
        {settings && (
          <section
            aria-labelledby="reach-us"
            className="self-start rounded-xl bg-navy-900 p-6 text-navy-100"
          >
            <h2 id="reach-us" className="text-xl font-bold text-white">
              {ui.contact.headOffice}
            </h2>
            <address className="mt-4 space-y-4 not-italic">
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-500" />
                {settings.address}
              </p>
              <p className="flex gap-3">
                <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-500" />
                <a href={telHref(settings.phone)} className="hover:text-white hover:underline">
                  {settings.phone}
                </a>
              </p>
              <p className="flex gap-3">
                <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-500" />
                <span>
                  {ui.layout.footer.helpline({ claim: settings.claims.support })}{' '}
                  <a
                    href={telHref(settings.support_phone)}
                    className="hover:text-white hover:underline"
                  >
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
    </main>
  );
}
