import { useState } from 'react';
import { imageUrl } from '../lib/api-client';
import { initials } from '../lib/format';
import styles from './avatar.module.css';

const FILLS = ['orange', 'blue', 'green', 'pink'] as const;

/** Same name → same colour, so a child's placeholder looks the same on every page. */
function fillFor(name: string) {
  const sum = [...name].reduce((acc, ch) => acc + ch.charCodeAt(0), 0);
  return FILLS[sum % FILLS.length] ?? 'orange';
}

type Props = {
  name: string;
  /** Upload file name from the API, or null when there is no photo. */
  photo: string | null | undefined;
  size?: number;
  /** Accessible text; empty when the name is already written next to the avatar. */
  alt?: string;
};

/**
 * Photos that could not be read (another family's, in the chat): every avatar then shows the initials at
 * once instead of asking for the same photo again.
 */
const unreadable = new Set<string>();

export function Avatar({ name, photo, size = 56, alt = '' }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = photo && failed !== photo && !unreadable.has(photo);
  return (
    <span
      className={[styles.avatar, styles[fillFor(name)]].join(' ')}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      role={alt && !showPhoto ? 'img' : undefined}
      aria-label={alt && !showPhoto ? alt : undefined}
    >
      {showPhoto ? (
        <img
          src={imageUrl(photo)}
          alt={alt}
          width={size}
          height={size}
          onError={() => {
            // Offline, the photo may come back: only a refusal is remembered.
            if (navigator.onLine) unreadable.add(photo);
            setFailed(photo);
          }}
        />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
