// Content for bench/scale (issue 42): branches in real Indian cities with real pin codes, posts
// composed from small word lists about freight, routes and cities (original words, no filler
// text), their Hindi translations, and a distinct picture for each post. Deterministic: the same
// index gives the same words, so that two runs build the same site.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * 120 cities, each with its state (as the branch form's list spells it) and its head post office's
 * pin code. The seed's spellings are kept (BANGALORE, BARODA): one city, one spelling.
 */
export const CITIES = [
  ['AHMEDABAD', 'Gujarat', '380001', 'अहमदाबाद'],
  ['SURAT', 'Gujarat', '395003', 'सूरत'],
  ['BARODA', 'Gujarat', '390001', 'बड़ौदा'],
  ['RAJKOT', 'Gujarat', '360001', 'राजकोट'],
  ['BHAVNAGAR', 'Gujarat', '364001', 'भावनगर'],
  ['JAMNAGAR', 'Gujarat', '361001', 'जामनगर'],
  ['GANDHINAGAR', 'Gujarat', '382010', 'गांधीनगर'],
  ['ANAND', 'Gujarat', '388001', 'आणंद'],
  ['MEHSANA', 'Gujarat', '384001', 'मेहसाणा'],
  ['BHUJ', 'Gujarat', '370001', 'भुज'],
  ['VAPI', 'Gujarat', '396191', 'वापी'],
  ['BHARUCH', 'Gujarat', '392001', 'भरूच'],
  ['MUMBAI', 'Maharashtra', '400001', 'मुंबई'],
  ['NAVI MUMBAI', 'Maharashtra', '400703', 'नवी मुंबई'],
  ['THANE', 'Maharashtra', '400601', 'ठाणे'],
  ['BHIWANDI', 'Maharashtra', '421302', 'भिवंडी'],
  ['PUNE', 'Maharashtra', '411001', 'पुणे'],
  ['NAGPUR', 'Maharashtra', '440001', 'नागपुर'],
  ['NASHIK', 'Maharashtra', '422001', 'नासिक'],
  ['AURANGABAD', 'Maharashtra', '431001', 'औरंगाबाद'],
  ['SOLAPUR', 'Maharashtra', '413001', 'सोलापुर'],
  ['KOLHAPUR', 'Maharashtra', '416001', 'कोल्हापुर'],
  ['AMRAVATI', 'Maharashtra', '444601', 'अमरावती'],
  ['NANDED', 'Maharashtra', '431601', 'नांदेड़'],
  ['DELHI', 'Delhi', '110001', 'दिल्ली'],
  ['GURUGRAM', 'Haryana', '122001', 'गुरुग्राम'],
  ['FARIDABAD', 'Haryana', '121001', 'फरीदाबाद'],
  ['PANIPAT', 'Haryana', '132103', 'पानीपत'],
  ['SONIPAT', 'Haryana', '131001', 'सोनीपत'],
  ['AMBALA', 'Haryana', '133001', 'अंबाला'],
  ['HISAR', 'Haryana', '125001', 'हिसार'],
  ['ROHTAK', 'Haryana', '124001', 'रोहतक'],
  ['NOIDA', 'Uttar Pradesh', '201301', 'नोएडा'],
  ['GHAZIABAD', 'Uttar Pradesh', '201001', 'गाज़ियाबाद'],
  ['LUCKNOW', 'Uttar Pradesh', '226001', 'लखनऊ'],
  ['KANPUR', 'Uttar Pradesh', '208001', 'कानपुर'],
  ['AGRA', 'Uttar Pradesh', '282001', 'आगरा'],
  ['VARANASI', 'Uttar Pradesh', '221001', 'वाराणसी'],
  ['PRAYAGRAJ', 'Uttar Pradesh', '211001', 'प्रयागराज'],
  ['MEERUT', 'Uttar Pradesh', '250001', 'मेरठ'],
  ['BAREILLY', 'Uttar Pradesh', '243001', 'बरेली'],
  ['ALIGARH', 'Uttar Pradesh', '202001', 'अलीगढ़'],
  ['GORAKHPUR', 'Uttar Pradesh', '273001', 'गोरखपुर'],
  ['MORADABAD', 'Uttar Pradesh', '244001', 'मुरादाबाद'],
  ['JAIPUR', 'Rajasthan', '302001', 'जयपुर'],
  ['JODHPUR', 'Rajasthan', '342001', 'जोधपुर'],
  ['UDAIPUR', 'Rajasthan', '313001', 'उदयपुर'],
  ['KOTA', 'Rajasthan', '324001', 'कोटा'],
  ['AJMER', 'Rajasthan', '305001', 'अजमेर'],
  ['BIKANER', 'Rajasthan', '334001', 'बीकानेर'],
  ['ALWAR', 'Rajasthan', '301001', 'अलवर'],
  ['BHILWARA', 'Rajasthan', '311001', 'भीलवाड़ा'],
  ['INDORE', 'Madhya Pradesh', '452001', 'इंदौर'],
  ['BHOPAL', 'Madhya Pradesh', '462001', 'भोपाल'],
  ['JABALPUR', 'Madhya Pradesh', '482001', 'जबलपुर'],
  ['GWALIOR', 'Madhya Pradesh', '474001', 'ग्वालियर'],
  ['UJJAIN', 'Madhya Pradesh', '456001', 'उज्जैन'],
  ['SAGAR', 'Madhya Pradesh', '470001', 'सागर'],
  ['RATLAM', 'Madhya Pradesh', '457001', 'रतलाम'],
  ['DEWAS', 'Madhya Pradesh', '455001', 'देवास'],
  ['KOLKATA', 'West Bengal', '700001', 'कोलकाता'],
  ['HOWRAH', 'West Bengal', '711101', 'हावड़ा'],
  ['SILIGURI', 'West Bengal', '734001', 'सिलीगुड़ी'],
  ['DURGAPUR', 'West Bengal', '713201', 'दुर्गापुर'],
  ['ASANSOL', 'West Bengal', '713301', 'आसनसोल'],
  ['HALDIA', 'West Bengal', '721607', 'हल्दिया'],
  ['BANGALORE', 'Karnataka', '560001', 'बैंगलोर'],
  ['MYSURU', 'Karnataka', '570001', 'मैसूरु'],
  ['HUBBALLI', 'Karnataka', '580020', 'हुब्बल्ली'],
  ['MANGALURU', 'Karnataka', '575001', 'मंगलुरु'],
  ['BELAGAVI', 'Karnataka', '590001', 'बेलगावी'],
  ['CHENNAI', 'Tamil Nadu', '600001', 'चेन्नई'],
  ['COIMBATORE', 'Tamil Nadu', '641001', 'कोयंबटूर'],
  ['MADURAI', 'Tamil Nadu', '625001', 'मदुरै'],
  ['TIRUCHIRAPPALLI', 'Tamil Nadu', '620001', 'तिरुचिरापल्ली'],
  ['SALEM', 'Tamil Nadu', '636001', 'सेलम'],
  ['TIRUPPUR', 'Tamil Nadu', '641601', 'तिरुप्पुर'],
  ['HOSUR', 'Tamil Nadu', '635109', 'होसुर'],
  ['HYDERABAD', 'Telangana', '500001', 'हैदराबाद'],
  ['WARANGAL', 'Telangana', '506002', 'वारंगल'],
  ['KARIMNAGAR', 'Telangana', '505001', 'करीमनगर'],
  ['VISAKHAPATNAM', 'Andhra Pradesh', '530001', 'विशाखापत्तनम'],
  ['VIJAYAWADA', 'Andhra Pradesh', '520001', 'विजयवाड़ा'],
  ['GUNTUR', 'Andhra Pradesh', '522001', 'गुंटूर'],
  ['NELLORE', 'Andhra Pradesh', '524001', 'नेल्लोर'],
  ['TIRUPATI', 'Andhra Pradesh', '517501', 'तिरुपति'],
  ['KOCHI', 'Kerala', '682001', 'कोच्चि'],
  ['THIRUVANANTHAPURAM', 'Kerala', '695001', 'तिरुवनंतपुरम'],
  ['KOZHIKODE', 'Kerala', '673001', 'कोझिकोड'],
  ['THRISSUR', 'Kerala', '680001', 'त्रिशूर'],
  ['PATNA', 'Bihar', '800001', 'पटना'],
  ['GAYA', 'Bihar', '823001', 'गया'],
  ['MUZAFFARPUR', 'Bihar', '842001', 'मुज़फ़्फ़रपुर'],
  ['BHAGALPUR', 'Bihar', '812001', 'भागलपुर'],
  ['RANCHI', 'Jharkhand', '834001', 'रांची'],
  ['JAMSHEDPUR', 'Jharkhand', '831001', 'जमशेदपुर'],
  ['DHANBAD', 'Jharkhand', '826001', 'धनबाद'],
  ['BHUBANESWAR', 'Odisha', '751001', 'भुवनेश्वर'],
  ['CUTTACK', 'Odisha', '753001', 'कटक'],
  ['ROURKELA', 'Odisha', '769001', 'राउरकेला'],
  ['RAIPUR', 'Chhattisgarh', '492001', 'रायपुर'],
  ['BILASPUR', 'Chhattisgarh', '495001', 'बिलासपुर'],
  ['BHILAI', 'Chhattisgarh', '490001', 'भिलाई'],
  ['GUWAHATI', 'Assam', '781001', 'गुवाहाटी'],
  ['DIBRUGARH', 'Assam', '786001', 'डिब्रूगढ़'],
  ['LUDHIANA', 'Punjab', '141001', 'लुधियाना'],
  ['AMRITSAR', 'Punjab', '143001', 'अमृतसर'],
  ['JALANDHAR', 'Punjab', '144001', 'जालंधर'],
  ['PATIALA', 'Punjab', '147001', 'पटियाला'],
  ['CHANDIGARH', 'Chandigarh', '160017', 'चंडीगढ़'],
  ['DEHRADUN', 'Uttarakhand', '248001', 'देहरादून'],
  ['HARIDWAR', 'Uttarakhand', '249401', 'हरिद्वार'],
  ['SHIMLA', 'Himachal Pradesh', '171001', 'शिमला'],
  ['JAMMU', 'Jammu and Kashmir', '180001', 'जम्मू'],
  ['SRINAGAR', 'Jammu and Kashmir', '190001', 'श्रीनगर'],
  ['PANAJI', 'Goa', '403001', 'पणजी'],
  ['PUDUCHERRY', 'Puducherry', '605001', 'पुदुच्चेरी'],
  ['AGARTALA', 'Tripura', '799001', 'अगरतला'],
  ['IMPHAL', 'Manipur', '795001', 'इंफाल'],
  ['SHILLONG', 'Meghalaya', '793001', 'शिलांग'],
].map(([city, state, pin, hindi]) => ({ city, state, pin, hindi }));

