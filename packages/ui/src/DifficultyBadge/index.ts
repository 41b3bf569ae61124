export { DifficultyBadge, type DifficultyBadgeProps } from './DifficultyBadge';
