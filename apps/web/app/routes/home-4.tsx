import type { FooterHandle } from '../components/site-footer';
import type { EnhanceHandle } from '../enhance/names';
import { HomeVariantView } from '../components/home/home-variant-view';
import { loadHomeVariant } from '../home-variant.server';
import { metaTags } from '../page-meta';
import { loadHomeTexts } from '../site-texts.server';
import type { Route } from './+types/home-4';

/** Spec §2: /index4 carries the second footer. */
export const handle: FooterHandle & EnhanceHandle = {
  footer: 'second',
  enhance: ['counter', 'carousel'],
};

export async function loader({ context }: Route.LoaderArgs) {
  const [texts, lists] = await Promise.all([
    loadHomeTexts(context.content, 'index4'),
    loadHomeVariant(context.content),
  ]);
  return { texts, lists };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? metaTags(data.texts.meta_title, data.texts.meta_description) : [];

/** Home four (/index4): the network in figures first, then what it does for you. */
export default function HomeFour({ loaderData }: Route.ComponentProps) {
  return <HomeVariantView page="index4" texts={loaderData.texts} lists={loaderData.lists} />;
}
