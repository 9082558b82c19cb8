import { z } from 'zod';
import { ClientSchema } from '../entities.js';
import { defineKind, IMAGE_HINT } from './kind.js';
import { imagePath, text } from './rules.js';

/** A client whose logo the home variants show. */
export const ClientDraftSchema = z.object({
  name: text(100, 'name'),
  sector: text(80, 'sector'),
  logo: imagePath('logo'),
});
export type ClientDraft = z.infer<typeof ClientDraftSchema>;

export const CLIENTS_KIND = defineKind({
  schema: ClientDraftSchema,
  public: ClientSchema,
  shown: { name: true, sector: true, logo: true },
  translated: { name: false, sector: true, logo: false },
  form: {
    name: { label: 'Name' },
    sector: { label: 'Sector' },
    logo: { label: 'Logo', hint: IMAGE_HINT, image: true },
  },
});
