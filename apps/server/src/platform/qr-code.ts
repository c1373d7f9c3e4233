/**
 * A QR code encoder (ISO/IEC 18004) for what the portal prints on certificates: byte mode, error
 * correction level M, the smallest version (1 to 40) that holds the text, and the mask with the
 * lowest penalty. The layout follows the standard step by step; `qr-code.test.ts` checks it against
 * the standard's examples and another encoder's output.
 */

/** Square grid of modules, `modules[y][x]`, true for dark; without the quiet zone. */
export interface QrCode {
  version: number;
  mask: number;
  size: number;
  modules: boolean[][];
}

// Per version (index 0 unused), level M: error-correction codewords per block, and number of blocks.
const eccPerBlockM = [
  -1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28,
  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
];
const blocksM = [
  -1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28,
  29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
];
/** Level M in the format information (L 01, M 00, Q 11, H 10). */
const levelMBits = 0b00;

export class QrCapacityError extends Error {}

/** Modules left for data and error correction once the function patterns are placed. */
function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    result -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

export function dataCodewords(version: number): number {
  const ecc = eccPerBlockM[version] ?? 0;
  const blocks = blocksM[version] ?? 0;
  return Math.floor(rawDataModules(version) / 8) - ecc * blocks;
}

// Reed-Solomon over GF(2^8) with the polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11D).

function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

/** Coefficients of the generator polynomial of `degree`, highest power first (its leading 1 left out). */
function rsGenerator(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j] ?? 0, root) ^ (result[j + 1] ?? 0);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error-correction codewords of `data` for a generator of `generator.length` codewords. */
export function reedSolomonRemainder(data: readonly number[], generator: readonly number[]): number[] {
  const result = new Array<number>(generator.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() ?? 0);
    result.push(0);
    generator.forEach((coefficient, i) => {
      result[i] = (result[i] ?? 0) ^ gfMultiply(coefficient, factor);
    });
  }
  return result;
}

export function errorCorrectionCodewords(data: readonly number[], count: number): number[] {
  return reedSolomonRemainder(data, rsGenerator(count));
}

/** Mode, length, the bytes, terminator and padding: exactly the version's data codewords. */
function encodeData(bytes: Uint8Array, version: number): number[] {
  const capacity = dataCodewords(version);
  const bits: number[] = [];
  const append = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  append(0b0100, 4);
  append(bytes.length, version <= 9 ? 8 : 16);
  for (const byte of bytes) append(byte, 8);
  append(0, Math.min(4, capacity * 8 - bits.length));
  append(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((value, bit) => (value << 1) | bit, 0));
  }
  for (let pad = 0xec; codewords.length < capacity; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits the data into the version's blocks, adds each block's correction, and interleaves them. */
function interleave(data: readonly number[], version: number): number[] {
  const blocks = blocksM[version] ?? 1;
  const eccLength = eccPerBlockM[version] ?? 0;
  const raw = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blocks - (raw % blocks);
  const shortDataLength = Math.floor(raw / blocks) - eccLength;
  const generator = rsGenerator(eccLength);
  const dataBlocks: number[][] = [];
  const eccBlocks: number[][] = [];
  for (let i = 0, offset = 0; i < blocks; i++) {
    const length = shortDataLength + (i < shortBlocks ? 0 : 1);
    const block = data.slice(offset, offset + length);
    offset += length;
    dataBlocks.push(block);
    eccBlocks.push(reedSolomonRemainder(block, generator));
  }
  const result: number[] = [];
  for (let i = 0; i <= shortDataLength; i++) {
    for (const block of dataBlocks) if (i < block.length) result.push(block[i] ?? 0);
  }
  for (let i = 0; i < eccLength; i++) for (const block of eccBlocks) result.push(block[i] ?? 0);
  return result;
}

export function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const result = [6];
  for (let position = size - 7; result.length < count; position -= step) result.splice(1, 0, position);
  return result;
}

/** The 15 format bits for level M and `mask`, with their BCH code and XOR mask. */
export function formatBits(mask: number): number {
  const data = (levelMBits << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return ((data << 10) | remainder) ^ 0x5412;
}

/** The 18 version bits (versions 7 and up), with their BCH code. */
export function versionBits(version: number): number {
  let remainder = version;
  for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
  return (version << 12) | remainder;
}

const bit = (value: number, index: number) => ((value >>> index) & 1) !== 0;

const masks: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class Grid {
  readonly size: number;
  readonly modules: boolean[][];
  readonly isFunction: boolean[][];
  constructor(size: number) {
    this.size = size;
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  set(x: number, y: number, dark: boolean): void {
    const row = this.modules[y];
    const functionRow = this.isFunction[y];
    if (!row || !functionRow || x < 0 || x >= this.size) return;
    row[x] = dark;
    functionRow[x] = true;
  }
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  const { size } = grid;
  for (let i = 0; i < size; i++) {
    grid.set(6, i, i % 2 === 0);
    grid.set(i, 6, i % 2 === 0);
  }
  // Finder patterns with their separators (set() ignores what falls outside the grid).
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        grid.set(cx + dx, cy + dy, distance !== 2 && distance !== 4);
      }
    }
  }
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((cx, i) => {
    positions.forEach((cy, j) => {
      // Skip the three corners the finder patterns occupy.
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++)
          grid.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    });
  });
  drawFormatBits(grid, 0);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      grid.set(a, b, bit(bits, i));
      grid.set(b, a, bit(bits, i));
    }
  }
}

