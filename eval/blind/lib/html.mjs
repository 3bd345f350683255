// HTML building blocks for the families: page shells, filled-in (handwritten) values, tick boxes, signatures,
// seals, QR-like codes and bar codes. Fonts are Debian font packages (see build.mjs header).

export const esc = (s) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export const FONTS = {
  sans: "'Liberation Sans', Arial, sans-serif",
  serif: "'Liberation Serif', 'Times New Roman', serif",
  mono: "'Liberation Mono', 'Courier New', monospace",
  carlito: "Carlito, 'Liberation Sans', sans-serif",
  caladea: "Caladea, 'Liberation Serif', serif",
  open: "'Open Sans', 'Liberation Sans', sans-serif",
  roboto: "Roboto, 'Liberation Sans', sans-serif",
  robotoCond: "'Roboto Condensed', Roboto, sans-serif",
  lato: "Lato, 'Liberation Sans', sans-serif",
  dejavu: "'DejaVu Sans', sans-serif",
  dejavuSerif: "'DejaVu Serif', serif",
  courier: "'Courier Prime', 'Liberation Mono', monospace",
};
/** Legible handwriting faces for filled-in values. */
export const HANDS = ['DkgHandwriting', "'Humor Sans'", "'Comic Neue'", 'DkgHandwriting', 'Breip'];
/** Signature faces. */
export const SIGS = ['Kristi', "'Dancing Script'", "'Kaushan Script'"];
export const INKS = ['#1a2b6d', '#14213d', '#202020', '#0b3d91', '#2b2b52'];

/** A full HTML document. size: CSS @page size (e.g. 'letter', '3.5in 2.25in', 'A4'). */
export function page({
  title = 'Document',
  size = 'letter',
  margin = '0.5in',
  css = '',
  body,
  font = FONTS.sans,
  bg = '#fff',
}) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title><style>
@page { size: ${size}; margin: ${margin}; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ${font}; color: #111; font-size: 10.5pt; background: ${bg}; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.pb { break-after: page; }
table { border-collapse: collapse; }
.hand { display: inline-block; line-height: 1.1; }
.sig { display: inline-block; line-height: 1; white-space: nowrap; }
.cbx { display: inline-block; width: 0.95em; height: 0.95em; border: 1.2px solid #222; vertical-align: -0.12em; position: relative; margin-right: 0.25em; text-align: center; line-height: 0.95em; font-size: 1em; }
.cbx .mk { position: absolute; left: 0.08em; top: -0.12em; font-size: 1.05em; line-height: 1; }
.circled { border: 1.6px solid; border-radius: 50%; padding: 0 0.35em; margin: 0 -0.35em; }
${css}
</style></head><body>${body}</body></html>`;
}

/** A filled-in value in a handwriting face. */
export function hand(text, { font = HANDS[0], ink = INKS[0], size = '1.15em', rot = 0, style = '' } = {}) {
  if (text === null || text === undefined || text === '') return '';
  return `<span class="hand" style="font-family:${font};color:${ink};font-size:${size};transform:rotate(${rot}deg);${style}">${esc(text)}</span>`;
}

/** A signature in a script face. */
export function sig(text, { font = SIGS[0], ink = INKS[0], size = '2.1em', rot = -3 } = {}) {
  if (!text) return '';
  return `<span class="sig" style="font-family:${font};color:${ink};font-size:${size};transform:rotate(${rot}deg)">${esc(text)}</span>`;
}

/**
 * A tick box. style: 'x' (hand-drawn X in the box), 'check' (✓ in the box), 'glyph' (☒ / ☐ characters),
 * 'fill' (solid square), 'bracket' ([X] / [ ]).
 */
export function box(checked, { style = 'x', ink = INKS[0], font = HANDS[0] } = {}) {
  switch (style) {
    case 'glyph':
      return `<span style="font-family:'DejaVu Sans';font-size:1.1em">${checked ? '☒' : '☐'}</span> `;
    case 'bracket':
      return `<span style="font-family:${FONTS.mono}">[${checked ? `<span style="color:${ink};font-weight:bold">X</span>` : '&nbsp;'}]</span> `;
    case 'fill':
      return `<span class="cbx" style="${checked ? 'background:#222;' : ''}"></span>`;
    case 'check':
      return `<span class="cbx">${checked ? `<span class="mk" style="color:${ink};font-family:'DejaVu Sans'">✓</span>` : ''}</span>`;
    default:
      return `<span class="cbx">${checked ? `<span class="mk" style="color:${ink};font-family:${font}">X</span>` : ''}</span>`;
  }
}

/** A row of options, the chosen one ticked (or circled when style === 'circle'). */
export function options(list, chosen, opts = {}) {
  const sep = opts.sep ?? '&nbsp;&nbsp;&nbsp;';
  if (opts.style === 'circle') {
    return list
      .map((o) =>
        o === chosen
          ? `<span class="circled" style="border-color:${opts.ink || INKS[0]}">${esc(o)}</span>`
          : esc(o),
      )
      .join(sep);
  }
  if (opts.after) return list.map((o) => `${esc(o)} ${box(o === chosen, opts)}`).join(sep);
  return list.map((o) => `${box(o === chosen, opts)}${esc(o)}`).join(sep);
}

/** A round seal with text around the edge. */
export function seal({
  text = 'CERTIFIED',
  inner = '★',
  color = '#8a1c1c',
  size = 110,
  id = 's' + Math.abs(hashCode(text)),
} = {}) {
  const r = size / 2;
  const fs = Math.min(size * 0.095, (2 * Math.PI * r * 0.78) / (text.length * 0.62));
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" xmlns="http://www.w3.org/2000/svg">
<defs><path id="${id}" d="M ${r} ${r} m -${r * 0.78} 0 a ${r * 0.78} ${r * 0.78} 0 1 1 ${r * 1.56} 0 a ${r * 0.78} ${r * 0.78} 0 1 1 -${r * 1.56} 0"/></defs>
<circle cx="${r}" cy="${r}" r="${r - 2}" fill="none" stroke="${color}" stroke-width="3"/>
<circle cx="${r}" cy="${r}" r="${r * 0.66}" fill="none" stroke="${color}" stroke-width="1.2"/>
<text font-family="Liberation Serif" font-size="${fs.toFixed(2)}" fill="${color}" ><textPath href="#${id}">${esc(text)}</textPath></text>
<text x="${r}" y="${r + size * 0.1}" text-anchor="middle" font-size="${size * 0.3}" fill="${color}" font-family="DejaVu Sans">${esc(inner)}</text>
</svg>`;
}

function hashCode(s) {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return h;
}

/** A QR-looking square (not decodable). */
export function qr(rng, { size = 90, n = 25, color = '#000' } = {}) {
  const cell = size / n;
  const rects = [];
  const finder = (x, y) => {
    rects.push(
      `<rect x="${x * cell}" y="${y * cell}" width="${7 * cell}" height="${7 * cell}" fill="${color}"/>`,
    );
    rects.push(
      `<rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/>`,
    );
    rects.push(
      `<rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${3 * cell}" height="${3 * cell}" fill="${color}"/>`,
    );
  };
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const inFinder = (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
      if (!inFinder && rng.next() < 0.48)
        rects.push(
          `<rect x="${x * cell}" y="${y * cell}" width="${cell + 0.2}" height="${cell + 0.2}" fill="${color}"/>`,
        );
    }
  }
  finder(0, 0);
  finder(n - 7, 0);
  finder(0, n - 7);
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" xmlns="http://www.w3.org/2000/svg"><rect width="${size}" height="${size}" fill="#fff"/>${rects.join('')}</svg>`;
}