/** The pin codes the site knows a position for (decision 035), by their first three digits (a sorting district). */
const PIN_CODES_BY_DISTRICT = (() => {
  const csv = readFileSync(
    fileURLToPath(new URL('../apps/api/reference/pin-codes.csv', import.meta.url)),
    'utf8',
  );
  const districts = new Map();
  for (const line of csv.split('\n').slice(1)) {
    const pin = line.split(',')[0];
    if (!/^\d{6}$/.test(pin)) continue;
    const district = pin.slice(0, 3);
    if (!districts.has(district)) districts.set(district, []);
    districts.get(district).push(pin);
  }
  return districts;
})();

/** The `n`th real pin code of the city's sorting district: its head post office's first. */
function pinCodeOf(city, n) {
  const pins = PIN_CODES_BY_DISTRICT.get(city.pin.slice(0, 3)) ?? [city.pin];
  const ordered = pins.includes(city.pin)
    ? [city.pin, ...pins.filter((p) => p !== city.pin)]
    : pins;
  return ordered[n % ordered.length];
}

const pick = (list, n) => list[((n % list.length) + list.length) % list.length];
const titleCase = (city) =>
  city
    .toLowerCase()
    .replace(/(^|[\s-])\w/g, (letter) => letter.toUpperCase())
    .replace(/\bDa\b/, 'da');
