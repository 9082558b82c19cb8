import { z } from 'zod';
import { ServiceSchema } from '../entities.js';
import { SERVICE_ICONS, type ServiceIcon } from '../constants.js';
import { defineKind, IMAGE_HINT, RICH_TEXT_HINT } from './kind.js';
import { imagePath, richText, slugField, text } from './rules.js';

/** A service as staff edit it: its address (slug) and number are fixed by spec §2's routes. */
export const ServiceDraftSchema = z.object({
  title: text(120, 'title'),
  slug: slugField('cold-chain-transport'),
  summary: text(300, 'summary'),
  description: richText(
    'Describe the service.',
    100_000,
    'The description is too long: shorten it.',
  ),
  image: imagePath('image'),
  icon: z.enum(SERVICE_ICONS, { error: 'Choose one of the icons.' }),
});
export type ServiceDraft = z.infer<typeof ServiceDraftSchema>;

/** The service icons by what they show. */
const SERVICE_ICON_LABELS: Record<ServiceIcon, string> = {
  'full-truck': 'Full truck',
  'part-truck': 'Part truck',
  parcel: 'Parcel',
  warehouse: 'Warehouse',
  parking: 'Parking',
  rail: 'Rail',
  road: 'Road',
  air: 'Air',
  distribution: 'Distribution',
  sorting: 'Sorting',
};

export const SERVICES_KIND = defineKind({
  schema: ServiceDraftSchema,
  public: ServiceSchema,
  shown: { title: true, slug: true, summary: true, description: true, image: true, icon: true },
  translated: {
    title: true,
    slug: false,
    summary: true,
    description: true,
    image: false,
    icon: false,
  },
  form: {
    title: { label: 'Title' },
    slug: {
      label: 'Address',
      hint: 'The end of the service’s address: /services/… in lower-case words joined by hyphens. Left empty on a new service, it is made from the title. If you change it, the old address leads to the new one; the seven services the site’s menus name keep theirs.',
    },
    summary: {
      label: 'Summary',
      multiline: true,
      hint: 'One or two sentences for the service cards.',
    },
    description: { label: 'Description', richText: true, hint: RICH_TEXT_HINT },
    image: { label: 'Image', hint: IMAGE_HINT, image: true },
    icon: {
      label: 'Icon',
      options: SERVICE_ICONS.map((icon) => ({ value: icon, label: SERVICE_ICON_LABELS[icon] })),
    },
  },
});