/** A bar code look (not decodable). */
export function barcode(rng, { width = 180, height = 36, color = '#000' } = {}) {
  let x = 4;
  const bars = [];
  while (x < width - 6) {
    const w = rng.pick([1, 1, 1.5, 2, 3]);
    if (rng.next() < 0.55)
      bars.push(`<rect x="${x}" y="0" width="${w}" height="${height}" fill="${color}"/>`);
    x += w + rng.pick([1, 1, 2]);
  }
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg">${bars.join('')}</svg>`;
}

/** A simple logo mark: a shape with initials. */
export function logo({ initials = 'AB', color = '#1d4e89', shape = 'circle', size = 46, fg = '#fff' } = {}) {
  const s = size;
  let shapeSvg;
  if (shape === 'shield')
    shapeSvg = `<path d="M${s / 2} 2 L${s - 3} ${s * 0.2} L${s - 6} ${s * 0.62} Q${s / 2} ${s} ${s / 2} ${s - 2} Q${s / 2} ${s} 6 ${s * 0.62} L3 ${s * 0.2} Z" fill="${color}"/>`;
  else if (shape === 'square')
    shapeSvg = `<rect x="2" y="2" width="${s - 4}" height="${s - 4}" rx="${s * 0.18}" fill="${color}"/>`;
  else if (shape === 'cross')
    shapeSvg = `<path d="M${s * 0.35} 2 h${s * 0.3} v${s * 0.33} h${s * 0.33} v${s * 0.3} h-${s * 0.33} v${s * 0.33} h-${s * 0.3} v-${s * 0.33} h-${s * 0.33} v-${s * 0.3} h${s * 0.33} Z" fill="${color}"/>`;
  else if (shape === 'leaf')
    shapeSvg = `<path d="M4 ${s - 4} Q4 4 ${s - 4} 4 Q${s - 4} ${s - 4} 4 ${s - 4} Z" fill="${color}"/>`;
  else shapeSvg = `<circle cx="${s / 2}" cy="${s / 2}" r="${s / 2 - 2}" fill="${color}"/>`;
  const txt =
    shape === 'cross' || shape === 'leaf'
      ? ''
      : `<text x="${s / 2}" y="${s / 2 + s * 0.13}" text-anchor="middle" font-family="Liberation Sans" font-weight="bold" font-size="${s * 0.36}" fill="${fg}">${esc(initials)}</text>`;
  return `<svg width="${s}" height="${s}" viewBox="0 0 ${s} ${s}" xmlns="http://www.w3.org/2000/svg">${shapeSvg}${txt}</svg>`;
}

/** A rubber-stamp looking box (clinic stamp). */
export function stamp(lines, { color = '#23408e', rot = -4, font = FONTS.sans } = {}) {
  return `<div style="display:inline-block;border:2px solid ${color};color:${color};padding:4px 10px;transform:rotate(${rot}deg);font-family:${font};font-size:8.5pt;line-height:1.25;opacity:0.85;text-align:center;border-radius:3px">${lines.map(esc).join('<br>')}</div>`;
}
