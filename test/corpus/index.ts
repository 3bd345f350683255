// The fixture corpus: every type's cases, and their files rendered once per seed under `.eval/corpus/`.
import fs from 'node:fs';
import path from 'node:path';
import type { CorpusCase, Medium, Quality } from './case';
import type { TypeSpec } from './builder';
import { buildCases } from './builder';
import type { ScanStyle } from './render';
import { renderRaster, renderScannedPdf, renderTextPdf } from './render';
import { caseSeed, createRng } from './rng';
import { tuberculosisSpec } from './types/tuberculosis';
import { covidSpec } from './types/covid';
import { fluSpec } from './types/flu';
import { lifeSupportSpec } from './types/life-support';
import { alcoholSpec, foodSpec } from './types/handler';
import { physicalSpec } from './types/physical';
import { badgeSpec } from './types/badge';
import { resumeSpec } from './types/resume';

export type { CorpusCase, Expected, Medium, Quality } from './case';

export const DEFAULT_SEED = 20261120;

// Specs differ in their facts type; the builder only passes each spec's facts back to its own layouts.
const SPECS = [
  tuberculosisSpec,
  covidSpec,
  fluSpec,
  lifeSupportSpec,
  foodSpec,
  alcoholSpec,
  physicalSpec,
  badgeSpec,
  resumeSpec,
] as unknown as ReadonlyArray<TypeSpec<unknown>>;

export function corpusCases(seed = DEFAULT_SEED): CorpusCase[] {
  return buildCases(SPECS, seed);
}

function scanStyle(medium: Medium, quality: Quality, seed: number): ScanStyle {
  const rng = createRng(seed);
  if (quality === 'poor')
    return { dpi: 40, blur: 2.2, rotate: rng.pick([-4, 3, 5]), specks: 1500, jpegQuality: 25, tone: 0.75 };
  if (medium === 'jpeg_photo') {
    return {
      dpi: rng.pick([150, 200]),
      blur: 0.6,
      rotate: rng.pick([-1.5, -0.8, 0.7, 1.2]),
      specks: 120,
      jpegQuality: rng.int(60, 80),
      tone: 0.9,
    };
  }
  return {
    dpi: rng.pick([200, 300]),
    blur: 0.4,
    rotate: rng.pick([0, -0.5, 0.4]),
    specks: 60,
    jpegQuality: null,
    tone: 1,
  };
}

export function renderCase(c: CorpusCase, seed = DEFAULT_SEED): Promise<Buffer> {
  const s = caseSeed(seed, `${c.id}:render`);
  const style = scanStyle(c.medium, c.quality, s);
  switch (c.medium) {
    case 'pdf_text':
      return renderTextPdf(c.page);
    case 'pdf_scan':
      return renderScannedPdf(c.page, style, createRng(s));
    case 'png_scan':
      return renderRaster(c.page, style, createRng(s));
    case 'jpeg_photo':
      return renderRaster(c.page, { ...style, jpegQuality: style.jpegQuality ?? 75 }, createRng(s));
  }
}

export const extensionOf = (m: Medium): string =>
  m === 'pdf_text' || m === 'pdf_scan' ? 'pdf' : m === 'png_scan' ? 'png' : 'jpg';

/** Renders every case into `dir/<seed>/`, skipping files already there: the corpus is a pure function of the seed. */
export async function materialise(
  dir: string,
  seed = DEFAULT_SEED,
  cases = corpusCases(seed),
): Promise<Map<string, string>> {
  const root = path.join(dir, String(seed));
  fs.mkdirSync(root, { recursive: true });
  const files = new Map<string, string>();
  for (const c of cases) {
    const file = path.join(root, `${c.id}.${extensionOf(c.medium)}`);
    if (!fs.existsSync(file)) fs.writeFileSync(file, await renderCase(c, seed));
    files.set(c.id, file);
  }
  fs.writeFileSync(
    path.join(root, 'cases.json'),
    JSON.stringify(
      cases.map(({ page: _page, ...rest }) => rest),
      null,
      1,
    ),
  );
  return files;
}
