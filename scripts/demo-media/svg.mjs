// Pictures as small SVG files: the logo, program and topic banners, instructor portraits, quiz pictograms.

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const font = 'font-family="Segoe UI, Helvetica, Arial, sans-serif"';

export function logo({ short, name, colour }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96" role="img" aria-label="${escapeXml(name)}">
  <rect x="4" y="8" width="80" height="80" rx="18" fill="${colour}"/>
  <path d="M24 70 L44 24 L64 70 M31 54 H57" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="100" y="46" ${font} font-size="30" font-weight="700" fill="${colour}">${escapeXml(short)}</text>
  <text x="100" y="74" ${font} font-size="15" fill="#37474f">${escapeXml(name)}</text>
</svg>
`;
}

export function partnerLogo({ name, colour }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96" role="img" aria-label="${escapeXml(name)}">
  <circle cx="48" cy="48" r="40" fill="none" stroke="${colour}" stroke-width="6"/>
  <path d="M14 48 H82 M48 8 C28 30 28 66 48 88 M48 8 C68 30 68 66 48 88" stroke="${colour}" stroke-width="4" fill="none"/>
  <text x="104" y="44" ${font} font-size="20" font-weight="700" fill="${colour}">Partner Network</text>
  <text x="104" y="70" ${font} font-size="14" fill="#37474f">${escapeXml(name)}</text>
</svg>
`;
}

/** A banner: gradient, a motif of circles, the program's initials and its name on two lines at most. */
export function banner({ title, initials, from, to, seed = 1 }) {
  const circles = Array.from({ length: 7 }, (_, i) => {
    const x = 470 + ((i * 97 + seed * 53) % 330);
    const y = 40 + ((i * 61 + seed * 29) % 370);
    const r = 30 + ((i * 37 + seed * 11) % 70);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${(0.06 + (i % 3) * 0.04).toFixed(2)}"/>`;
  }).join('\n  ');
  const words = title.split(' ');
  const lines = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= 26) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map(
      (line, i) =>
        `<text x="48" y="${300 + i * 40}" ${font} font-size="34" font-weight="600" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="${escapeXml(title)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="800" height="450" fill="url(#g)"/>
  ${circles}
  <text x="48" y="190" ${font} font-size="120" font-weight="800" fill="#fff" fill-opacity="0.92">${escapeXml(initials)}</text>
  ${text}
</svg>
`;
}

/** A portrait placeholder an instructor would replace: head and shoulders over their initials' colour. */
export function portrait({ initials, colour }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(initials)}">
  <rect width="200" height="200" rx="100" fill="${colour}"/>
  <circle cx="100" cy="66" r="32" fill="#fff" fill-opacity="0.85"/>
  <path d="M46 148 C54 104 146 104 154 148 Z" fill="#fff" fill-opacity="0.85"/>
  <text x="100" y="180" text-anchor="middle" ${font} font-size="24" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>
`;
}

const shapes = {
  'black-triangle': '<path d="M40 40 H160 L100 150 Z" fill="#111"/>',
  'red-cross': '<path d="M80 30 H120 V80 H170 V120 H120 V170 H80 V120 H30 V80 H80 Z" fill="#c62828"/>',
  'green-circle': '<circle cx="100" cy="100" r="62" fill="#2e7d32"/>',
  'blue-square': '<rect x="40" y="40" width="120" height="120" fill="#1565c0"/>',
  gloves:
    '<path d="M70 170 V90 C70 80 82 80 82 90 V60 C82 50 94 50 94 60 V52 C94 42 106 42 106 52 V60 C106 50 118 50 118 60 V100 L130 86 C138 78 148 88 140 98 L118 140 V170 Z" fill="#4fc3f7" stroke="#0277bd" stroke-width="4"/>',
  mask: '<path d="M40 80 Q100 60 160 80 V120 Q100 150 40 120 Z" fill="#90caf9" stroke="#1565c0" stroke-width="4"/><path d="M40 90 L18 80 M40 112 L18 122 M160 90 L182 80 M160 112 L182 122" stroke="#1565c0" stroke-width="4"/><path d="M60 95 H140 M60 108 H140" stroke="#1565c0" stroke-width="3"/>',
  gown: '<path d="M70 36 L100 50 L130 36 L160 70 L140 84 V170 H60 V84 L40 70 Z" fill="#81c784" stroke="#2e7d32" stroke-width="4"/>',
  calculator:
    '<rect x="55" y="30" width="90" height="140" rx="10" fill="#eceff1" stroke="#455a64" stroke-width="4"/><rect x="68" y="44" width="64" height="28" fill="#b2dfdb"/><g fill="#455a64"><circle cx="78" cy="96" r="7"/><circle cx="100" cy="96" r="7"/><circle cx="122" cy="96" r="7"/><circle cx="78" cy="122" r="7"/><circle cx="100" cy="122" r="7"/><circle cx="122" cy="122" r="7"/><circle cx="78" cy="148" r="7"/><circle cx="100" cy="148" r="7"/><circle cx="122" cy="148" r="7"/></g>',
};

/** A square pictogram with a caption, for picture options of quiz and assessment questions. */
export function pictogram({ shape, caption }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="220" viewBox="0 0 200 220" role="img" aria-label="${escapeXml(caption)}">
  <rect width="200" height="220" fill="#fafafa"/>
  ${shapes[shape]}
  <text x="100" y="208" text-anchor="middle" ${font} font-size="16" fill="#263238">${escapeXml(caption)}</text>
</svg>
`;
}

export const pictogramShapes = Object.keys(shapes);