const slugOf = (words) =>
  words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 70)
    .replace(/-$/, '');

const PLACES = [
  ['Transport Nagar', 'ट्रांसपोर्ट नगर'],
  ['Ring Road', 'रिंग रोड'],
  ['Railway Goods Shed', 'रेलवे माल गोदाम'],
  ['Airport Cargo Complex', 'हवाई अड्डा कार्गो परिसर'],
  ['Industrial Estate', 'औद्योगिक क्षेत्र'],
  ['Highway Junction', 'राजमार्ग चौराहा'],
  ['Market Yard', 'मंडी प्रांगण'],
  ['Container Depot', 'कंटेनर डिपो'],
  ['Logistics Park', 'लॉजिस्टिक्स पार्क'],
  ['Bypass', 'बाईपास'],
  ['Old City', 'पुराना शहर'],
  ['MIDC Road', 'एमआईडीसी रोड'],
];
const OFFICES = [
  ['Hub', 'हब'],
  ['Depot', 'डिपो'],
  ['Booking Office', 'बुकिंग कार्यालय'],
  ['Warehouse', 'गोदाम'],
  ['Cargo Desk', 'कार्गो डेस्क'],
];
const STREETS = [
  'Shed',
  'Plot',
  'Unit',
  'Gala',
  'Godown',
  'Office',
  'Shop',
  'Bay',
  'Yard',
  'Block',
];
const LANDMARKS = [
  'near the weighbridge',
  'opposite the truck terminal',
  'behind the goods shed',
  'beside the fuel station',
  'next to the toll plaza',
  'off the service road',
  'by the container yard gate',
  'across from the mandi',
];
const HOURS = [
  ['Mo-Sa 09:00-19:00'],
  ['Mo-Fr 09:30-18:30', 'Sa 09:30-14:00'],
  ['Mo-Su 00:00-23:59'],
  ['Mo-Sa 08:00-20:00', 'Su 09:00-13:00'],
];

