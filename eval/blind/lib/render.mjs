// Rendering: HTML → text PDF through one headless Chromium (DevTools protocol over a pipe), then scans, photos and
// faxes derived from the PDF's pages (mupdf rasterises, sharp and a small perspective warp here do the rest,
// pdf-lib wraps scans as image-only PDFs).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const { PDFDocument } = require('pdf-lib');
let mupdf;

sharp.concurrency(1);
sharp.cache(false);

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
  existsSync(p),
);

// ---- Chromium over --remote-debugging-pipe -------------------------------------------------------------------
export async function openBrowser() {
  if (!CHROMIUM) throw new Error('chromium not found: apt-get install -y chromium');
  const userDir = mkdtempSync(join(tmpdir(), 'blind-chromium-'));
  const work = mkdtempSync(join(tmpdir(), 'blind-html-'));
  const proc = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-extensions',
      '--mute-audio',
      '--hide-scrollbars',
      '--disable-default-apps',
      '--disable-dev-shm-usage',
      '--renderer-process-limit=1',
      `--user-data-dir=${userDir}`,
      '--remote-debugging-pipe',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
  );
  proc.stderr.on('data', () => {});
  const toBrowser = proc.stdio[3];
  const fromBrowser = proc.stdio[4];
  let buf = Buffer.alloc(0);
  let nextId = 0;
  const pending = new Map();
  fromBrowser.on('data', (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    let i;
    while ((i = buf.indexOf(0)) >= 0) {
      const msg = JSON.parse(buf.subarray(0, i).toString('utf8'));
      buf = buf.subarray(i + 1);
      if (msg.id && pending.has(msg.id)) {
        const p = pending.get(msg.id);
        pending.delete(msg.id);
        if (msg.error) p.reject(new Error(`${p.method}: ${msg.error.message}`));
        else p.resolve(msg.result);
      }
    }
  });
  const exited = new Promise((resolve) => proc.on('exit', resolve));
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject, method });
      const msg = { id, method, params };
      if (sessionId) msg.sessionId = sessionId;
      toBrowser.write(JSON.stringify(msg) + '\0');
      setTimeout(() => {
        if (pending.has(id)) {
          pending.delete(id);
          reject(new Error(`${method}: timed out`));
        }
      }, 60_000).unref();
    });
  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  await send('Page.enable', {}, sessionId);
  let n = 0;

  async function load(html) {
    const file = join(work, `p${n++ % 2}.html`);
    writeFileSync(file, html);
    await send('Page.navigate', { url: pathToFileURL(file).href }, sessionId);
    await send(
      'Runtime.evaluate',
      {
        expression: `new Promise(r => { const go = () => document.fonts.ready.then(() => setTimeout(r, 30)); if (document.readyState === 'complete') go(); else addEventListener('load', go); }).then(() => true)`,
        awaitPromise: true,
        returnByValue: true,
      },
      sessionId,
    );
  }

  return {
    /** HTML → PDF bytes (the page size comes from the document's @page rule). */
    async pdf(html) {
      await load(html);
      const { data } = await send(
        'Page.printToPDF',
        {
          printBackground: true,
          preferCSSPageSize: true,
          displayHeaderFooter: false,
          marginTop: 0,
          marginBottom: 0,
          marginLeft: 0,
          marginRight: 0,
        },
        sessionId,
      );
      return Buffer.from(data, 'base64');
    },
    async close() {
      try {
        await send('Browser.close');
      } catch {
        proc.kill('SIGTERM');
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
      rmSync(userDir, { recursive: true, force: true });
      rmSync(work, { recursive: true, force: true });
    },
  };
}

// ---- rasterising ---------------------------------------------------------------------------------------------
async function loadMupdf() {
  if (!mupdf) mupdf = await import('mupdf');
  return mupdf;
}

/** PDF → [{png, width, height, wPt, hPt}] at dpi. */
export async function rasterise(pdf, dpiOrLong) {
  const m = await loadMupdf();
  const doc = m.Document.openDocument(pdf, 'application/pdf');
  const pages = [];
  for (let i = 0; i < doc.countPages(); i++) {
    const page = doc.loadPage(i);
    const [x0, y0, x1, y1] = page.getBounds();
    // a number is a dpi; { long } asks for that many pixels on the long side
    const dpi =
      typeof dpiOrLong === 'number' ? dpiOrLong : dpiOrLong.long / (Math.max(x1 - x0, y1 - y0) / 72);
    const pix = page.toPixmap(m.Matrix.scale(dpi / 72, dpi / 72), m.ColorSpace.DeviceRGB, false, true);
    pages.push({
      png: Buffer.from(pix.asPNG()),
      width: pix.getWidth(),
      height: pix.getHeight(),
      wPt: x1 - x0,
      hPt: y1 - y0,
    });
    pix.destroy?.();
    page.destroy?.();
  }
  doc.destroy?.();
  return pages;
}

