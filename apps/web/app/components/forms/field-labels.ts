/**
 * Field names as the forms label them: the no-JavaScript answer's list of what to correct, and the
 * inbox's labels, so staff read a submission in the words the visitor saw (a test checks every
 * form's fields have one).
 */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  username: 'Name',
  email: 'E-mail',
  mobile: 'Mobile',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
  type: 'Enquiry',
  business_type: 'Business type',
  vendor_type: 'Vendor type',
  other_type: 'Other type',
  consent: 'Consent',
  service: 'Service',
  freight_type: 'Freight type',
  departure_city: 'City of departure',
  delivery_city: 'Delivery city',
  incoterms: 'Incoterms',
  weight_kg: 'Weight (kg)',
  height_cm: 'Height (cm)',
  width_cm: 'Width (cm)',
  length_cm: 'Length (cm)',
  fragile: 'Fragile',
  express_delivery: 'Express delivery',
  insurance: 'Insurance',
  packaging: 'Packaging',
  blog_slug: 'Article',
  parent_id: 'In reply to',
  comment: 'Comment',
};
