export { Avatar, initialsOf, type AvatarProps } from './Avatar';
export type { AvatarSize } from './Avatar.css';
