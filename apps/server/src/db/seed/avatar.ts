import type Sharp from 'sharp';
import { lazyRequire } from '../../lib/lazy-require';

// Only the demo seed draws images: the server does not load libvips for it at start.
const loadSharp = lazyRequire<typeof Sharp>('sharp');

/** A friendly drawn portrait (no real person's photo in the demo): coloured background, face, smile. */
export function avatarSvg(name: string, background: string, child: boolean): string {
  const skin = ['#F2C9A5', '#D9A27E', '#A86F4C', '#F5D6BA', '#8D5A3B'][name.length % 5];
  const hair = ['#3B2A20', '#6B4226', '#1F1A17', '#A0522D', '#2E2A4F'][(name.charCodeAt(0) ?? 0) % 5];
  const faceR = child ? 120 : 105;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${background}"/>
  <circle cx="256" cy="600" r="230" fill="#FFFFFF" opacity="0.85"/>
  <ellipse cx="256" cy="210" rx="${faceR + 22}" ry="${faceR + 18}" fill="${hair}"/>
  <circle cx="256" cy="250" r="${faceR}" fill="${skin}"/>
  <circle cx="${256 - faceR * 0.38}" cy="240" r="12" fill="#2B2B2B"/>
  <circle cx="${256 + faceR * 0.38}" cy="240" r="12" fill="#2B2B2B"/>
  <circle cx="${256 - faceR * 0.6}" cy="282" r="16" fill="#F53491" opacity="0.35"/>
  <circle cx="${256 + faceR * 0.6}" cy="282" r="16" fill="#F53491" opacity="0.35"/>
  <path d="M ${256 - 36} 292 Q 256 ${child ? 336 : 322} ${256 + 36} 292" stroke="#5A2E1E" stroke-width="9" fill="none" stroke-linecap="round"/>
</svg>`;
}

export function avatarWebp(name: string, background: string, child: boolean): Promise<Buffer> {
  return loadSharp()(Buffer.from(avatarSvg(name, background, child)))
    .resize(320, 320)
    .webp({ quality: 80 })
    .toBuffer();
}
