export { ChatBubble, type ChatAttachment, type ChatBubbleLabels, type ChatBubbleProps } from './ChatBubble';
