// Draws the app icons (public/icons/*.png) from the favicon's geometry: a white cross on the brand teal.
// No image tools needed: pixels are computed here (4×4 supersampling) and written as PNG with node:zlib.
// Run `node scripts/make-icons.mjs` after changing the shapes; the PNGs are committed.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TEAL = [0x0b, 0x6b, 0x6b];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y += 1)
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Inside a rounded square of side 1 with corner radius r (unit coordinates). */
function inRoundedSquare(x, y, r) {
  if (r === 0) return true;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}
/** Inside a plus sign centred at 0.5 with arm half-width w and half-length l. */
function inCross(x, y, w, l) {
  const dx = Math.abs(x - 0.5);
  const dy = Math.abs(y - 0.5);
  return (dx <= w && dy <= l) || (dy <= w && dx <= l);
}

function draw(size, { radius, armWidth, armLength }) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!inRoundedSquare(x, y, radius)) continue;
          if (inCross(x, y, armWidth, armLength)) fg += 1;
          else bg += 1;
        }
      }
      const total = samples * samples;
      const alpha = (bg + fg) / total;
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) {
        rgba[i + c] = alpha ? Math.round((TEAL[c] * bg + WHITE[c] * fg) / (bg + fg)) : 0;
      }
      rgba[i + 3] = Math.round(alpha * 255);
    }
  }
  return png(size, rgba);
}

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
mkdirSync(out, { recursive: true });
// "any" icons: the favicon's rounded square (radius 8/32), cross arms 3/32 wide, 9/32 long.
const any = { radius: 0.22, armWidth: 0.094, armLength: 0.28 };
// Maskable: full-bleed teal; the cross stays inside the 80 % safe circle (radius 0.4) with room to spare.
const maskable = { radius: 0, armWidth: 0.07, armLength: 0.21 };
writeFileSync(`${out}icon-192.png`, draw(192, any));
writeFileSync(`${out}icon-512.png`, draw(512, any));
writeFileSync(`${out}maskable-192.png`, draw(192, maskable));
writeFileSync(`${out}maskable-512.png`, draw(512, maskable));
// iOS draws its own rounded corners and ignores transparency: a full-bleed square.
writeFileSync(`${out}apple-touch-icon.png`, draw(180, maskable));
console.log(`icons written to ${out}`);
