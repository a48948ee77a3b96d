export { Avatar, type AvatarProps, initials } from './Avatar';
export { type AvatarSize, avatarSizes } from './Avatar.variants';
