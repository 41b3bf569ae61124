import { useState } from 'react';
import { avatar, avatarSize, image, type AvatarSize } from './Avatar.css';

export type AvatarProps = {
  /** The person's full name: the accessible name, and the source of the initials. */
  name: string;
  /** Photo URL; initials are shown when it is missing or fails to load. */
  src?: string | null;
  size?: AvatarSize;
  /** Hide from assistive technology when the name is already written beside the avatar. */
  isDecorative?: boolean;
};

/** "Anna-Karin Lindqvist" → "AL": first letters of the first and last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('sv-SE');
}

/** A person's photo, or their initials when there is no photo. */
export function Avatar({ name, src, size = 'medium', isDecorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failedSrc !== src;
  const a11y = isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span className={`${avatar} ${avatarSize[size]}`} {...a11y}>
      {showPhoto && src ? (
        <img className={image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