export async function pageCount(pdf) {
  const m = await loadMupdf();
  const doc = m.Document.openDocument(pdf, 'application/pdf');
  const n = doc.countPages();
  doc.destroy?.();
  return n;
}

// ---- pixel effects -------------------------------------------------------------------------------------------
async function raw(input) {
  const { data, info } = await sharp(input)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
function fromRaw(img) {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels } });
}

/** Solves the 3x3 homography mapping four src points to four dst points. */
function homography(src, dst) {
  const A = [];
  const b = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = src[i];
    const [u, v] = dst[i];
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  // Gaussian elimination
  const n = 8;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r][c]) > Math.abs(A[p][c])) p = r;
    [A[c], A[p]] = [A[p], A[c]];
    [b[c], b[p]] = [b[p], b[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = A[r][c] / A[c][c];
      for (let k = c; k < n; k++) A[r][k] -= f * A[c][k];
      b[r] -= f * b[c];
    }
  }
  const h = b.map((v, i) => v / A[i][i]);
  return [...h, 1];
}

/**
 * A page photographed on a surface: the page (raw image) is warped into a random quadrilateral on a larger
 * canvas of background colour, lit unevenly.
 */
function warpOnto(img, rng, { bg = [92, 74, 58], margin = 0.09, skew = 0.055, light = 0.32 } = {}) {
  const { width: w, height: h, data } = img;
  const W = Math.round(w * (1 + 2 * margin));
  const H = Math.round(h * (1 + 2 * margin));
  const mx = w * margin;
  const my = h * margin;
  const j = (s) => (rng.next() - 0.5) * 2 * s;
  const dst = [
    [mx + j(skew * w), my + j(skew * h)],
    [mx + w + j(skew * w), my + j(skew * h)],
    [mx + w + j(skew * w), my + h + j(skew * h)],
    [mx + j(skew * w), my + h + j(skew * h)],
  ];
  const src = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const Hm = homography(dst, src); // canvas → page
  const out = Buffer.alloc(W * H * 3);
  const lx = rng.float(0, W);
  const ly = rng.float(0, H * 0.5);
  const diag = Math.hypot(W, H);
  const warm = rng.float(0.95, 1.05);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const den = Hm[6] * x + Hm[7] * y + Hm[8];
      const sx = (Hm[0] * x + Hm[1] * y + Hm[2]) / den;
      const sy = (Hm[3] * x + Hm[4] * y + Hm[5]) / den;
      const o = (y * W + x) * 3;
      const lum = 1.06 - light * (Math.hypot(x - lx, y - ly) / diag);
      if (sx >= 0 && sy >= 0 && sx < w - 1 && sy < h - 1) {
        const x0 = sx | 0;
        const y0 = sy | 0;
        const fx = sx - x0;
        const fy = sy - y0;
        for (let c = 0; c < 3; c++) {
          const i00 = (y0 * w + x0) * 3 + c;
          const v =
            data[i00] * (1 - fx) * (1 - fy) +
            data[i00 + 3] * fx * (1 - fy) +
            data[i00 + w * 3] * (1 - fx) * fy +
            data[i00 + w * 3 + 3] * fx * fy;
          const tint = c === 0 ? warm : c === 2 ? 2 - warm : 1;
          out[o + c] = Math.max(0, Math.min(255, v * lum * tint));
        }
      } else {
        const grain = (rng.next() - 0.5) * 14;
        for (let c = 0; c < 3; c++) out[o + c] = Math.max(0, Math.min(255, (bg[c] + grain) * lum));
      }
    }
  }
  return { data: out, width: W, height: H, channels: 3 };
}

/** Paper tint, contrast loss and sensor noise, in place. */
function paperAndNoise(img, rng, { paper = [238, 236, 228], noise = 9, contrast = 0.9 } = {}) {
  const { data } = img;
  const ch = img.channels;
  for (let i = 0; i < data.length; i += ch) {
    const n = rng.gauss() * noise;
    for (let c = 0; c < Math.min(3, ch); c++) {
      let v = data[i + c] / 255;
      v = v * (paper[c] / 255);
      v = (v - 0.5) * contrast + 0.5 + 0.02;
      data[i + c] = Math.max(0, Math.min(255, v * 255 + n));
    }
  }
  return img;
}