/** The `n`th branch: cities in turn, so that each of the first `cities` has one before any has two. */
export function branchDraft(n, cityCount, serviceSlugs) {
  const city = CITIES[n % cityCount];
  const inCity = Math.floor(n / cityCount);
  const place = pick(PLACES, n * 7 + inCity);
  const office = pick(OFFICES, n + inCity * 3);
  const name = `${titleCase(city.city)} ${place[0]} ${office[0]}${inCity >= PLACES.length ? ` ${inCity + 1}` : ''}`;
  const services = serviceSlugs.filter((_, i) => (n + i) % 3 !== 0).slice(0, 1 + (n % 5));
  const draft = {
    location_name: name,
    address: `${pick(STREETS, n)} ${10 + ((n * 37) % 480)}, ${place[0]}, ${pick(LANDMARKS, n * 3 + inCity)}`,
    city: city.city,
    state: city.state,
    slug: `${slugOf(`${place[0]} ${office[0]}`)}-${inCity + 1}`,
    pin_code: pinCodeOf(city, inCity),
    phone_no: `+91 ${pick(['98', '97', '94', '88', '79', '70'], n)}${String(10_000_000 + ((n * 7_919) % 89_999_999)).slice(0, 8)}`,
    email: `${slugOf(city.city)}.${inCity + 1}@harshlogistics.in`,
    opening_hours: pick(HOURS, n),
    services: services.length > 0 ? services : serviceSlugs.slice(0, 1),
    latitude: null,
    longitude: null,
  };
  const hindi = {
    location_name: `${city.hindi} ${place[1]} ${office[1]}${inCity >= PLACES.length ? ` ${inCity + 1}` : ''}`,
    address: `${place[1]}, ${city.hindi}, ${pick(['तौल कांटे के पास', 'ट्रक टर्मिनल के सामने', 'माल गोदाम के पीछे', 'पेट्रोल पंप के बगल में'], n)}`,
  };
  return { draft, hindi };
}

