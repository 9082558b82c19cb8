import type { FooterHandle } from '../components/site-footer';
import type { EnhanceHandle } from '../enhance/names';
import { HomeVariantView } from '../components/home/home-variant-view';
import { loadHomeVariant } from '../home-variant.server';
import { metaTags } from '../page-meta';
import { loadHomeTexts } from '../site-texts.server';
import type { Route } from './+types/home-2';

/** Spec §2: /index2 carries the second footer. */
export const handle: FooterHandle & EnhanceHandle = {
  footer: 'second',
  enhance: ['counter', 'carousel'],
};

export async function loader({ context }: Route.LoaderArgs) {
  const [texts, lists] = await Promise.all([
    loadHomeTexts(context.content, 'index2'),
    loadHomeVariant(context.content),
  ]);
  return { texts, lists };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? metaTags(data.texts.meta_title, data.texts.meta_description) : [];

/** Home two (/index2): for manufacturers and distributors, from the three modes to a quote. */
export default function HomeTwo({ loaderData }: Route.ComponentProps) {
  return <HomeVariantView page="index2" texts={loaderData.texts} lists={loaderData.lists} />;
}
