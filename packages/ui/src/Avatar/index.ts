export { Avatar, type AvatarProps } from './Avatar';
export type { AvatarSize } from './Avatar.css';
export { initialsOf } from './initialsOf';