const GOODS = [
  ['textiles', 'कपड़ा'],
  ['auto parts', 'वाहन पुर्ज़े'],
  ['pharmaceuticals', 'दवाइयाँ'],
  ['cotton bales', 'कपास की गांठें'],
  ['ceramic tiles', 'सिरेमिक टाइलें'],
  ['fresh produce', 'ताज़ी उपज'],
  ['electronics', 'इलेक्ट्रॉनिक सामान'],
  ['steel coils', 'स्टील कॉइल'],
  ['spices', 'मसाले'],
  ['engineering goods', 'इंजीनियरिंग सामान'],
  ['packaged food', 'पैक्ड खाद्य पदार्थ'],
  ['furniture', 'फ़र्नीचर'],
];
const MODES = [
  ['part truck load', 'आंशिक ट्रक लोड'],
  ['full truck load', 'पूरा ट्रक लोड'],
  ['rail freight', 'रेल माल ढुलाई'],
  ['air cargo', 'हवाई कार्गो'],
  ['container train', 'कंटेनर ट्रेन'],
  ['express surface', 'एक्सप्रेस सड़क सेवा'],
];
const ANGLES = [
  ['what shippers should plan for', 'भेजने वालों को किसकी योजना बनानी चाहिए'],
  ['lessons from the last season', 'पिछले मौसम की सीख'],
  ['how transit times changed', 'पारगमन समय कैसे बदला'],
  ['packing that survives the trip', 'ऐसी पैकिंग जो सफ़र झेल ले'],
  ['paperwork without delays', 'बिना देरी के काग़ज़ी कार्रवाई'],
  ['costs, loads and timing', 'लागत, लदान और समय'],
  ['a checklist for dispatch teams', 'डिस्पैच टीमों के लिए जाँच सूची'],
];
const AUTHORS = [
  'Priya Raval',
  'Arjun Mehta',
  'Kavita Nair',
  'Imran Qureshi',
  'Sunita Deshpande',
  'Rohit Bansal',
  'Meera Iyer',
  'Harpreet Gill',
];
const SENTENCES = [
  (g, m, a, b) =>
    `Loads of ${g[0]} leaving ${a} for ${b} now move mostly by ${m[0]}, and the booking window has shortened to two days.`,
  (g, m, a, b) =>
    `Our ${a} team weighs every consignment at the dock, so the freight bill for ${b} matches what the truck carried.`,
  (g, m) =>
    `For ${g[0]}, ${m[0]} balances cost and care: fewer handling points mean fewer damaged cartons.`,
  (g, m, a, b) =>
    `Between ${a} and ${b}, night line-haul avoids city entry limits and reaches the consignee by the first delivery round.`,
  (g) =>
    `E-way bills for ${g[0]} must match the invoice value; a mismatch holds the vehicle at the next checkpost.`,
  (g, m, a) =>
    `Shippers in ${a} who book ${m[0]} early in the week usually get space on the Thursday departures.`,
  (g, m, a, b) =>
    `Monsoon weeks add a day on the ${a}–${b} corridor, so we keep tarpaulins and pallets ready at both ends.`,
  (g) =>
    `Stacking ${g[0]} on pallets with corner boards keeps them square through the ghat sections.`,
  (g, m, a, b) =>
    `Track-and-trace updates come from every hub scan, from pickup in ${a} to proof of delivery in ${b}.`,
  (g, m) =>
    `When volumes climb before festivals, ${m[0]} capacity fills first; a standing order keeps your slot.`,
];
const HINDI_SENTENCES = [
  (g, m, a, b) => `${a} से ${b} जाने वाला ${g[1]} अब ज़्यादातर ${m[1]} से जाता है।`,
  (g, m, a) => `${a} में हमारी टीम हर खेप को गोदी पर तौलती है, ताकि बिल सही रहे।`,
  (g, m) => `${g[1]} के लिए ${m[1]} लागत और सावधानी में संतुलन रखता है।`,
  (g, m, a, b) => `${a} और ${b} के बीच रात की ढुलाई से माल सुबह की पहली डिलीवरी में पहुँचता है।`,
  (g) => `${g[1]} के ई-वे बिल में बीजक का मूल्य सही होना चाहिए।`,
  (g, m, a, b) => `बरसात में ${a}–${b} मार्ग पर एक दिन ज़्यादा लगता है, इसलिए तिरपाल तैयार रहते हैं।`,
];

