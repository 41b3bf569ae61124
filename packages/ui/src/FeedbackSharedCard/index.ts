export { FeedbackSharedCard, type FeedbackDifficulty, type FeedbackSharedCardProps } from './FeedbackSharedCard';
