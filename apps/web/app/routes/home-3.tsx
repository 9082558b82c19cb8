import type { EnhanceHandle } from '../enhance/names';
import { HomeVariantView } from '../components/home/home-variant-view';
import { loadHomeVariant } from '../home-variant.server';
import { metaTags } from '../page-meta';
import { loadHomeTexts } from '../site-texts.server';
import type { Route } from './+types/home-3';

/** Its achievements' figures count up. */
export const handle: EnhanceHandle = { enhance: ['counter', 'carousel'] };

export async function loader({ context }: Route.LoaderArgs) {
  const [texts, lists] = await Promise.all([
    loadHomeTexts(context.content, 'index3'),
    loadHomeVariant(context.content),
  ]);
  return { texts, lists };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? metaTags(data.texts.meta_title, data.texts.meta_description) : [];

/** Home three (/index3): for shops, online sellers and small factories; the quote and track boxes come first. */
export default function HomeThree({ loaderData }: Route.ComponentProps) {
  return (
    <HomeVariantView
      page="index3"
      texts={loaderData.texts}
      lists={loaderData.lists}
      align="center"
    />
  );
}
