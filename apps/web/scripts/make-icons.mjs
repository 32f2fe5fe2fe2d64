// Renders the app's icons (web app manifest, Apple touch icon, notification badge) from the SVGs drawn
// for them in src/pwa/icons, into public/icons. Run once after changing a drawing: `node apps/web/scripts/make-icons.mjs`.
// The PNGs are kept in the repository, so the build needs no image tool.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = (name) => fs.readFileSync(path.join(web, 'src/pwa/icons', name));
const out = path.join(web, 'public/icons');
fs.mkdirSync(out, { recursive: true });

const icons = [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['icon-maskable.svg', 192, 'icon-maskable-192.png'],
  ['icon-maskable.svg', 512, 'icon-maskable-512.png'],
  // iOS draws its own rounded corners over a full square.
  ['icon-maskable.svg', 180, 'apple-touch-icon.png'],
  ['badge.svg', 96, 'badge-96.png'],
];

for (const [svg, size, file] of icons) {
  await sharp(source(svg), { density: Math.ceil((72 * size) / 96) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: file.startsWith('badge') })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}×${size}`);
}
