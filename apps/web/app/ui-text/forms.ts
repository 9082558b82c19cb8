/**
 * The forms' own words: field labels and hints, the consent notice, buttons, and what a form says
 * back. The messages of the rules themselves (a field's "required") live with the rules, in the
 * contract's schemas.
 */
export const FORMS = {
  /**
   * Field names as the forms label them: the fields below, the no-JavaScript answer's list of what
   * to correct, and the inbox's labels, so staff read a submission in the words the visitor saw.
   */
  fields: {
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
  },
  /** A dropdown's blank first choice. */
  select: 'Select',
  /** A button's label while its form is checked and sent. */
  sending: 'Sending…',
  /**
   * The consent notice (India's DPDP Act): "We collect {collects} only to {purpose}. We keep what
   * you send as our [privacy policy] explains (notice {version}), and you can ask …".
   */
  consent: {
    before: (collects: string, purpose: string) => `We collect ${collects} only to ${purpose}. We keep what you send as our`,
    link: 'privacy policy',
    after: (version: string) => `explains (notice ${version}), and you can ask us to correct or delete it at any time.`,
    agree: (company: string) => `I agree that ${company} may use these details for this purpose.`,
  },
  honeypot: 'Leave this field empty',
  /** Before the company's own ways in (`contactFallback`), for visitors without JavaScript. */
  botCheckNeedsJavaScript: 'This form is protected by a bot check that needs JavaScript. Please turn JavaScript on to send it, or',
  /** "call us on {phone} or e-mail {address}", or, without the company's facts, the contact page. */
  contactFallback: {
    callUsOn: 'call us on',
    orEmail: 'or e-mail',
    withoutFacts: 'write to us from the contact page',
  },
  /** The API could not store the form (the database away, the API unreachable). */
  unavailable: 'We could not send this just now, and nothing was kept. Please send it again in a few minutes.',
  /** The page that answers a form sent without JavaScript. */
  answerPage: {
    nothingSent: 'This address shows the answer to a form once you send it. Nothing has been sent yet.',
    correctThese: 'Please correct these and send the form again:',
    botCheckNeedsJavaScript: 'The form’s bot check runs in your browser and needs JavaScript. Turn JavaScript on and send the form again, or',
    backToForm: 'Back to the form',
    backButton: 'Your browser’s Back button returns to the form with what you typed in it.',
  },
  quote: {
    submit: 'Request a quote',
    weightHint: 'Gross weight, in kilograms.',
    incotermsHint: 'The Incoterms 2020 rule of your sale: who pays for and insures the goods on the way.',
    addOns: 'Add-ons',
    message: 'Anything else we should know',
    collects: 'your name, e-mail address, phone number and the details of your shipment',
    purpose: 'prepare and send you a quotation',
  },
  partner: {
    vendorHeading: 'Vendor enquiry',
    businessHeading: 'Business partner enquiry',
    submit: 'Submit',
    collects: 'your name, e-mail address, mobile number and message',
    purpose: 'answer this enquiry and discuss working together',
  },
  newsletter: {
    email: 'E-mail address',
    subscribe: 'Subscribe',
    collects: 'your e-mail address',
    purpose: 'send you our newsletter',
  },
  trackBox: {
    shipmentType: 'Shipment type',
    numbers: 'Consignment numbers',
    numbersHint: (max: number) => `Up to ${max}, separated by commas, spaces or new lines.`,
    addOns: 'Add-ons on the consignment',
    submit: 'Track',
  },
};
