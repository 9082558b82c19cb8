import type { Client, HomeSectionTexts } from '@harsh/contract';
import { HomeSection, type SectionTone } from './home-section';
import { useLocale, wordsLang } from '../../locale';
import { ContentImage, IMAGE_SIZES } from '../content-image';

/** The clients' logos, each named for screen readers and labelled with its sector. */
export function ClientLogos({
  clients,
  texts,
  tone,
}: {
  clients: Client[];
  texts: HomeSectionTexts;
  tone?: SectionTone;
}) {
  // An entry not translated yet is in English on another language's page, and says so (`lang`).
  const locale = useLocale();
  if (clients.length === 0) return null;
  return (
    <HomeSection id="clients" texts={texts} tone={tone}>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {clients.map((client) => (
          <li
            key={client.id}
            className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center"
          >
            <ContentImage
              src={client.logo}
              sizes={IMAGE_SIZES.logo}
              alt={client.name}
              width={240}
              height={80}
              loading="lazy"
              className="h-auto w-full max-w-48"
            />
            <span className="text-xs text-muted" lang={wordsLang(client, locale)}>
              {client.sector}
            </span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
