import { z } from 'zod';
import { CompanySettingsSchema } from '../entities.js';
import { defineKind } from './kind.js';
import { httpsUrl, pastYear, phone, positiveCount, shownEmail, text } from './rules.js';

/** The company's facts that every page shows: phones, e-mail, address, claims and counters, links. */
export const CompanySettingsDraftSchema = z.object({
  name: text(100, 'company name'),
  legal_name: text(150, 'legal name'),
  tagline: text(200, 'tagline'),
  phone: phone('phone number'),
  support_phone: phone('support phone number'),
  email: shownEmail(),
  // Written as people write numbers (+91 98765 43210), kept as wa.me links need it: digits only.
  whatsapp_number: z
    .string()
    .trim()
    .transform((number) => number.replace(/[\s+()-]/g, ''))
    .pipe(
      z
        .string()
        .regex(
          /^\d{10,15}$/,
          'Enter the WhatsApp number with its country code, such as +91 98765 43210.',
        ),
    ),
  address: text(300, 'address'),
  head_office_city: text(80, 'head office city'),
  login_url: httpsUrl('login address'),
  tracking_url: z
    .string()
    .trim()
    .max(300)
    .nullable()
    .transform((value) => value || null)
    .pipe(
      z
        .string()
        .regex(
          /^https:\/\/\S*\{numbers\}\S*$/,
          'Enter the tracking address as https, with {numbers} where the consignment numbers go, or leave it empty.',
        )
        .nullable(),
    ),
  csr_policy_url: z
    .string()
    .trim()
    .min(1, 'Enter the CSR policy address.')
    .max(300)
    .regex(
      /^(\/(?!\/)[\w\-./]*|https:\/\/\S+)$/,
      'Enter the CSR policy address as a path on this site or an https address.',
    ),
  claims: z.object({
    years_experience: positiveCount('years of experience', 150),
    vehicles: positiveCount('number of vehicles', 1_000_000),
    warehouses: positiveCount('number of warehouses', 100_000),
    workforce: positiveCount('workforce', 10_000_000),
    railways_partner_since: pastYear('year the railways partnership began'),
    branches: positiveCount('number of branches', 100_000),
    branches_since: pastYear('year the branch network began'),
    support: text(40, 'support hours'),
  }),
  social: z
    .array(z.object({ name: text(40, 'network name'), url: httpsUrl('profile address') }))
    .max(10),
  // Versions saved before these facts existed have neither; the form always sends both.
  grievance_officer: z
    .object({
      name: text(100, 'grievance officer’s name'),
      designation: text(100, 'grievance officer’s designation'),
      email: shownEmail(),
      phone: phone('grievance officer’s phone number'),
      address: text(300, 'grievance officer’s address'),
    })
    .nullish(),
  data_rights: z
    .object({ reply_days: positiveCount('days to answer a request about personal data', 90) })
    .optional(),
});
export type CompanySettingsDraft = z.infer<typeof CompanySettingsDraftSchema>;

export const SETTINGS_KIND = defineKind({
  schema: CompanySettingsDraftSchema,
  public: CompanySettingsSchema,
  shown: {
    name: true,
    legal_name: true,
    tagline: true,
    phone: true,
    support_phone: true,
    email: true,
    whatsapp_number: true,
    address: true,
    head_office_city: true,
    login_url: true,
    tracking_url: true,
    csr_policy_url: true,
    claims: true,
    social: true,
    grievance_officer: true,
    data_rights: true,
  },
  translated: {
    name: false,
    legal_name: false,
    tagline: true,
    phone: false,
    support_phone: false,
    email: false,
    whatsapp_number: false,
    address: true,
    head_office_city: true,
    login_url: false,
    tracking_url: false,
    csr_policy_url: false,
    claims: ['claims.support'],
    social: false,
    grievance_officer: ['grievance_officer.designation', 'grievance_officer.address'],
    data_rights: false,
  },
  form: {
    name: { label: 'Company name' },
    legal_name: { label: 'Legal name' },
    tagline: { label: 'Tagline' },
    phone: { label: 'Phone', type: 'tel' },
    support_phone: { label: 'Support phone', type: 'tel' },
    email: { label: 'E-mail', type: 'email' },
    whatsapp_number: {
      label: 'WhatsApp number',
      hint: 'Digits with the country code, no spaces: 919876543210.',
    },
    address: { label: 'Head office address', multiline: true },
    head_office_city: { label: 'Head office city' },
    login_url: { label: 'Customer and associate login address', type: 'url' },
    tracking_url: {
      label: 'Tracking address',
      type: 'url',
      hint: 'Write {numbers} where the consignment numbers go. Leave empty if there is none.',
    },
    csr_policy_url: { label: 'CSR policy address' },
    claims: {
      fields: [
        { name: 'claims.years_experience', label: 'Years of experience', type: 'number' },
        { name: 'claims.vehicles', label: 'Vehicles', type: 'number' },
        { name: 'claims.warehouses', label: 'Warehouses', type: 'number' },
        { name: 'claims.workforce', label: 'Workforce', type: 'number' },
        { name: 'claims.branches', label: 'Branches', type: 'number' },
        { name: 'claims.branches_since', label: 'Branches since (year)', type: 'number' },
        {
          name: 'claims.railways_partner_since',
          label: 'Railways partner since (year)',
          type: 'number',
        },
        { name: 'claims.support', label: 'Support hours', hint: 'For example 24/7.' },
      ],
    },
    // Its rows (the saved profiles and empty ones for new) are drawn by the editing screen.
    social: { ownRows: 'social profiles' },
    grievance_officer: {
      fields: [
        {
          name: 'grievance_officer.name',
          label: 'Grievance officer',
          hint: 'Who answers questions and grievances about personal data (DPDP Act). Shown on /your-data.',
        },
        { name: 'grievance_officer.designation', label: 'Grievance officer’s designation' },
        { name: 'grievance_officer.email', label: 'Grievance officer’s e-mail', type: 'email' },
        { name: 'grievance_officer.phone', label: 'Grievance officer’s phone', type: 'tel' },
        {
          name: 'grievance_officer.address',
          label: 'Grievance officer’s address',
          multiline: true,
        },
      ],
    },
    data_rights: {
      fields: [
        {
          name: 'data_rights.reply_days',
          label: 'Days to answer a request about personal data',
          type: 'number',
          hint: 'The period the privacy policy promises. Grievances are answered within 90 days at most, as the DPDP Rules require.',
        },
      ],
    },
  },
});