function drawFormatBits(grid: Grid, mask: number): void {
  const bits = formatBits(mask);
  const { size } = grid;
  for (let i = 0; i <= 5; i++) grid.set(8, i, bit(bits, i));
  grid.set(8, 7, bit(bits, 6));
  grid.set(8, 8, bit(bits, 7));
  grid.set(7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) grid.set(14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i++) grid.set(size - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) grid.set(8, size - 15 + i, bit(bits, i));
  grid.set(8, size - 8, true);
}

/** Places the codewords in the two-column zigzag from the bottom right, skipping function modules. */
function drawCodewords(grid: Grid, codewords: readonly number[]): void {
  const { size } = grid;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vertical : vertical;
        const row = grid.modules[y];
        if (row && !grid.isFunction[y]?.[x] && i < codewords.length * 8) {
          row[x] = bit(codewords[i >>> 3] ?? 0, 7 - (i & 7));
          i++;
        }
      }
    }
  }
}

function applyMask(grid: Grid, mask: number): void {
  const test = masks[mask];
  if (!test) throw new RangeError(`no mask ${mask}`);
  for (let y = 0; y < grid.size; y++) {
    const row = grid.modules[y];
    if (!row) continue;
    for (let x = 0; x < grid.size; x++) if (!grid.isFunction[y]?.[x] && test(x, y)) row[x] = !row[x];
  }
}

/** The standard's penalty score of a masked symbol (rules N1 to N4); the lowest score wins. */
export function penalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  const at = (x: number, y: number) => modules[y]?.[x] ?? false;
  let score = 0;
  const lines: boolean[][] = [];
  for (let i = 0; i < size; i++) {
    lines.push(Array.from({ length: size }, (_, j) => at(j, i)));
    lines.push(Array.from({ length: size }, (_, j) => at(i, j)));
  }
  const finderLike = [true, false, true, true, true, false, true];
  for (const line of lines) {
    // N1: runs of five or more modules of one colour.
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) {
        run++;
        continue;
      }
      if (run >= 5) score += 3 + (run - 5);
      run = 1;
    }
    // N3: 1:1:3:1:1 finder-like patterns with four light modules on one side (outside counts as light).
    for (let i = 0; i + 7 <= size; i++) {
      if (!finderLike.every((dark, k) => line[i + k] === dark)) continue;
      const lightBefore = [1, 2, 3, 4].every((k) => !(line[i - k] ?? false));
      const lightAfter = [7, 8, 9, 10].every((k) => !(line[i + k] ?? false));
      if (lightBefore) score += 40;
      if (lightAfter) score += 40;
    }
  }
  // N2: 2x2 blocks of one colour.
  for (let y = 0; y < size - 1; y++) {
    for (let x = 0; x < size - 1; x++) {
      const colour = at(x, y);
      if (colour === at(x + 1, y) && colour === at(x, y + 1) && colour === at(x + 1, y + 1)) score += 3;
    }
  }
  // N4: how far the share of dark modules is from half, in steps of 5%.
  const dark = modules.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  const total = size * size;
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return score;
}

export interface QrOptions {
  /** Use this mask (0 to 7) instead of the one with the lowest penalty. */
  mask?: number;
  /** The smallest version to use (1 by default). */
  minVersion?: number;
}

/** Encodes `text` (as UTF-8 bytes) at error correction level M. */
export function encodeQr(text: string, options: QrOptions = {}): QrCode {
  const bytes = new TextEncoder().encode(text);
  let version = Math.max(1, options.minVersion ?? 1);
  const needed = (v: number) => Math.ceil((4 + (v <= 9 ? 8 : 16) + bytes.length * 8) / 8);
  while (version <= 40 && needed(version) > dataCodewords(version)) version++;
  if (version > 40) throw new QrCapacityError(`${bytes.length} bytes do not fit in a QR code at level M`);

  const codewords = interleave(encodeData(bytes, version), version);
  const build = (mask: number): Grid => {
    const grid = new Grid(version * 4 + 17);
    drawFunctionPatterns(grid, version);
    drawCodewords(grid, codewords);
    applyMask(grid, mask);
    drawFormatBits(grid, mask);
    return grid;
  };

  let mask = options.mask;
  if (mask === undefined) {
    let best = Number.POSITIVE_INFINITY;
    for (let candidate = 0; candidate < 8; candidate++) {
      const score = penalty(build(candidate).modules);
      if (score < best) {
        best = score;
        mask = candidate;
      }
    }
  }
  const chosen = mask ?? 0;
  const grid = build(chosen);
  return { version, mask: chosen, size: grid.size, modules: grid.modules };
}
