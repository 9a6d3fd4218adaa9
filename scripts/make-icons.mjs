#!/usr/bin/env node
// Draws the app's PNG icons (public/pwa-192.png, pwa-512.png, pwa-maskable-512.png,
// apple-touch-icon.png) from the same geometry as public/favicon.svg: a blue rounded
// square with a white check mark. No image library and no download: the shapes are
// rasterised here with 4×4 supersampling and written as PNG with node:zlib.
// Run: node scripts/make-icons.mjs  (the PNGs are committed; rerun only to change them)
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
const BLUE = [0x1d, 0x4e, 0xd8];
const WHITE = [0xff, 0xff, 0xff];
// favicon.svg in its 32-unit box: rect rx 6, path M8 17 l5 5 11-12, stroke 3.5, round caps.
const CHECK = [[8, 17], [13, 22], [24, 10]];
const STROKE = 3.5;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
function inRoundedSquare(x, y, r) {
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  return x >= 0 && x <= 32 && y >= 0 && y <= 32 && Math.hypot(x - cx, y - cy) <= r;
}

/**
 * @param size   pixels
 * @param maskable  full-bleed background, mark shrunk into the 80% safe zone
 */
function draw(size, maskable) {
  const out = Buffer.alloc(size * size * 4);
  const S = 4;
  const markScale = maskable ? 0.72 : 1; // the check mark's extent relative to the 32-unit box
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bg = 0;
      let mark = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const u = ((x + (sx + 0.5) / S) / size) * 32;
          const v = ((y + (sy + 0.5) / S) / size) * 32;
          const inside = maskable ? true : inRoundedSquare(u, v, 6);
          if (!inside) continue;
          bg++;
          const mu = 16 + (u - 16) / markScale;
          const mv = 16 + (v - 16) / markScale;
          const d = Math.min(segmentDistance(mu, mv, CHECK[0], CHECK[1]), segmentDistance(mu, mv, CHECK[1], CHECK[2]));
          if (d <= STROKE / 2) mark++;
        }
      }
      const i = (y * size + x) * 4;
      const alpha = bg / (S * S);
      const m = bg ? mark / bg : 0;
      for (let c = 0; c < 3; c++) out[i + c] = Math.round(BLUE[c] * (1 - m) + WHITE[c] * m);
      out[i + 3] = Math.round(alpha * 255);
    }
  }
  return png(size, out);
}

const icons = [
  ['pwa-192.png', 192, false],
  ['pwa-512.png', 512, false],
  ['pwa-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];
for (const [name, size, maskable] of icons) {
  const file = `${PUBLIC}${name}`;
  writeFileSync(file, draw(size, maskable));
  console.info(`wrote ${file}`);
}
