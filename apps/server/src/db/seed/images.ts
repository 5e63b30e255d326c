import sharp from 'sharp';

/** Demo pictures are composed as SVG and rendered locally, so the demo needs no network and no binary assets. */

const PALETTE = [
  ['#0b5394', '#3d85c6'],
  ['#134e4a', '#0f766e'],
  ['#7c2d12', '#c2410c'],
  ['#581c87', '#9333ea'],
  ['#1e3a8a', '#2563eb'],
  ['#831843', '#db2777'],
  ['#14532d', '#16a34a'],
  ['#78350f', '#d97706'],
  ['#1f2937', '#4b5563'],
  ['#164e63', '#0891b2'],
] as const;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A stable small number from a string, so a person keeps their colour across runs. */
function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function colours(seedText: string): readonly [string, string] {
  return PALETTE[hashString(seedText) % PALETTE.length] ?? PALETTE[0];
}

function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export function avatarSvg(firstName: string, lastName: string): string {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  const [dark, light] = colours(`${firstName} ${lastName}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<circle cx="210" cy="40" r="70" fill="#ffffff" fill-opacity="0.08"/>
<text x="128" y="132" font-family="${FONT}" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle" dominant-baseline="central">${escapeXml(initials)}</text>
</svg>`;
}

function bannerSvg(options: {
  seedText: string;
  eyebrow: string;
  title: string;
  footer: string;
  width: number;
  height: number;
}): string {
  const { width, height } = options;
  const [dark, light] = colours(options.seedText);
  const titleLines = wrapWords(options.title, 30).slice(0, 4);
  const lineHeight = 68;
  const firstBaseline = height / 2 - ((titleLines.length - 1) * lineHeight) / 2 + 20;
  const title = titleLines
    .map(
      (line, index) =>
        `<text x="80" y="${firstBaseline + index * lineHeight}" font-family="${FONT}" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('\n');
  const variant = hashString(options.seedText) % 3;
  const dots = Array.from(
    { length: 6 },
    (_, i) =>
      `<circle cx="${width - 140 + (i % 2) * 46}" cy="${140 + i * 60}" r="${10 + ((i + variant) % 3) * 5}" fill="#ffffff" fill-opacity="0.25"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width - 180}" cy="${height - 120 - variant * 40}" r="${220 + variant * 30}" fill="#ffffff" fill-opacity="0.07"/>
<circle cx="${width - 320}" cy="${80 + variant * 30}" r="120" fill="#ffffff" fill-opacity="0.06"/>
<path d="M${width - 260} ${height - 60} q 60 -120 120 0 t 120 0" stroke="#ffffff" stroke-opacity="0.3" stroke-width="6" fill="none"/>
${dots}
<rect x="80" y="70" width="${options.eyebrow.length * 17 + 44}" height="44" rx="22" fill="#ffffff" fill-opacity="0.18"/>
<text x="100" y="100" font-family="${FONT}" font-size="24" font-weight="700" fill="#ffffff">${escapeXml(options.eyebrow)}</text>
${title}
<text x="80" y="${height - 60}" font-family="${FONT}" font-size="26" fill="#ffffff" fill-opacity="0.85">${escapeXml(options.footer)}</text>
</svg>`;
}

export function blogCoverSvg(title: string): string {
  return bannerSvg({
    seedText: title,
    eyebrow: 'NEET GUIDE',
    title,
    footer: 'Mentorship from achievers',
    width: 1200,
    height: 630,
  });
}

export function webinarSvg(when: string): string {
  return bannerSvg({
    seedText: 'webinar',
    eyebrow: 'FREE LIVE WEBINAR',
    title: 'Your Last-Months Strategy for NEET',
    footer: when,
    width: 1200,
    height: 630,
  });
}

export function featuredAdSvg(): string {
  return bannerSvg({
    seedText: 'featured-ad',
    eyebrow: 'BOOK NOW',
    title: 'Start with a free 20-minute intro call',
    footer: 'One-on-one guidance from MBBS mentors who cracked NEET',
    width: 1200,
    height: 630,
  });
}

/** Stand-in for private uploads (score cards, college IDs, session proofs); one picture serves every demo record. */
export function documentSvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
<rect width="800" height="500" fill="#f8fafc"/>
<rect x="20" y="20" width="760" height="460" rx="16" fill="#ffffff" stroke="#94a3b8" stroke-width="4" stroke-dasharray="14 10"/>
<rect x="60" y="70" width="160" height="190" rx="8" fill="#e2e8f0"/>
<rect x="260" y="90" width="420" height="22" rx="6" fill="#cbd5e1"/>
<rect x="260" y="140" width="360" height="22" rx="6" fill="#e2e8f0"/>
<rect x="260" y="190" width="390" height="22" rx="6" fill="#e2e8f0"/>
<text x="400" y="350" font-family="${FONT}" font-size="44" font-weight="700" fill="#334155" text-anchor="middle">${escapeXml(label)}</text>
<text x="400" y="410" font-family="${FONT}" font-size="26" fill="#64748b" text-anchor="middle">Demo document, not a real record</text>
</svg>`;
}

/** Renders SVG to WebP; identical pictures are rendered once. */
export function createImageRenderer(): (svg: string) => Promise<Buffer> {
  const cache = new Map<string, Promise<Buffer>>();
  return (svg) => {
    const cached = cache.get(svg);
    if (cached) return cached;
    const rendered = sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
    cache.set(svg, rendered);
    return rendered;
  };
}
