// Generates the SVG gift-card designs and logos of the shipped demo stores into stores/images/.
// Run: node scripts/generate-demo-images.mjs (the output is committed; rerun after editing a design).
import fs from 'node:fs';
import path from 'node:path';

const outDir = path.resolve(import.meta.dirname, '../stores/images');
const W = 640;
const H = 400; // 16:10, the shape of a card

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small seeded generator, so every run draws the same confetti. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}
const times = (n, draw) => Array.from({ length: n }, (_, i) => draw(i)).join('');

const patterns = {
  circles: (c) =>
    `<circle cx="540" cy="60" r="170" fill="${c}" opacity=".18"/><circle cx="600" cy="330" r="110" fill="${c}" opacity=".14"/><circle cx="80" cy="-20" r="120" fill="${c}" opacity=".1"/>`,
  confetti: (c, seed) => {
    const r = random(seed);
    const colors = [c, '#fde68a', '#f9a8d4', '#a5f3fc', '#ffffff'];
    return times(46, (i) => {
      const x = (r() * W).toFixed(0);
      const y = (r() * H * 0.72).toFixed(0);
      const fill = colors[i % colors.length];
      return i % 3
        ? `<rect x="${x}" y="${y}" width="14" height="6" rx="2" fill="${fill}" opacity=".85" transform="rotate(${(r() * 180).toFixed(0)} ${x} ${y})"/>`
        : `<circle cx="${x}" cy="${y}" r="4.5" fill="${fill}" opacity=".9"/>`;
    });
  },
  balloons: (c) =>
    [
      ['#fb7185', 470, 120],
      ['#fbbf24', 545, 95],
      ['#60a5fa', 510, 175],
    ]
      .map(
        ([fill, x, y]) =>
          `<path d="M${x} ${y + 58} q-8 70 14 130" stroke="#fff" stroke-width="2" fill="none" opacity=".7"/><ellipse cx="${x}" cy="${y}" rx="44" ry="54" fill="${fill}"/><ellipse cx="${x - 14}" cy="${y - 20}" rx="9" ry="15" fill="#fff" opacity=".35"/>`,
      )
      .join('') + `<circle cx="90" cy="70" r="60" fill="${c}" opacity=".15"/>`,
  leaves: (c) =>
    times(9, (i) => {
      const x = 430 + (i % 3) * 70;
      const y = 40 + Math.floor(i / 3) * 90;
      return `<path d="M${x} ${y} q45 10 50 60 q-45 -5 -50 -60z" fill="${i % 2 ? c : '#bbf7d0'}" opacity=".7" transform="rotate(${i * 23} ${x + 25} ${y + 30})"/>`;
    }),
  hearts: (c) =>
    [
      [500, 90, 1.6],
      [580, 180, 1],
      [440, 200, 0.8],
      [560, 60, 0.6],
    ]
      .map(
        ([x, y, s]) =>
          `<path transform="translate(${x} ${y}) scale(${s})" d="M0 12 C0 -8 30 -8 30 12 C30 -8 60 -8 60 12 C60 36 30 50 30 62 C30 50 0 36 0 12z" fill="${c}" opacity=".55"/>`,
      )
      .join(''),
  snow: (c, seed) => {
    const r = random(seed);
    const flakes = times(
      40,
      () =>
        `<circle cx="${(r() * W).toFixed(0)}" cy="${(r() * H).toFixed(0)}" r="${(1.5 + r() * 3.5).toFixed(1)}" fill="#fff" opacity=".8"/>`,
    );
    const star = (x, y, s) =>
      times(
        3,
        (i) =>
          `<line x1="${x - s}" y1="${y}" x2="${x + s}" y2="${y}" stroke="#fff" stroke-width="4" stroke-linecap="round" transform="rotate(${i * 60} ${x} ${y})"/>`,
      );
    return (
      flakes + star(520, 110, 46) + star(590, 230, 24) + `<circle cx="520" cy="110" r="80" fill="${c}" opacity=".15"/>`
    );
  },
  trees: (c) =>
    times(6, (i) => {
      const x = 360 + i * 52;
      const h = 120 + ((i * 37) % 90);
      return `<path d="M${x} ${330 - h} l32 ${h} h-64z" fill="${i % 2 ? c : '#14532d'}" opacity=".85"/>`;
    }) + '<rect y="330" width="640" height="70" fill="#fff" opacity=".12"/>',
  sparkle: (c) =>
    [
      [520, 100, 40],
      [590, 200, 22],
      [450, 60, 16],
      [560, 300, 14],
    ]
      .map(
        ([x, y, s]) =>
          `<path d="M${x} ${y - s} Q${x} ${y} ${x + s} ${y} Q${x} ${y} ${x} ${y + s} Q${x} ${y} ${x - s} ${y} Q${x} ${y} ${x} ${y - s}z" fill="${c}"/>`,
      )
      .join(''),
  rings: (c) =>
    `<circle cx="480" cy="150" r="70" fill="none" stroke="${c}" stroke-width="12"/><circle cx="560" cy="150" r="70" fill="none" stroke="#fff" stroke-width="12" opacity=".85"/>`,
  stripes: (c) =>
    times(
      12,
      (i) =>
        `<rect x="${300 + i * 40}" y="-100" width="16" height="700" fill="${c}" opacity=".16" transform="rotate(30 ${300 + i * 40} 200)"/>`,
    ),
  waves: (c) =>
    times(
      5,
      (i) =>
        `<path d="M0 ${250 + i * 26} q80 -30 160 0 t160 0 t160 0 t160 0 v200 h-640z" fill="${c}" opacity="${(0.12 + i * 0.07).toFixed(2)}"/>`,
    ),
  stones: (c) =>
    `<ellipse cx="520" cy="290" rx="110" ry="24" fill="#fff" opacity=".25"/><ellipse cx="520" cy="300" rx="180" ry="40" fill="none" stroke="#fff" opacity=".3" stroke-width="3"/>` +
    [
      [520, 250, 70, 26],
      [520, 205, 54, 22],
      [520, 168, 40, 17],
      [520, 140, 26, 12],
    ]
      .map(([x, y, rx, ry]) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${c}"/>`)
      .join(''),
  plate: (c) =>
    `<circle cx="505" cy="160" r="95" fill="#fff" opacity=".9"/><circle cx="505" cy="160" r="68" fill="none" stroke="${c}" stroke-width="3"/><circle cx="505" cy="160" r="26" fill="${c}" opacity=".6"/>` +
    '<rect x="381" y="80" width="8" height="160" rx="4" fill="#fff" opacity=".85"/><rect x="621" y="80" width="8" height="160" rx="4" fill="#fff" opacity=".85"/>',
  pasta: (c) =>
    times(
      7,
      (i) =>
        `<path d="M360 ${70 + i * 30} q35 -22 70 0 t70 0 t70 0 t70 0" fill="none" stroke="${i % 2 ? c : '#fde68a'}" stroke-width="9" stroke-linecap="round"/>`,
    ),
  sunset: (c) =>
    `<circle cx="500" cy="230" r="90" fill="#fde68a" opacity=".95"/>` +
    patterns.waves(c) +
    '<path d="M430 262 h110 l-20 22 h-70z" fill="#1e293b"/><path d="M485 262 v-70 l40 60z" fill="#fff"/>',
  loaf: (c) =>
    `<path d="M380 260 q0 -120 130 -120 q130 0 130 120 z" fill="${c}"/><path d="M440 190 l20 -25 M500 180 l20 -25 M560 190 l20 -25" stroke="#fff7ed" stroke-width="8" stroke-linecap="round" opacity=".8"/>`,
};

/** A card design: gradient, pattern, brand, title and tagline. */
function card({ brand, title, tagline, colors, accent, pattern, seed = 7, serif = false }) {
  const font = serif ? "Georgia, 'Times New Roman', serif" : "'Helvetica Neue', Arial, sans-serif";
  const stops = colors
    .map((color, i) => `<stop offset="${(i / (colors.length - 1)).toFixed(2)}" stop-color="${color}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(`${title}: ${tagline}`)}">
<title>${esc(title)}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".38"/></linearGradient><clipPath id="edge"><rect width="${W}" height="${H}" rx="28"/></clipPath></defs>
<g clip-path="url(#edge)"><rect width="${W}" height="${H}" fill="url(#bg)"/>${patterns[pattern](accent, seed)}<rect y="230" width="${W}" height="${H - 230}" fill="url(#scrim)"/></g>
<text x="40" y="62" font-family="${font}" font-size="20" font-weight="700" letter-spacing="4" fill="#fff" opacity=".9">${esc(brand.toUpperCase())}</text>
<text x="40" y="318" font-family="${font}" font-size="${title.length > 18 ? 40 : 48}" font-weight="700" fill="#fff">${esc(title)}</text>
<text x="40" y="356" font-family="${font}" font-size="20" fill="#fff" opacity=".85">${esc(tagline)}</text>
</svg>
`;
}

/** A wordmark logo: a round mark with an initial, then the company name. */
function logo({ name, color, mark }) {
  const width = 90 + name.length * 17;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64" role="img" aria-label="${esc(name)}">
<title>${esc(name)}</title>
<circle cx="32" cy="32" r="26" fill="${color}"/><path d="${mark}" fill="#fff"/>
<text x="70" y="42" font-family="Georgia, 'Times New Roman', serif" font-size="28" font-weight="700" fill="${color}">${esc(name)}</text>
</svg>
`;
}

const northwind = 'Northwind Gifts';
const juniper = 'Juniper & Co.';
const designs = {
  'northwind-logo': logo({ name: northwind, color: '#0f766e', mark: 'M32 12 L38 30 L32 52 L26 30 Z' }),
  'classic-teal': card({
    brand: northwind,
    title: 'Classic Gift Card',
    tagline: 'For anything, anytime',
    colors: ['#0f766e', '#14b8a6'],
    accent: '#ccfbf1',
    pattern: 'circles',
  }),
  'classic-midnight': card({
    brand: northwind,
    title: 'Classic Gift Card',
    tagline: 'Midnight edition',
    colors: ['#0f172a', '#312e81'],
    accent: '#a5b4fc',
    pattern: 'stripes',
  }),
  'classic-sunrise': card({
    brand: northwind,
    title: 'Classic Gift Card',
    tagline: 'Sunrise edition',
    colors: ['#f97316', '#db2777'],
    accent: '#fde68a',
    pattern: 'circles',
  }),
  'birthday-confetti': card({
    brand: northwind,
    title: 'Happy Birthday',
    tagline: 'Make a wish, then go shopping',
    colors: ['#7c3aed', '#db2777'],
    accent: '#fbbf24',
    pattern: 'confetti',
    seed: 11,
  }),
  'birthday-balloons': card({
    brand: northwind,
    title: 'Happy Birthday',
    tagline: 'Another trip around the sun',
    colors: ['#0ea5e9', '#6366f1'],
    accent: '#e0f2fe',
    pattern: 'balloons',
  }),
  'thank-you-botanical': card({
    brand: northwind,
    title: 'Thank You',
    tagline: 'A little something, a lot of thanks',
    colors: ['#166534', '#4d7c0f'],
    accent: '#86efac',
    pattern: 'leaves',
    serif: true,
  }),
  'thank-you-hearts': card({
    brand: northwind,
    title: 'Thank You',
    tagline: 'With heartfelt gratitude',
    colors: ['#be123c', '#fb7185'],
    accent: '#ffe4e6',
    pattern: 'hearts',
    serif: true,
  }),
  'holiday-snowfall': card({
    brand: northwind,
    title: 'Happy Holidays',
    tagline: 'Warm wishes for the season',
    colors: ['#1e3a8a', '#0284c7'],
    accent: '#bae6fd',
    pattern: 'snow',
    seed: 23,
  }),
  'holiday-evergreen': card({
    brand: northwind,
    title: 'Season’s Greetings',
    tagline: 'From our pines to yours',
    colors: ['#064e3b', '#15803d'],
    accent: '#22c55e',
    pattern: 'trees',
    serif: true,
  }),
  'holiday-gold': card({
    brand: northwind,
    title: 'Happy Holidays',
    tagline: 'All that glitters',
    colors: ['#1c1917', '#78350f'],
    accent: '#fcd34d',
    pattern: 'sparkle',
    serif: true,
  }),
  'wedding-wishes': card({
    brand: northwind,
    title: 'Wedding Wishes',
    tagline: 'For the happy couple',
    colors: ['#db2777', '#9333ea'],
    accent: '#fef3c7',
    pattern: 'rings',
    serif: true,
  }),
  'little-thanks': card({
    brand: northwind,
    title: 'Little Thanks',
    tagline: 'Small card, big smile',
    colors: ['#f59e0b', '#ef4444'],
    accent: '#fff7ed',
    pattern: 'hearts',
  }),
  'founders-edition': card({
    brand: northwind,
    title: 'Founders’ Edition',
    tagline: 'Numbered, limited, gold-foiled',
    colors: ['#111827', '#374151'],
    accent: '#fbbf24',
    pattern: 'sparkle',
    serif: true,
  }),
  'spa-day-stones': card({
    brand: 'Harbour Spa',
    title: 'Spa Day for Two',
    tagline: 'Steam, stones and stillness',
    colors: ['#134e4a', '#5eead4'],
    accent: '#0f766e',
    pattern: 'stones',
    serif: true,
  }),
  'spa-day-pool': card({
    brand: 'Harbour Spa',
    title: 'Spa Day for Two',
    tagline: 'The heated harbour pool',
    colors: ['#0c4a6e', '#38bdf8'],
    accent: '#e0f2fe',
    pattern: 'waves',
  }),
  'spa-day-garden': card({
    brand: 'Harbour Spa',
    title: 'Spa Day for Two',
    tagline: 'Tea in the quiet garden',
    colors: ['#365314', '#84cc16'],
    accent: '#ecfccb',
    pattern: 'leaves',
    serif: true,
  }),
  'tasting-menu': card({
    brand: 'The Lantern Kitchen',
    title: 'Chef’s Tasting Menu',
    tagline: 'Seven courses, one long evening',
    colors: ['#431407', '#c2410c'],
    accent: '#fdba74',
    pattern: 'plate',
    serif: true,
  }),
  'tasting-menu-room': card({
    brand: 'The Lantern Kitchen',
    title: 'Chef’s Tasting Menu',
    tagline: 'A table by the lanterns',
    colors: ['#1c1917', '#92400e'],
    accent: '#fcd34d',
    pattern: 'sparkle',
    serif: true,
  }),
  'pasta-class': card({
    brand: 'Casa Farina',
    title: 'Pasta Making Class',
    tagline: 'Flour, eggs and three hours of fun',
    colors: ['#b45309', '#facc15'],
    accent: '#fff7ed',
    pattern: 'pasta',
  }),
  'sunset-cruise': card({
    brand: 'Bluewater Cruises',
    title: 'Sunset Harbour Cruise',
    tagline: 'Two hours on golden water',
    colors: ['#7c2d12', '#f97316', '#fbbf24'],
    accent: '#1e3a8a',
    pattern: 'sunset',
  }),
  'sunset-cruise-deck': card({
    brand: 'Bluewater Cruises',
    title: 'Sunset Harbour Cruise',
    tagline: 'Drinks on the upper deck',
    colors: ['#1e3a8a', '#7c3aed'],
    accent: '#c4b5fd',
    pattern: 'waves',
  }),
  'juniper-logo': logo({ name: juniper, color: '#9a3412', mark: 'M32 10 C44 22 44 38 32 54 C20 38 20 22 32 10 Z' }),
  'juniper-everyday': card({
    brand: juniper,
    title: 'Everyday Gift Card',
    tagline: 'Good things, every day',
    colors: ['#9a3412', '#ea580c'],
    accent: '#fed7aa',
    pattern: 'circles',
    serif: true,
  }),
  'juniper-celebrate': card({
    brand: juniper,
    title: 'Celebrate!',
    tagline: 'Pop the cork',
    colors: ['#831843', '#f472b6'],
    accent: '#fde68a',
    pattern: 'confetti',
    seed: 5,
  }),
  'juniper-gratitude': card({
    brand: juniper,
    title: 'With Gratitude',
    tagline: 'Thanks, truly',
    colors: ['#3f6212', '#a3e635'],
    accent: '#ecfccb',
    pattern: 'leaves',
    serif: true,
  }),
  'juniper-workshop': card({
    brand: juniper,
    title: 'Wreath Workshop',
    tagline: 'An afternoon of greenery and cocoa',
    colors: ['#14532d', '#65a30d'],
    accent: '#22c55e',
    pattern: 'trees',
    serif: true,
  }),
  'old-mill-logo': logo({ name: 'Old Mill Bakery', color: '#78350f', mark: 'M32 14 L48 32 L32 50 L16 32 Z' }),
  'old-mill-loaf': card({
    brand: 'Old Mill Bakery',
    title: 'Bakery Gift Card',
    tagline: 'Fresh from the oven',
    colors: ['#78350f', '#d97706'],
    accent: '#fcd9a8',
    pattern: 'loaf',
    serif: true,
  }),
};

fs.mkdirSync(outDir, { recursive: true });
for (const [name, svg] of Object.entries(designs)) fs.writeFileSync(path.join(outDir, `${name}.svg`), svg);
console.log(`Wrote ${Object.keys(designs).length} images to ${path.relative(process.cwd(), outDir)}`);