/** The `n`th post (0 is the newest), its picture's address given. */
export function postDraft(n, image) {
  const a = pick(CITIES, n * 5);
  const b = pick(CITIES, n * 11 + 3);
  const g = pick(GOODS, n);
  const m = pick(MODES, n * 3 + 1);
  const angle = pick(ANGLES, n * 2);
  const [from, to] = [titleCase(a.city), titleCase(b.city === a.city ? 'Pune' : b.city)];
  const title = `${titleCase(g[0])} by ${m[0]} from ${from} to ${to}: ${angle[0]}`;
  const paragraphs = [];
  for (let p = 0; p < 4; p++) {
    const sentences = [0, 1, 2].map((s) => pick(SENTENCES, n + p * 3 + s)(g, m, from, to));
    paragraphs.push(`<p>${sentences.join(' ')}</p>`);
  }
  const date = new Date(Date.UTC(2026, 10, 20) - n * 86_400_000 * 0.7);
  const draft = {
    title,
    slug: `${slugOf(`${g[0]} ${m[0]} ${from} ${to}`)}-${n + 1}`,
    image,
    excerpt: pick(SENTENCES, n + 5)(g, m, from, to),
    content: `${paragraphs.slice(0, 2).join('')}<h2>On the ${from}–${to} route</h2>${paragraphs.slice(2).join('')}`,
    author: pick(AUTHORS, n),
    published_on: date.toISOString().slice(0, 10),
  };
  const hindiSentences = [0, 1, 2, 3].map((s) =>
    pick(HINDI_SENTENCES, n + s)(g, m, a.hindi, b.hindi),
  );
  const hindi = {
    title: `${a.hindi} से ${b.hindi} तक ${m[1]} से ${g[1]}: ${angle[1]}`,
    excerpt: hindiSentences[0],
    content: `<p>${hindiSentences.slice(0, 2).join(' ')}</p><h2>${a.hindi}–${b.hindi} मार्ग पर</h2><p>${hindiSentences.slice(2).join(' ')}</p>`,
    author: draft.author,
  };
  return { draft, hindi };
}

/** A small picture of its own for the `n`th post (a route drawn on a coloured ground), as a JPEG. */
export async function pictureOf(n) {
  const hue = (n * 47) % 360;
  const points = Array.from(
    { length: 6 },
    (_, i) => `${80 + i * 150},${120 + ((n * 31 + i * 97) % 300)}`,
  ).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
<rect width="960" height="540" fill="hsl(${hue},45%,35%)"/>
<rect y="380" width="960" height="160" fill="hsl(${(hue + 30) % 360},30%,25%)"/>
<polyline points="${points}" fill="none" stroke="hsl(${(hue + 180) % 360},80%,70%)" stroke-width="14" stroke-linejoin="round"/>
<circle cx="${100 + ((n * 53) % 760)}" cy="${90 + ((n * 17) % 200)}" r="${30 + (n % 40)}" fill="hsl(${(hue + 90) % 360},70%,60%)"/>
<text x="40" y="500" font-family="sans-serif" font-size="48" fill="#fff">Route ${n + 1}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