/** Random dust specks. */
function specks(img, rng, count) {
  const { data, width, height, channels } = img;
  for (let k = 0; k < count; k++) {
    const x = rng.int(0, width - 3);
    const y = rng.int(0, height - 3);
    const s = rng.int(1, 2);
    const v = rng.int(20, 90);
    for (let dy = 0; dy < s; dy++)
      for (let dx = 0; dx < s; dx++) {
        const o = ((y + dy) * width + x + dx) * channels;
        for (let c = 0; c < channels; c++) data[o + c] = v;
      }
  }
}

// ---- renderings ------------------------------------------------------------------------------------------------
const FIXED_DATE = new Date('2026-11-20T15:04:05Z');

async function pagesToPdf(jpegs, producer) {
  const out = await PDFDocument.create();
  for (const { jpg, wPt, hPt } of jpegs) {
    const im = await out.embedJpg(jpg);
    const p = out.addPage([wPt, hPt]);
    p.drawImage(im, { x: 0, y: 0, width: wPt, height: hPt });
  }
  out.setProducer(producer);
  out.setCreator(producer);
  out.setCreationDate(FIXED_DATE);
  out.setModificationDate(FIXED_DATE);
  return Buffer.from(await out.save({ useObjectStreams: false }));
}

/** Normalises Chromium's PDF metadata so that the text PDF is stable. */
export async function tidyTextPdf(pdf) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** One scanned page (raw → jpeg) with a flatbed look. */
async function scanPage(pg, rng, opts) {
  const { grey = true, dpi } = opts;
  const angle = rng.float(-1.6, 1.6);
  let s = sharp(pg.png);
  if (grey) s = s.greyscale();
  const rotated = await s
    .rotate(angle, { background: { r: 250, g: 250, b: 248 } })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  let img = {
    data: rotated.data,
    width: rotated.info.width,
    height: rotated.info.height,
    channels: rotated.info.channels,
  };
  // crop back to the page size (rotation enlarges the canvas)
  const cx = Math.max(0, Math.round((img.width - pg.width) / 2));
  const cy = Math.max(0, Math.round((img.height - pg.height) / 2));
  const cropped = await fromRaw(img)
    .extract({
      left: cx,
      top: cy,
      width: Math.min(pg.width, img.width - cx),
      height: Math.min(pg.height, img.height - cy),
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  img = {
    data: cropped.data,
    width: cropped.info.width,
    height: cropped.info.height,
    channels: cropped.info.channels,
  };
  paperAndNoise(img, rng, {
    paper: grey ? [236, 236, 236] : [240, 237, 226],
    noise: opts.lowNoise ? rng.float(2, 4) : rng.float(5, 12),
    contrast: rng.float(0.82, 0.95),
  });
  specks(img, rng, rng.int(20, 120));
  return { img, dpi };
}

/**
 * Produces the file for one rendering. Returns { buffer, ext }.
 * rendering: text_pdf | scanned_pdf | photo | scan_image | fax ; variant picks the container (jpg/webp/png/tif).
 */
export async function renderFile(pdf, rendering, rng, variant = {}) {
  if (rendering === 'text_pdf') return { buffer: await tidyTextPdf(pdf), ext: 'pdf' };

  if (rendering === 'scanned_pdf') {
    const [first] = await rasterise(pdf, 36);
    const dpi = Math.max(first.wPt, first.hPt) < 500 ? 300 : rng.pick([150, 200, 200, 300]);
    const pages = await rasterise(pdf, dpi);
    const grey = rng.chance(0.65);
    const jpegs = [];
    for (const pg of pages) {
      const { img } = await scanPage(pg, rng, { grey, dpi });
      const blur = rng.float(0.4, 0.9);
      let s = fromRaw(img).blur(blur);
      if (grey) s = s.greyscale();
      jpegs.push({ jpg: await s.jpeg({ quality: rng.int(55, 80) }).toBuffer(), wPt: pg.wPt, hPt: pg.hPt });
    }
    return {
      buffer: await pagesToPdf(
        jpegs,
        rng.pick(['ScanSnap Manager', 'HP Scan', 'Canon MF Scan Utility', 'NAPS2']),
      ),
      ext: 'pdf',
    };
  }

  if (rendering === 'scan_image') {
    const [first] = await rasterise(pdf, 72);
    const small = Math.max(first.wPt, first.hPt) < 500; // a card: scanned at a higher resolution
    const dpi = small ? 300 : rng.pick([150, 200]);
    const [pg] = await rasterise(pdf, dpi);
    const { img } = await scanPage(pg, rng, { grey: true, dpi, lowNoise: variant.ext !== 'jpg' });
    let s = fromRaw(img).blur(rng.float(0.35, 0.7)).greyscale();
    if (variant.ext === 'jpg')
      return {
        buffer: await s
          .jpeg({ quality: rng.int(60, 85) })
          .withMetadata({ density: dpi })
          .toBuffer(),
        ext: 'jpg',
      };
    return {
      buffer: await s
        .png({ compressionLevel: 9, palette: true, colours: 16, dither: 0 })
        .withMetadata({ density: dpi })
        .toBuffer(),
      ext: 'png',
    };
  }

  if (rendering === 'fax') {
    const [first] = await rasterise(pdf, 36);
    const [pg] = await rasterise(pdf, Math.max(first.wPt, first.hPt) < 500 ? 400 : 200);
    const header = Buffer.from(
      `<svg width="${pg.width}" height="40" xmlns="http://www.w3.org/2000/svg"><rect width="100%" height="100%" fill="white"/><text x="20" y="28" font-family="Liberation Mono" font-size="22">${variant.faxHeader || ''}</text></svg>`,
    );
    let s = sharp(pg.png).greyscale();
    const base = await s
      .extend({ top: 40, background: '#ffffff' })
      .composite([{ input: header, top: 0, left: 0 }])
      .png()
      .toBuffer();
    const meta = await sharp(base).metadata();
    // 200 x 100 dpi: halve the rows, then stretch them back
    const half = await sharp(base)
      .rotate(rng.float(-0.8, 0.8), { background: '#ffffff' })
      .resize(meta.width, Math.round(meta.height / 2), { fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const img = {
      data: half.data,
      width: half.info.width,
      height: half.info.height,
      channels: half.info.channels,
    };
    const thr = rng.int(150, 185);
    for (let i = 0; i < img.data.length; i++) {
      const v = img.data[i] + rng.gauss() * 18;
      img.data[i] = v < thr ? 0 : 255;
    }
    specks(img, rng, rng.int(40, 160));
    const full = fromRaw(img).resize(img.width, img.height * 2, { kernel: 'nearest', fit: 'fill' });
    if (variant.ext === 'png')
      return {
        buffer: await full.png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer(),
        ext: 'png',
      };
    return {
      buffer: await full
        .toColourspace('b-w')
        .tiff({ compression: 'ccittfax4', bitdepth: 1, xres: 200 / 25.4, yres: 200 / 25.4 })
        .toBuffer(),
      ext: 'tif',
    };
  }

  if (rendering === 'photo') {
    const [pg] = await rasterise(pdf, { long: variant.illegible ? 520 : rng.int(1600, 2300) });
    const img = await raw(pg.png);
    const bg = rng.pick([
      [92, 74, 58],
      [60, 62, 66],
      [150, 140, 120],
      [40, 48, 70],
      [170, 170, 165],
      [120, 86, 60],
    ]);
    const warped = warpOnto(img, rng, {
      bg,
      margin: rng.float(0.05, 0.12),
      skew: rng.float(0.02, 0.06),
      light: rng.float(0.2, 0.45),
    });
    paperAndNoise(warped, rng, {
      paper: [255, 252, 245],
      noise: rng.float(3, 7),
      contrast: rng.float(0.88, 0.98),
    });
    let s = fromRaw(warped)
      .rotate(rng.float(-3, 3), { background: { r: bg[0], g: bg[1], b: bg[2] } })
      .blur(variant.illegible ? 2.6 : rng.float(0.5, 1.1));
    if (variant.turn) s = sharp(await s.png().toBuffer()).rotate(variant.turn);
    if (variant.ext === 'webp')
      return { buffer: await s.webp({ quality: rng.int(60, 80) }).toBuffer(), ext: 'webp' };
    if (variant.ext === 'png')
      return {
        buffer: await s.png({ compressionLevel: 9, palette: true, colours: 64 }).toBuffer(),
        ext: 'png',
      };
    return { buffer: await s.jpeg({ quality: rng.int(62, 84) }).toBuffer(), ext: 'jpg' };
  }
  throw new Error(`unknown rendering ${rendering}`);
}

export { sharp };
