/**
 * The schema.org properties search engines expect of each type we publish (Google's required and
 * recommended properties for its rich results), and a check of JSON-LD items against them.
 */
type Item = Record<string, unknown>;

const isText = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);
const isDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isList = (v: unknown): v is Item[] => Array.isArray(v) && v.length > 0;
const typed = (v: unknown, type: string): v is Item =>
  typeof v === 'object' && v !== null && (v as Item)['@type'] === type;

function postalAddressProblems(address: unknown, where: string): string[] {
  if (!typed(address, 'PostalAddress')) return [`${where}: address is not a PostalAddress`];
  return ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']
    .filter((key) => !isText(address[key]))
    .map((key) => `${where}: address.${key} missing`)
    .concat(
      /^\d{6}$/.test(String(address['postalCode']))
        ? []
        : [`${where}: postalCode is not a pin code`],
    );
}

const CHECKS: Record<string, (item: Item) => string[]> = {
  Organization: (o) => [
    ...['name', 'legalName', 'telephone', 'email']
      .filter((k) => !isText(o[k]))
      .map((k) => `Organization.${k} missing`),
    ...(isUrl(o['url']) ? [] : ['Organization.url is not a URL']),
    ...(isUrl(o['logo']) ? [] : ['Organization.logo is not a URL']),
    ...postalAddressProblems(o['address'], 'Organization'),
    ...(isList(o['contactPoint']) &&
    o['contactPoint'].every(
      (c) => typed(c, 'ContactPoint') && isText(c['telephone']) && isText(c['contactType']),
    )
      ? []
      : ['Organization.contactPoint needs telephone and contactType']),
    ...(isList(o['sameAs']) && o['sameAs'].every(isUrl)
      ? []
      : ['Organization.sameAs is not a list of URLs']),
  ],
  WebSite: (w) => {
    const action = w['potentialAction'] as Item | undefined;
    const target = action?.['target'] as Item | undefined;
    return [
      ...(isUrl(w['url']) ? [] : ['WebSite.url is not a URL']),
      ...(typed(action, 'SearchAction') ? [] : ['WebSite.potentialAction is not a SearchAction']),
      ...(typeof target?.['urlTemplate'] === 'string' &&
      target['urlTemplate'].includes('{search_term_string}')
        ? []
        : ['SearchAction.target.urlTemplate lacks {search_term_string}']),
      ...(action?.['query-input'] === 'required name=search_term_string'
        ? []
        : ['SearchAction query-input missing']),
    ];
  },
  BreadcrumbList: (b) => {
    const items = b['itemListElement'];
    if (!isList(items) || items.length < 2) return ['BreadcrumbList needs two or more items'];
    return items.flatMap((item, index) => [
      ...(typed(item, 'ListItem') ? [] : [`item ${index + 1} is not a ListItem`]),
      ...(item['position'] === index + 1
        ? []
        : [`item ${index + 1} has position ${String(item['position'])}`]),
      ...(isText(item['name']) ? [] : [`item ${index + 1} has no name`]),
      ...(isUrl(item['item']) ? [] : [`item ${index + 1} has no URL`]),
    ]);
  },
  FAQPage: (f) => {
    const questions = f['mainEntity'];
    if (!isList(questions)) return ['FAQPage has no questions'];
    return questions.flatMap((q, i) => [
      ...(typed(q, 'Question') && isText(q['name']) ? [] : [`question ${i + 1} has no name`]),
      ...(typed(q['acceptedAnswer'], 'Answer') && isText((q['acceptedAnswer'] as Item)['text'])
        ? []
        : [`question ${i + 1} has no answer`]),
    ]);
  },
  BlogPosting: (p) => [
    ...(isText(p['headline']) && String(p['headline']).length <= 110
      ? []
      : ['BlogPosting.headline missing or too long']),
    ...(isUrl(p['image']) ? [] : ['BlogPosting.image is not a URL']),
    ...(isDate(p['datePublished']) ? [] : ['BlogPosting.datePublished is not a date']),
    ...(typed(p['author'], 'Person') && isText((p['author'] as Item)['name'])
      ? []
      : ['BlogPosting.author needs a name']),
    ...(isUrl(p['mainEntityOfPage']) ? [] : ['BlogPosting.mainEntityOfPage is not a URL']),
    // Named in full: a bare `@id` points at a block only the home page has.
    ...(typed(p['publisher'], 'Organization') && isText((p['publisher'] as Item)['name'])
      ? []
      : ['BlogPosting.publisher needs a name']),
  ],
  Service: (s) => [
    ...['name', 'serviceType', 'description']
      .filter((k) => !isText(s[k]))
      .map((k) => `Service.${k} missing`),
    ...(isUrl(s['url']) ? [] : ['Service.url is not a URL']),
    ...(typed(s['provider'], 'Organization') ? [] : ['Service.provider is not an Organization']),
    ...(s['areaServed'] ? [] : ['Service.areaServed missing']),
  ],
  LocalBusiness: (l) => [
    ...['name', 'telephone'].filter((k) => !isText(l[k])).map((k) => `LocalBusiness.${k} missing`),
    ...(isUrl(l['url']) ? [] : ['LocalBusiness.url is not a URL']),
    ...postalAddressProblems(l['address'], 'LocalBusiness'),
    ...(isList(l['openingHours']) &&
    l['openingHours'].every((h) =>
      /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d{2}:\d{2}-\d{2}:\d{2}$/.test(String(h)),
    )
      ? []
      : ['LocalBusiness.openingHours is not in schema.org form']),
  ],
};

/** What is wrong with an item for its type; an unknown type is itself a problem. */
export function schemaProblems(item: Item): string[] {
  const type = String(item['@type']);
  if (item['@context'] !== 'https://schema.org')
    return [`${type}: @context is not https://schema.org`];
  const check = CHECKS[type];
  return check ? check(item) : [`unexpected type ${type}`];
}

/** The JSON-LD items of a page's HTML. */
export function jsonLdItems(html: string): Item[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Item,
  );
}
